import { useLocation } from 'wouter';
import PaymentGatewayPage from './payment-gateway-page';
import PaymentSuccessPage from './payment-success-page';
import SubscribePage from './subscribe-page';
import TestPaymentPage from './test-payment-page';

/**
 * The payment routes (ADR 031): one page (one chunk, one loader) for the four, as the policies do.
 * Every loader in the signed-in shell is in every signed-in route's first load.
 */
const BY_PATH: Record<string, () => React.JSX.Element> = {
  '/subscribe': SubscribePage,
  '/payment-gateway': PaymentGatewayPage,
  '/payment-success': PaymentSuccessPage,
  '/test-payment': TestPaymentPage,
};

export default function PremiumRoutePage() {
  const [path] = useLocation();
  const Page = BY_PATH[path] ?? SubscribePage;
  return <Page />;
}
