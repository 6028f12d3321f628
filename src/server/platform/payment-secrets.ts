import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../deps';
import type { PaymentDeps } from '../features/payments/provider';
import { razorpayProvider } from '../features/payments/razorpay';
import { testGatewayProvider } from '../features/payments/test-gateway';

const TEST_SECRET_FILE = 'test-gateway-secret';

/**
 * The test gateway's signing secret: made once, at first start, into DATA_DIR (readable by this
 * user only), so results signed before a restart still verify after it. Never in the repository
 * or the web bundle.
 */
export async function testGatewaySecret(dataDir: string): Promise<string> {
  const path = join(dataDir, TEST_SECRET_FILE);
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored.length >= 64) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Razorpay when its three variables are set; the built-in test gateway otherwise. With Razorpay
 * configured the test gateway does not exist in the process at all, so in production with keys
 * set /test-payment's server calls are refused (TEST_GATEWAY_OFF).
 */
export async function paymentDeps(env: Env, dataDir: string, logger: Logger): Promise<PaymentDeps> {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return {
      provider: razorpayProvider({
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        apiUrl: env.RAZORPAY_API_URL,
        logger,
      }),
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    };
  }
  return { provider: testGatewayProvider(await testGatewaySecret(dataDir)), webhookSecret: null };
}
