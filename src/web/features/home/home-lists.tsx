import { NextMedications } from './next-medications';
import { RecentActivity } from './recent-activity';

/**
 * The cards below the first screen, in their own chunk so Home's first paint needs less
 * JavaScript (ARCHITECTURE budget); they load while the cards above render.
 */
export default function HomeLists({ timeZone }: { timeZone: string }) {
  return (
    <>
      {/* Issue 5: the 'Search Medication Prices' card goes here (spec §2). */}
      <NextMedications timeZone={timeZone} />
      {/* Issue 5: 'Best Prices Today' (first 2 comparisons, Refresh) goes here (spec §2, §9). */}
      <RecentActivity timeZone={timeZone} />
    </>
  );
}
