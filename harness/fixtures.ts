import type { Medication } from '@core/contract/medicines';
import type { TestContext } from './test-app';

interface Owner {
  cookie: string;
}

const AMLODIPINE = { name: 'Amlodipine', dosage: '5 mg', notation: '1-0-1 after food' };

/** A medication owned by `owner` (twice daily unless `body` says otherwise), as the API answers it. */
export async function createMedication(
  ctx: TestContext,
  owner: Owner,
  body: Record<string, unknown> = AMLODIPINE,
): Promise<Medication> {
  const res = await ctx.call<Medication>('POST', '/api/medications', {
    cookie: owner.cookie,
    json: body,
  });
  if (res.status !== 201)
    throw new Error(`add medication: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A medication owned by `owner` (twice daily), answering its id. */
export async function addMedication(
  ctx: TestContext,
  owner: Owner,
  body: Record<string, unknown> = AMLODIPINE,
): Promise<string> {
  return (await createMedication(ctx, owner, body)).id;
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
  0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
  0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export function uploadForm(
  bytes: Uint8Array,
  name: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('prescription', new File([bytes.slice().buffer as ArrayBuffer], name, { type }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

export async function addPrescription(ctx: TestContext, owner: Owner): Promise<string> {
  const res = await ctx.call<{ id: string }>('POST', '/api/prescriptions', {
    cookie: owner.cookie,
    body: uploadForm(PNG_BYTES, 'rx.png', 'image/png'),
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A Premium order of the owner's (the test gateway's in the default context); its id. */
export async function addPaymentOrder(ctx: TestContext, owner: Owner): Promise<string> {
  const res = await ctx.call<{ id: string }>('POST', '/api/payments/orders', {
    cookie: owner.cookie,
    json: { planId: 'premium-yearly' },
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Premium for the owner, bought as a user would: an order paid on the test gateway, verified. */
export async function grantPremium(ctx: TestContext, owner: Owner): Promise<void> {
  const orderId = await addPaymentOrder(ctx, owner);
  const paid = await ctx.call<{ payment: unknown }>(
    'POST',
    `/api/payments/orders/${orderId}/test-result`,
    { cookie: owner.cookie, json: { outcome: 'paid' } },
  );
  if (paid.status !== 200) throw new Error(`test gateway: ${paid.status}`);
  const verified = await ctx.call('POST', `/api/payments/orders/${orderId}/verify`, {
    cookie: owner.cookie,
    json: paid.body.payment,
  });
  if (verified.status !== 200) {
    throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
}
