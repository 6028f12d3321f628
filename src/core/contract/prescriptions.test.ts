import { describe, expect, it } from 'vitest';
import { megabytes, PRESCRIPTION_MESSAGES } from './prescriptions';

const MB = 1024 * 1024;

describe('megabytes', () => {
  it('shows whole MB plainly and the rest to one decimal', () => {
    expect([megabytes(0), megabytes(6 * MB), megabytes(195.34 * MB), megabytes(MB / 2)]).toEqual([
      '0',
      '6',
      '195.3',
      '0.5',
    ]);
  });

  it('never shows a few bytes as 0 MB', () => {
    expect(megabytes(70)).toBe('0.1');
  });
});

describe('PRESCRIPTION_MESSAGES.storageFull', () => {
  it('says what is used, of how much, and what the file needs', () => {
    expect(PRESCRIPTION_MESSAGES.storageFull(195.3 * MB, 200 * MB, 8 * MB)).toBe(
      'Storage full: your prescriptions use 195.3 MB of your 200 MB and this file needs 8 MB. Delete some to upload more.',
    );
  });
});
