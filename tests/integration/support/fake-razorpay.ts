import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const RAZORPAY_KEY_ID = 'rzp_test_FakeKey0001';
export const RAZORPAY_KEY_SECRET = 'fake-key-secret-for-tests';
export const RAZORPAY_WEBHOOK_SECRET = 'fake-webhook-secret-for-tests';

export interface FakeOrderRequest {
  authorization: string | undefined;
  body: { amount: number; currency: string; receipt: string };
}

/**
 * Razorpay's Orders API on 127.0.0.1 (POST /v1/orders with basic auth), and what Razorpay sends
 * us: the checkout's signed result and signed webhook events. The edge is faked; our code is not.
 */
export interface FakeRazorpay {
  url: string;
  /** 'fail': the orders API answers 500. */
  mode: 'answer' | 'fail';
  orders: FakeOrderRequest[];
  /** What Razorpay Checkout hands the page after a payment. */
  checkout(providerOrderId: string, paymentId?: string): { paymentId: string; signature: string };
  /** A webhook event body for this payment, as Razorpay words it (with card and contact data). */
  event(
    name: 'order.paid' | 'payment.captured' | 'payment.failed',
    p: { orderId: string; paymentId: string; amount?: number; currency?: string },
  ): string;
  /** The X-Razorpay-Signature of a raw body. */
  sign(body: string, secret?: string): string;
  close(): Promise<void>;
}

const basic = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const sockets = new Set<Socket>();
  const fake = { url: '', mode: 'answer' as 'answer' | 'fail', orders: [] as FakeOrderRequest[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/orders') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeOrderRequest['body'];
      fake.orders.push({ authorization: req.headers.authorization, body });
      if (req.headers.authorization !== basic) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"code":"BAD_REQUEST_ERROR","description":"Authentication failed"}}');
        return;
      }
      if (fake.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{}}');
        return;
      }
      const id = `order_${randomBytes(7).toString('hex')}`;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  const sign = (body: string, secret = RAZORPAY_WEBHOOK_SECRET) =>
    createHmac('sha256', secret).update(body).digest('hex');
  return Object.assign(fake, {
    checkout(providerOrderId: string, paymentId = `pay_${randomBytes(7).toString('hex')}`) {
      const signature = createHmac('sha256', RAZORPAY_KEY_SECRET)
        .update(`${providerOrderId}|${paymentId}`)
        .digest('hex');
      return { paymentId, signature };
    },
    event(
      name: 'order.paid' | 'payment.captured' | 'payment.failed',
      p: { orderId: string; paymentId: string; amount?: number; currency?: string },
    ) {
      const failed = name === 'payment.failed';
      const payment = {
        id: p.paymentId,
        entity: 'payment',
        amount: p.amount ?? 12000,
        currency: p.currency ?? 'INR',
        status: failed ? 'failed' : 'captured',
        order_id: p.orderId,
        method: 'card',
        captured: !failed,
        card_id: 'card_FakeCard0001',
        card: { id: 'card_FakeCard0001', last4: '1111', network: 'Visa', name: 'Asha Patel' },
        vpa: null,
        email: 'asha.patel@example.in',
        contact: '+919876543210',
        notes: { medicine: 'Amlodipine' },
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_reason: failed ? 'payment_failed' : null,
        created_at: 1764215000,
      };
      return JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount01',
        event: name,
        contains: name === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(name === 'order.paid' && {
            order: {
              entity: {
                id: p.orderId,
                entity: 'order',
                amount: p.amount ?? 12000,
                amount_paid: p.amount ?? 12000,
                currency: p.currency ?? 'INR',
                status: 'paid',
              },
            },
          }),
        },
        created_at: 1764215001,
      });
    },
    sign,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
