import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Target } from 'lucide-react';
import type { Member } from '@core/contract/family';
import { healthyWeightRange } from '@core/health/bmi';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatNumber } from '../form-numbers';
import { memberName } from '@web/lib/member-name';
import { goalDistance } from './goal-weight';
import { lazy } from '@web/lib/lazy';

const loadGoalDialog = () => import('./goal-dialog');
const GoalDialog = lazy(loadGoalDialog);
const prefetch = () => void loadGoalDialog().catch(() => undefined);

/** PRODUCT §5 goal weight: the goal beside the latest weight and how far there is to go. */
export function GoalCard({
  member,
  latestKg,
  heightCm,
  adult,
}: {
  member: Member;
  latestKg: number;
  heightCm: number;
  /** The healthy range is offered as a guide to adults only. */
  adult: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const goal = member.goalWeightKg;
  const healthy = adult ? healthyWeightRange(heightCm) : null;
  const name = memberName(member);
  const latest = formatNumber(latestKg);
  const height = formatNumber(heightCm);
  const minKg = healthy ? formatNumber(healthy.minKg) : '';
  const maxKg = healthy ? formatNumber(healthy.maxKg) : '';
  const description = [
    t`For ${name}. The latest weight is ${latest} kg.`,
    healthy
      ? t`A healthy weight at ${height} cm is ${minKg} to ${maxKg} kg (Asian-Indian cut-offs).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Card aria-labelledby="goal-title" className="p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="goal-title" className="text-base font-semibold text-slate-900">
          <Trans>Goal weight</Trans>
        </h2>
        <Button
          variant="outline"
          className="shrink-0"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <Target className="size-4" aria-hidden="true" />
          {goal === null ? (
            <Trans>
              Set goal<span className="sr-only"> weight</span>
            </Trans>
          ) : (
            <Trans>
              Change<span className="sr-only"> goal weight</span>
            </Trans>
          )}
        </Button>
      </div>
      {goal === null ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Set a goal to see how far the latest weight is from it.</Trans>
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold tracking-tight text-slate-900">
              {formatNumber(goal)}
            </span>
            <span className="text-sm text-slate-700">kg</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{goalDistance(latestKg, goal)}</span>
            {' · '}
            <Trans>latest {latest} kg</Trans>
          </p>
        </>
      )}
      {used ? (
        <Suspense fallback={null}>
          <GoalDialog
            open={open}
            onOpenChange={setOpen}
            memberId={member.id}
            goalKg={goal}
            description={description}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
