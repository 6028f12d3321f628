import { z } from 'zod';
import { DEFAULT_GRIEVANCE_CONTACT } from '@core/policies/grievance';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('MedMitra <no-reply@medmitra.local>'),
    APP_URL: optionalUrl(['http', 'https']),
    TRUST_PROXY: bool,
    ADSENSE_PUBLISHER_ID: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^ca-pub-\d{10,20}$/.test(v), {
        message: 'must look like ca-pub-1234567890123456',
      }),
    // Live price endpoints (src/server/features/prices/live.ts); none set means none is called.
    PHARMEASY_PRICE_URL: optionalUrl(['http', 'https']),
    APOLLO_PRICE_URL: optionalUrl(['http', 'https']),
    MEDPLUS_PRICE_URL: optionalUrl(['http', 'https']),
    /** A price-sheet price older than this many days is shown as stale (ADR 034). */
    PRICE_STALE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Storage per account for prescription files, in MB (1 MB = 1,048,576 bytes). */
    UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /** Prescription uploads one account may send in an hour. */
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    /** DPDP Rules 2025: who answers personal-data grievances (core/policies/grievance.ts defaults). */
    GRIEVANCE_OFFICER_NAME: z
      .string()
      .max(100)
      .optional()
      .transform((v) => v?.trim() || DEFAULT_GRIEVANCE_CONTACT.name),
    GRIEVANCE_OFFICER_EMAIL: z
      .string()
      .optional()
      .transform((v) => v?.trim() || DEFAULT_GRIEVANCE_CONTACT.email)
      .refine((v) => z.email().safeParse(v).success, { message: 'must be an email address' }),
    /** Razorpay (ADR 031): all three, or none (then the built-in test gateway takes payments). */
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    /** Razorpay's API address; only tests point it elsewhere (a local fake server). */
    RAZORPAY_API_URL: z
      .string()
      .default('https://api.razorpay.com')
      .refine((v) => /^https?:\/\//.test(v), { message: 'must start with https:// or http://' }),
    /**
     * Where pushes are posted instead of each subscription's push service (its path kept); only
     * tests set it (a local fake push service). The subscriptions still name the real services.
     */
    PUSH_SERVICE_URL: optionalUrl(['http', 'https']),
    /** How often the jobs (missed doses, pushes, expiry) look for work; tests shorten it. */
    JOB_TICK_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /** Web Push (ADR 032): both keys, or none (then a pair is made once into DATA_DIR). */
    VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v), {
      message: 'must be a base64url P-256 public key (87 characters)',
    }),
    VAPID_PRIVATE_KEY: optionalText.refine(
      (v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v),
      {
        message: 'must be a base64url P-256 private key (43 characters)',
      },
    ),
    /** Who push services may contact about our pushes: mailto: or https:. */
    VAPID_SUBJECT: optionalText.refine(
      (v) => v === undefined || v.startsWith('mailto:') || v.startsWith('https://'),
      { message: 'must start with mailto: or https://' },
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * End-to-end tests only (NODE_ENV=test): the server's clock runs this many milliseconds
     * ahead, so a journey can reach a dose's alert without waiting for it (ADR 037).
     */
    TEST_CLOCK_OFFSET_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60 * 60_000)
      .default(0),
  })
  .superRefine((e, ctx) => {
    const keys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
    const set = keys.filter(Boolean).length;
    if (set !== 0 && set !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none',
      });
    }
    if (e.TEST_CLOCK_OFFSET_MS !== 0 && e.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_OFFSET_MS'],
        message: 'is for tests only: set NODE_ENV=test with it, or remove it',
      });
    }
    if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither',
      });
    }
  })
  .transform((e) => ({ ...e, APP_URL: e.APP_URL ?? `http://localhost:${e.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/** Reads the environment once; a bad value stops the start with a message that names it. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
