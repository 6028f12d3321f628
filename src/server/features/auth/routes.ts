import { Hono } from 'hono';
import {
  authAnswer,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from '@core/contract/auth';
import { idParamSchema } from '@core/contract/common';
import { consentSchema } from '@core/contract/consent';
import { requireAuth, requireSession, type AppContext, type AppEnv } from '../../http/context';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import { validate } from '../../http/validate';
import { changePassword, requestPasswordReset, resetPassword } from './password-reset';
import { acceptPolicies, signIn, signUp, updateProfile } from './service';
import { listSessions, revokeSession } from './sessions-service';

function clientMeta(c: AppContext) {
  return { ip: c.get('deps').clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', validate('json', signUpSchema), async (c) => {
    const { user, token } = await signUp(c.get('deps'), c.req.valid('json'), clientMeta(c));
    setSessionCookie(c, token);
    return c.json({ user }, 201);
  })
  .post('/signin', validate('json', signInSchema), async (c) => {
    const { user, token } = await signIn(c.get('deps'), c.req.valid('json'), clientMeta(c));
    setSessionCookie(c, token);
    return c.json({ user });
  })
  .post('/signout', requireAuth, async (c) => {
    const session = requireSession(c);
    const { db } = c.get('deps');
    await revokeSession(db, session.user.id, session.id);
    clearSessionCookie(c);
    return c.json({ message: 'Signed out' });
  })
  .get('/user', requireAuth, async (c) => {
    return c.json({ user: requireSession(c).account });
  })
  .patch('/user', requireAuth, validate('json', updateProfileSchema), async (c) => {
    const session = requireSession(c);
    const user = await updateProfile(c.get('deps'), session.user.id, c.req.valid('json'));
    return c.json({ user });
  })
  .post('/consent', requireAuth, validate('json', consentSchema), async (c) => {
    const session = requireSession(c);
    const { policyVersion } = c.req.valid('json');
    const user = await acceptPolicies(c.get('deps'), session.user.id, policyVersion);
    return c.json({ user });
  })
  .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    await requestPasswordReset(c.get('deps'), c.req.valid('json'), clientMeta(c).ip);
    return c.json(authAnswer('RESET_LINK_SENT'));
  })
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'), clientMeta(c).ip);
    clearSessionCookie(c);
    return c.json(authAnswer('PASSWORD_RESET'));
  })
  .post('/change-password', requireAuth, validate('json', changePasswordSchema), async (c) => {
    const session = requireSession(c);
    await changePassword(
      c.get('deps'),
      { id: session.id, userId: session.user.id },
      c.req.valid('json'),
    );
    return c.json(authAnswer('PASSWORD_CHANGED'));
  })
  .get('/sessions', requireAuth, async (c) => {
    const session = requireSession(c);
    const { db, clock } = c.get('deps');
    return c.json(await listSessions(db, session.user.id, session.id, clock.now()));
  })
  .delete('/sessions/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const session = requireSession(c);
    const { id } = c.req.valid('param');
    await revokeSession(c.get('deps').db, session.user.id, id);
    if (id === session.id) clearSessionCookie(c);
    return c.json({ message: 'Session signed out' });
  });
