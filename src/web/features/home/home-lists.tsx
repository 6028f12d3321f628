import { Suspense } from 'react';
import { NextMedications } from './next-medications';
import { RecentActivity } from './recent-activity';
import { lazy } from '@web/lib/lazy';

// The price cards are their own chunk too: Home's lists do not wait for them.
const HomePriceSearch = lazy(() =>
  import('@web/features/prices/home-price-cards').then((m) => ({ default: m.HomePriceSearch })),
);
const BestPricesToday = lazy(() =>
  import('@web/features/prices/home-price-cards').then((m) => ({ default: m.BestPricesToday })),
);

/**
 * The cards below the first screen, in their own chunk so Home's first paint needs less
 * JavaScript (ARCHITECTURE budget); they load while the cards above render.
 */
export default function HomeLists({ timeZone }: { timeZone: string }) {
  return (
    <>
      <Suspense
        fallback={
          <div aria-hidden="true" className="h-40 rounded-2xl bg-white ring-1 ring-slate-200" />
        }
      >
        <HomePriceSearch />
      </Suspense>
      <NextMedications timeZone={timeZone} />
      <Suspense
        fallback={
          <div aria-hidden="true" className="h-56 rounded-2xl bg-white ring-1 ring-slate-200" />
        }
      >
        <BestPricesToday timeZone={timeZone} />
      </Suspense>
      <RecentActivity timeZone={timeZone} />
    </>
  );
}
