import { Component, type ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { retryFailedLoads } from '@web/lib/preloadable';

/**
 * A part's code that could not be downloaded (an `import()` that failed: offline before the
 * service worker had it, a lost signal). Chromium, Firefox and Safari word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported|module script/i.test(error.message);
}

interface Props {
  children: ReactNode;
  /** A part with nothing to show (the reminders' start-up work): no retry box, only the retry. */
  quiet?: boolean;
}

interface State {
  error: unknown;
}

/**
 * A part that could not be shown must never take the app down with it (an error nothing catches
 * unmounts the whole root: a blank page, even once the signal is back; ADR 022). The part is
 * replaced, in place, by a small "could not load" with a retry. When its code could not be
 * downloaded it is also tried again by itself when the connection returns (lazy and preloadable
 * keep no failed download). Used around every page (shell), each /health tab and its lazy parts,
 * and the profile's lazy forms.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error) || this.stopWaiting) return;
    this.stopWaiting = onlineManager.subscribe((online) => {
      if (online) this.retry();
    });
  }

  retry = (): void => {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
    retryFailedLoads();
    // The part mounts afresh and asks for its code again.
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <p role="alert" className="m-4 text-sm">
        <Trans>This part could not be loaded.</Trans>
        <Button variant="outline" className="mt-2" onClick={this.retry}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    );
  }
}
