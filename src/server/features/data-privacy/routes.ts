import { Hono } from 'hono';
import { deleteAccountSchema, privacyChoicesPatchSchema } from '@core/contract/data-privacy';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { clearSessionCookie } from '../../http/session';
import { validate } from '../../http/validate';
import { logSafeError } from '../../platform/log-safe-error';
import { changeChoices, readChoices } from './choices';
import { deleteAccount } from './delete-account';
import { exportBody, exportZip } from './export-zip';
import { DATA_PRIVACY_LIMITS } from './limits';

/** /data-privacy: export everything, optional processing on and off, delete the account. */
export const dataPrivacyRoutes = new Hono<AppEnv>()
  .post('/export', requireAuth, async (c) => {
    const { user } = requireSession(c);
    const deps = c.get('deps');
    const limit = DATA_PRIVACY_LIMITS.exportsPerAccount;
    const n = await dbRateLimiter(deps.db, () => deps.clock.now()).hit(
      `export:account:${user.id}`,
      limit,
    );
    if (n > limit.max) throw tooMany(limit, 'data exports');
    const now = deps.clock.now();
    const day = now.toISOString().slice(0, 10);
    const body = exportBody(exportZip(deps, user.id, now), (err) =>
      deps.logger.error({ err: logSafeError(err) }, 'data export failed while streaming'),
    );
    return new Response(body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="medmitra-data-${day}.zip"`,
        'Cache-Control': 'no-store',
      },
    });
  })
  .get('/choices', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await readChoices(c.get('deps'), user.id));
  })
  .patch('/choices', requireAuth, validate('json', privacyChoicesPatchSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await changeChoices(c.get('deps'), user.id, c.req.valid('json')));
  })
  .post('/delete-account', requireAuth, validate('json', deleteAccountSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteAccount(c.get('deps'), user.id, c.req.valid('json').password);
    clearSessionCookie(c);
    return c.json({ message: 'Your account has been deleted' });
  });
