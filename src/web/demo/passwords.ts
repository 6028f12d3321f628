import type { PasswordHasher } from '@server/deps';

/**
 * The demo's password hashes: PBKDF2-SHA-256 through Web Crypto. The server's scrypt (node:crypto,
 * 128 MiB a hash) guards real accounts; the demo's one account lives in this browser only, has
 * a password nobody types, and must not cost a phone a second of CPU per sign-in.
 */
const ITERATIONS = 10_000;
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export const demoPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await derive(password, salt, ITERATIONS);
    return `pbkdf2$${ITERATIONS}$${toBase64(salt)}$${toBase64(key)}`;
  },
  async verify(password, stored) {
    const [kind, iterations, salt, key] = stored.split('$');
    if (kind !== 'pbkdf2' || !iterations || !salt || !key) return false;
    const derived = await derive(password, fromBase64(salt), Number(iterations));
    const expected = fromBase64(key);
    // Constant time over the key's length: the comparison must not say where it differs.
    let diff = derived.length ^ expected.length;
    for (let i = 0; i < derived.length; i++) diff |= (derived[i] ?? 0) ^ (expected[i] ?? 0);
    return diff === 0;
  },
};
