import { Hono } from 'hono';
import { fixFamilyMemberNamesSchema } from '@core/contract/auth';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { fixSelfMemberName, listMembers } from './service';

export const familyRoutes = new Hono<AppEnv>()
  .get('/family-members', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await listMembers(c.get('deps').db, user.id));
  })
  .post(
    '/fix-family-member-names',
    requireAuth,
    validate('json', fixFamilyMemberNamesSchema),
    async (c) => {
      // The body's userId and username are ignored: the session says whose member to rename.
      const { user } = requireSession(c);
      const member = await fixSelfMemberName(c.get('deps').db, user.id);
      return c.json({ ok: true, name: member.name });
    },
  );
