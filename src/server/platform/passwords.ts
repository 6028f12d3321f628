import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../deps';
import { fairQueue } from './fair-queue';

/** PRODUCT §2: scrypt N=2^17 r=8 p=1 (128 MiB per hash, memory-hard). */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * At most this many hashes at once (ADR 010): scrypt runs on libuv's thread pool (4 threads),
 * which file reads and other work share. 36 parallel sign-ins used to take every thread for
 * seconds and another user's prescription took 11-19 s; the rest now wait in this queue. The
 * queue takes turns between the callers' queue keys (the client's address for sign-in and
 * sign-up, ADR 010): one address's burst waits behind itself, not ahead of everyone else.
 */
export const MAX_CONCURRENT_HASHES = 2;
const hashSlots = fairQueue(MAX_CONCURRENT_HASHES);

/** How many hashes run right now and wait in the queue (for tests and the bench). */
export const hashQueue = () => hashSlots.stats();

function derive(
  password: string,
  salt: Buffer,
  params: ScryptOptions,
  queue = '',
): Promise<Buffer> {
  const maxmem = 256 * (params.N ?? 1) * (params.r ?? 8) + 64 * 1024 * 1024;
  return hashSlots.run(
    queue,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** Hashes are stored as scrypt$N$r$p$salt$key (base64), so the cost can rise later. */
export const scryptHasher: PasswordHasher = {
  async hash(password, queue) {
    const salt = randomBytes(16);
    const key = await derive(password, salt, SCRYPT_PARAMS, queue);
    const { N, r, p } = SCRYPT_PARAMS;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  },
  async verify(password, stored, queue) {
    const [scheme, n, rs, ps, saltB64, keyB64] = stored.split('$');
    if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
    const [N, r, p] = [n, rs, ps].map(Number);
    const salt = Buffer.from(saltB64, 'base64');
    const expected = Buffer.from(keyB64, 'base64');
    if (!N || !r || !p || expected.length !== KEY_LENGTH) return false;
    const key = await derive(password, salt, { N, r, p }, queue);
    return timingSafeEqual(key, expected);
  },
};
