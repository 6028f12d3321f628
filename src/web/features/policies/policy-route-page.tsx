import { useLocation } from 'wouter';
import { PolicyPage, preloadPolicy } from './policy-page';
import type { PolicyName } from './policy-texts';

/** Spec §2's signed-in policy routes: one page (one chunk and loader) for the three. */
const BY_PATH: Record<string, PolicyName> = {
  '/terms-conditions': 'terms',
  '/privacy-policy': 'privacy',
  '/refund-policy': 'refund',
};

export default function PolicyRoutePage() {
  const [path] = useLocation();
  return <PolicyPage policy={BY_PATH[path] ?? 'terms'} />;
}

/** The text in the language on screen comes with the page (page-loaders.ts: preloadContent). */
export const preloadContent = () => preloadPolicy(BY_PATH[location.pathname] ?? 'terms');
