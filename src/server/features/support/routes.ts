import { Hono } from 'hono';
import { supportMessageSchema } from '@core/contract/support';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { sendSupportMessage } from './service';

/**
 * The contact form (/help-support). Open to signed-out visitors too (the public site may link a
 * form later); who sends a message is the session's account, never anything in the body.
 */
export const supportRoutes = new Hono<AppEnv>().post(
  '/support-messages',
  validate('json', supportMessageSchema),
  async (c) => {
    const deps = c.get('deps');
    const session = c.get('session');
    const receipt = await sendSupportMessage(
      deps,
      { userId: session?.user.id ?? null, ip: deps.clientIp(c) },
      c.req.valid('json'),
    );
    return c.json(receipt, 201);
  },
);
