// ADR 042: the one LoadBoundary replaces the part it wraps, in place, whatever the error; a
// failed download is also retried when the connection returns (the offline journey drives that).
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, LoadBoundary } from './load-boundary';

function boundaryAfter(error: unknown, quiet?: boolean) {
  const boundary = new LoadBoundary({ children: 'the part', quiet });
  boundary.state = { ...boundary.state, ...LoadBoundary.getDerivedStateFromError(error) };
  return boundary;
}

describe('LoadBoundary', () => {
  it('renders its part while nothing failed', () => {
    expect(new LoadBoundary({ children: 'the part' }).render()).toBe('the part');
  });

  it('shows the retry in place of a part whose code could not download', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(isChunkLoadError(error)).toBe(true);
    const shown = boundaryAfter(error).render();
    expect(isValidElement(shown)).toBe(true);
    expect((shown as { props: { role: string } }).props.role).toBe('alert');
  });

  it('keeps a render error inside the part instead of blanking the app', () => {
    const error = new Error('Cannot read properties of undefined');
    expect(isChunkLoadError(error)).toBe(false);
    const shown = boundaryAfter(error).render();
    expect((shown as { props: { role: string } }).props.role).toBe('alert');
  });

  it('shows nothing for a quiet part, and mounts the part afresh on retry', () => {
    const boundary = boundaryAfter(new Error('boom'), true);
    expect(boundary.render()).toBeNull();
    let next: unknown;
    boundary.setState = (state) => {
      next = state;
    };
    boundary.retry();
    expect(next).toEqual({ error: null });
  });
});
