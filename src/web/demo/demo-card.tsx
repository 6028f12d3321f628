import { Trans } from '@lingui/react/macro';
import { Card } from '@web/components/ui/card';
import { DemoControls, DemoExplainer } from './demo-controls';

/** Profile in demo mode: what the demo is, and the way out (ADR 038). */
export default function DemoCard() {
  return (
    <Card aria-labelledby="demo-card-title" className="space-y-3 ring-amber-200">
      <h2 id="demo-card-title" className="font-semibold text-slate-900">
        <Trans>Demo mode</Trans>
      </h2>
      <DemoExplainer />
      <DemoControls />
    </Card>
  );
}
