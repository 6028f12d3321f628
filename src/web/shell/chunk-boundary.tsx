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
 * Issue 27: a part whose code could not load must never take the app down with it (an error
 * nothing catches unmounts the whole root: a blank page, even once the signal is back). The part
 * is replaced, in place, by a small "could not load" with a retry, and is tried again by itself
 * when the connection returns (lazy and preloadable keep no failed download). Other errors go on
 * to the boundary above, as before.
 */
export class ChunkBoundary extends Component<Props, State> {
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
    if (!isChunkLoadError(error)) throw error;
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
