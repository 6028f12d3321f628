/**
 * Work that runs after the request has been answered (forgot-password answered an
 * existing email in ~10 ms and an unknown one in ~5 ms, because only the first wrote a token and
 * sent an email first). A failure is the caller's to log; it can no longer reach the client.
 */
const running = new Set<Promise<void>>();

/** Node's setImmediate; the browser demo (ADR 038), which has none, waits for a timer instead. */
const afterThisTurn: (resolve: () => void) => void =
  typeof setImmediate === 'function'
    ? (resolve) => setImmediate(resolve)
    : (resolve) => setTimeout(resolve, 0);

export function afterAnswer(task: () => Promise<void>, onError: (err: unknown) => void): void {
  const done: Promise<void> = new Promise<void>(afterThisTurn)
    .then(task)
    .catch(onError)
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once all work queued so far (and what it queued) is done: tests, graceful stop. */
export async function afterAnswerSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
