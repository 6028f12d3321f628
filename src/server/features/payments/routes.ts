import { Hono } from 'hono';
import { idParamSchema } from '@core/contract/common';
import { createOrderSchema, testResultSchema, verifyPaymentSchema } from '@core/contract/payments';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { createOrder, orderOf, paymentHistory, testGatewayResult, verifyCheckout } from './service';
import { handleWebhook } from './webhook';

/**
 * Payments (ADR 031). Every route but the webhook is the signed-in account's, and
 * every order is looked up scoped to it (another account's is a 404).
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const session = requireSession(c);
    return c.json(await paymentHistory(c.get('deps'), session.user.id));
  })
  .post('/orders', requireAuth, validate('json', createOrderSchema), async (c) => {
    const session = requireSession(c);
    const order = await createOrder(c.get('deps'), session.user.id, c.req.valid('json').planId);
    return c.json(order, 201);
  })
  .get('/orders/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const session = requireSession(c);
    return c.json(await orderOf(c.get('deps'), session.user.id, c.req.valid('param').id));
  })
  .post(
    '/orders/:id/verify',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', verifyPaymentSchema),
    async (c) => {
      const session = requireSession(c);
      const answer = await verifyCheckout(
        c.get('deps'),
        session.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(answer);
    },
  )
  .post(
    '/orders/:id/test-result',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', testResultSchema),
    async (c) => {
      const session = requireSession(c);
      const answer = await testGatewayResult(
        c.get('deps'),
        session.user.id,
        c.req.valid('param').id,
        c.req.valid('json').outcome,
      );
      return c.json(answer);
    },
  )
  // Razorpay's server calls this: no session, no same-origin check; its signature is the proof.
  .post('/webhook', async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const outcome = await handleWebhook(
      c.get('deps'),
      raw,
      c.req.header('x-razorpay-signature'),
      c.req.header('x-razorpay-event-id'),
    );
    return c.json({ received: true, outcome });
  });
