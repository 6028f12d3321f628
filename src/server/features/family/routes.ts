import { Hono } from 'hono';
import { fixFamilyMemberNamesSchema } from '@core/contract/auth';
import { idParamSchema } from '@core/contract/common';
import { memberCreateSchema, memberUpdateSchema } from '@core/contract/family';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { createMember, deleteMember, getMember, updateMember } from './members';
import { fixSelfMemberName, listMembers } from './service';

export const familyRoutes = new Hono<AppEnv>()
  .get('/family-members', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await listMembers(c.get('deps').db, user.id));
  })
  .post('/family-members', requireAuth, validate('json', memberCreateSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await createMember(c.get('deps').db, user.id, c.req.valid('json')), 201);
  })
  .get('/family-members/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await getMember(c.get('deps').db, user.id, c.req.valid('param').id));
  })
  .patch(
    '/family-members/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', memberUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      return c.json(await updateMember(c.get('deps').db, user.id, id, c.req.valid('json')));
    },
  )
  .delete('/family-members/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deleteMember(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ message: 'Family member removed' });
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
