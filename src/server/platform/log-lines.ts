/**
 * A pino destination that hands `out` the lines one turn of the event loop logged in one write.
 * Under load the request-log lines of the several answers a turn sends leave in one system call
 * instead of one each, which cost more than the rest of a cached read (ADR 024). A line waits
 * at most for the end of its turn; `flush` writes what is pending at once (on exit).
 */
export function oneWritePerTurn(out: { write(chunk: string): unknown }): {
  write(line: string): void;
  flush(): void;
} {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    out.write(chunk);
  };
  return {
    write(line) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
