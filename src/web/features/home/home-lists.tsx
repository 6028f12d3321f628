import { NextMedications } from './next-medications';
import { RecentActivity } from './recent-activity';
import { lazy } from '@web/lib/lazy';
import { WhenPageShown } from '@web/lib/when-page-shown';

// The price cards are their own chunk too, asked for once Home has shown: its first paint waits
// for neither their code nor their requests.
const loadPriceCards = () => import('@web/features/prices/home-price-cards');
const HomePriceSearch = lazy(() => loadPriceCards().then((m) => ({ default: m.HomePriceSearch })));
const BestPricesToday = lazy(() => loadPriceCards().then((m) => ({ default: m.BestPricesToday })));

/**
 * The cards below the first screen, in their own chunk so Home's first paint needs less
 * JavaScript (docs/architecture.md "Budgets"); they load while the cards above render.
 */
export default function HomeLists({ timeZone }: { timeZone: string }) {
  return (
    <>
      <WhenPageShown
        fallback={
          <div aria-hidden="true" className="h-40 rounded-2xl bg-white ring-1 ring-slate-200" />
        }
      >
        <HomePriceSearch />
      </WhenPageShown>
      <NextMedications timeZone={timeZone} />
      <WhenPageShown
        fallback={
          <div aria-hidden="true" className="h-56 rounded-2xl bg-white ring-1 ring-slate-200" />
        }
      >
        <BestPricesToday timeZone={timeZone} />
      </WhenPageShown>
      <RecentActivity timeZone={timeZone} />
    </>
  );
}
