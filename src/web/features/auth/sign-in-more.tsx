import { AdSlot } from '@web/features/ads/ad-slot';
import { InstallCard } from '@web/features/install/install-card';
import { AboutSection } from './about-section';

/**
 * What the sign-in page shows below its form: its own chunk, outside the page's first load. The
 * prerendered page carries its markup, which stays on screen until the chunk is in and hydrates.
 */
export default function SignInMore() {
  return (
    <>
      <InstallCard />
      <AboutSection />
      <AdSlot />
    </>
  );
}
