import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import type { EyeTest } from '@core/contract/health';
import { formatDioptres } from '@core/health/eyesight';
import { formatCalendarDate } from '@web/lib/format-date';
import type { ReadingsLook, ReadingsProps } from '../tracker-definition';
import { chartPart } from '../readings-parts';
import { TrackerReadings } from '../tracker-readings';
import { EyeLatest } from './eye-latest';
import type { EyeView } from './eye-view';

function eyeText(e: EyeTest['right']): string {
  const parts = [formatDioptres(e.sph)];
  if (e.cyl) parts.push(`${formatDioptres(e.cyl)} × ${e.axis ?? '?'}`);
  return parts.join(' ');
}

function Summary({ latest, view }: { latest: EyeTest; view: EyeView }) {
  return <EyeLatest latest={latest} previous={view.data.previous} today={view.today} />;
}

function Item({ reading: test }: { reading: EyeTest }) {
  const right = test.right.acuity ?? '–';
  const left = test.left.acuity ?? '–';
  const vision = [test.right.acuity, test.left.acuity].some(Boolean)
    ? t`Vision ${right} / ${left}`
    : null;
  const rightRx = eyeText(test.right);
  const leftRx = eyeText(test.left);
  return (
    <>
      <p className="font-semibold text-slate-900">{formatCalendarDate(test.testDate)}</p>
      <p className="text-sm text-slate-800">
        <Trans>
          Right {rightRx} · Left {leftRx}
        </Trans>
      </p>
      {vision ? <p className="text-xs text-slate-600">{vision}</p> : null}
    </>
  );
}

const look: ReadingsLook<'eye-sight', EyeView> = {
  texts: {
    first: msg`Log your first eye test`,
    editTitle: msg`Edit eye test`,
    deleteTitle: msg`Delete this eye test?`,
  },
  empty: {
    icon: Eye,
    help: (
      <>
        <p>
          <Trans>
            Copy SPH, CYL, AXIS and ADD for each eye from the optician&apos;s prescription. Older
            prescriptions count too: enter them with their dates.
          </Trans>
        </p>
        <p>
          <Trans>
            With two or more tests MedMitra shows how the power changes each year, which matters
            most for children whose short sight is still growing.
          </Trans>
        </p>
      </>
    ),
  },
  describe: (test) => {
    const date = formatCalendarDate(test.testDate);
    return t`the eye test of ${date}`;
  },
  Summary,
  Item,
  chart: {
    title: msg`SPH over the years`,
    ranged: false,
    emptyText: msg`Log the next test (or an older prescription) to see how the power changes.`,
    part: chartPart(() => import('./eye-chart').then((m) => m.EyeChart)),
  },
};

/** The eye tests: the latest prescription, the change, the SPH chart and the history. */
export function EyeReadings(props: ReadingsProps<'eye-sight', EyeView>) {
  return <TrackerReadings look={look} {...props} />;
}
