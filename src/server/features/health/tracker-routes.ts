import { Hono, type MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { idParamSchema } from '@core/contract/common';
import { healthListQuerySchema, type HealthListQuery } from '@core/contract/health';
import type { Deps } from '../../deps';
import { requireAuth, requireSession, type AppEnv, type SessionUser } from '../../http/context';
import { validate } from '../../http/validate';
import type { TrackerService } from './tracker-service';

/**
 * A tracker's list as GET answers it, through the read cache. The account's time zone shapes
 * the answer (days, ages): it is part of the key. The signed-in page that opens a tracker
 * answers its first lists with this too (platform/web.ts, ADR 025).
 */
export function cachedList<Answer>(
  deps: Deps,
  user: SessionUser,
  scope: string,
  service: Pick<TrackerService<unknown, unknown, Answer>, 'list'>,
  query: HealthListQuery,
): Promise<Answer[]> {
  const key = `${scope}:${user.timeZone}:${JSON.stringify(query)}`;
  return deps.cache.get(user.id, key, () => service.list(deps, user, query));
}

/** A tracker's five routes: list, add, read, edit, delete. */
export function trackerRoutes<C extends z.ZodMiniType, U extends z.ZodMiniType, Answer>(spec: {
  createSchema: C;
  updateSchema: U;
  service: TrackerService<z.output<C>, z.output<U>, Answer>;
  /** The message a delete answers with. */
  deleted: string;
  /**
   * The read-cache scope of this tracker's lists. Its writes drop only that scope: a reading
   * changes no other tracker's list, and nothing else reads this table through the cache.
   */
  scope: string;
}) {
  const { service, scope } = spec;
  const narrowWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('writeScope', scope);
    await next();
  };
  return new Hono<AppEnv>()
    .get('/', requireAuth, validate('query', healthListQuerySchema), async (c) => {
      const { user } = requireSession(c);
      return c.json(await cachedList(c.get('deps'), user, scope, service, c.req.valid('query')));
    })
    .use('*', narrowWrites)
    .post('/', requireAuth, validate('json', spec.createSchema), async (c) => {
      const { user } = requireSession(c);
      return c.json(await service.create(c.get('deps'), user, c.req.valid('json')), 201);
    })
    .get('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
      const { user } = requireSession(c);
      return c.json(await service.get(c.get('deps'), user, c.req.valid('param').id));
    })
    .patch(
      '/:id',
      requireAuth,
      validate('param', idParamSchema),
      validate('json', spec.updateSchema),
      async (c) => {
        const { user } = requireSession(c);
        const { id } = c.req.valid('param');
        return c.json(await service.update(c.get('deps'), user, id, c.req.valid('json')));
      },
    )
    .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
      const { user } = requireSession(c);
      await service.remove(c.get('deps'), user, c.req.valid('param').id);
      return c.json({ message: spec.deleted });
    });
}
