import { Hono } from 'hono';
import {
  caregiverInviteSchema,
  caregiverTokenSchema,
  caregiverUpdateSchema,
} from '@core/contract/caregivers';
import { idParamSchema } from '@core/contract/common';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { acceptInvitation, lookUpInvitation } from './accept';
import { careView, caringFor, leaveCare } from './caring-for';
import {
  cancelInvite,
  inviteCaregiver,
  memberCaregivers,
  removeCaregiver,
  updateCaregiver,
} from './owner';

/**
 * ADR 037. Three sides, each scoped by the session: the member's owner (its
 * caregivers and invitations), the invitee (by the emailed token, for the address it was sent
 * to) and the caregiver (the members they help care for, read-only). Anyone else gets a 404.
 */
export const caregiverRoutes = new Hono<AppEnv>()
  .get(
    '/family-members/:id/caregivers',
    requireAuth,
    validate('param', idParamSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { db, clock } = c.get('deps');
      return c.json(await memberCaregivers(db, user.id, c.req.valid('param').id, clock.now()));
    },
  )
  .post(
    '/family-members/:id/caregivers',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', caregiverInviteSchema),
    async (c) => {
      const session = requireSession(c);
      const invite = await inviteCaregiver(
        c.get('deps'),
        session,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(invite, 201);
    },
  )
  .patch(
    '/caregivers/:id',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', caregiverUpdateSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { id } = c.req.valid('param');
      const { delayMinutes } = c.req.valid('json');
      return c.json(await updateCaregiver(c.get('deps'), user.id, id, delayMinutes));
    },
  )
  .delete('/caregivers/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await removeCaregiver(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ message: 'Caregiver removed' });
  })
  .delete('/caregiver-invites/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await cancelInvite(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ message: 'Invitation cancelled' });
  })
  // The token goes in a body, never the address: addresses end up in logs.
  .post(
    '/caregiver-invites/lookup',
    requireAuth,
    validate('json', caregiverTokenSchema),
    async (c) => {
      const { user } = requireSession(c);
      return c.json(await lookUpInvitation(c.get('deps'), user, c.req.valid('json').token));
    },
  )
  .post(
    '/caregiver-invites/accept',
    requireAuth,
    validate('json', caregiverTokenSchema),
    async (c) => {
      const { user } = requireSession(c);
      return c.json(await acceptInvitation(c.get('deps'), user, c.req.valid('json').token), 201);
    },
  )
  .get('/caring-for', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await caringFor(c.get('deps').db, user.id));
  })
  .get('/caring-for/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await careView(c.get('deps'), user.id, c.req.valid('param').id));
  })
  .delete('/caring-for/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await leaveCare(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ message: 'You no longer help care for this person' });
  });
