import { describe, expect, it } from 'vitest';
import { oneWritePerTurn } from './log-lines';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('oneWritePerTurn', () => {
  it('writes the lines of one turn in one write, in order, after the turn', async () => {
    const writes: string[] = [];
    const lines = oneWritePerTurn({ write: (chunk) => writes.push(chunk) });
    lines.write('a\n');
    lines.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\n']);
    lines.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes what is pending at once on flush, and nothing twice', async () => {
    const writes: string[] = [];
    const lines = oneWritePerTurn({ write: (chunk) => writes.push(chunk) });
    lines.write('last words\n');
    lines.flush();
    expect(writes).toEqual(['last words\n']);
    await nextTurn();
    expect(writes).toEqual(['last words\n']);
  });
});
