import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env';
import type { VapidKeys } from '../deps';

const VAPID_FILE = 'vapid-keys.json';

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else
 * made once, at first start, into DATA_DIR (readable by this user only). The pair must outlive
 * restarts: browsers' subscriptions are bound to the public key.
 */
export async function vapidKeys(env: Env, dataDir: string): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.GRIEVANCE_OFFICER_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const path = join(dataDir, VAPID_FILE);
  try {
    const stored = JSON.parse(await readFile(path, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  await writeFile(path, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  return { ...made, subject };
}
