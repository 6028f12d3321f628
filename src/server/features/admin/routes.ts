import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  accountSearchSchema,
  auditLogQuerySchema,
  confirmPasswordSchema,
  grantPremiumSchema,
  markHandledSchema,
  pageOnlySchema,
  paymentListSchema,
  PRICE_SHEET_MAX_BYTES,
  priceSheetApplySchema,
  priceSheetPreviewSchema,
  reasonSchema,
  supportListSchema,
  supportReplySchema,
} from '@core/contract/admin';
import { idParamSchema } from '@core/contract/common';
import type { AppContext, AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  accountDetail,
  grantPremium,
  listAccounts,
  resendPasswordReset,
  revokePremium,
  setDisabled,
} from './accounts';
import { listAudit, type Actor } from './audit';
import { adminSession, confirmPassword, requireAdmin, requireRecentPassword } from './guard';
import { adminOverview } from './overview';
import { listPayments, refundPayment } from './payments';
import { applyUploadedSheet, listPriceImports, previewPriceSheet } from './price-sheets';
import { listSupportMessages, markHandled, replyToMessage, supportMessage } from './support';

const sheetLimit = bodyLimit({
  // The CSV's bytes, and room for the JSON around them (escaped quotes and line breaks).
  maxSize: PRICE_SHEET_MAX_BYTES * 1.25,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The price sheet is larger than 4 MB: split it');
  },
});

/** The admin acting, and from where; a change also needs the password entered lately. */
async function changer(c: AppContext): Promise<Actor> {
  const session = adminSession(c);
  const deps = c.get('deps');
  await requireRecentPassword(deps, session.id);
  return { adminId: session.user.id, ip: deps.clientIp(c) };
}

/**
 * /api/admin/* (ADR 034). requireAdmin goes first on every path, known or not: to anyone but an
 * admin the whole tree answers as an unknown API path does. Reads show account and billing
 * data only, never health data; every change asks for a recent password and is audited.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .post('/confirm-password', validate('json', confirmPasswordSchema), async (c) => {
    const session = adminSession(c);
    return c.json(await confirmPassword(c.get('deps'), session, c.req.valid('json').password));
  })
  .get('/overview', async (c) => c.json(await adminOverview(c.get('deps'))))
  .get('/accounts', validate('query', accountSearchSchema), async (c) => {
    const { q, page } = c.req.valid('query');
    return c.json(await listAccounts(c.get('deps'), q || undefined, page ?? 1));
  })
  .get('/accounts/:id', validate('param', idParamSchema), async (c) =>
    c.json(await accountDetail(c.get('deps'), c.req.valid('param').id)),
  )
  .post(
    '/accounts/:id/premium',
    validate('param', idParamSchema),
    validate('json', grantPremiumSchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await grantPremium(c.get('deps'), actor, id, c.req.valid('json')));
    },
  )
  .post(
    '/accounts/:id/premium/revoke',
    validate('param', idParamSchema),
    validate('json', reasonSchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await revokePremium(c.get('deps'), actor, id, c.req.valid('json').reason));
    },
  )
  .post(
    '/accounts/:id/disable',
    validate('param', idParamSchema),
    validate('json', reasonSchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await setDisabled(c.get('deps'), actor, id, true, c.req.valid('json').reason));
    },
  )
  .post(
    '/accounts/:id/enable',
    validate('param', idParamSchema),
    validate('json', reasonSchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await setDisabled(c.get('deps'), actor, id, false, c.req.valid('json').reason));
    },
  )
  .post('/accounts/:id/password-reset', validate('param', idParamSchema), async (c) => {
    const actor = await changer(c);
    await resendPasswordReset(c.get('deps'), actor, c.req.valid('param').id);
    return c.json({ message: 'Password reset email sent' });
  })
  .get('/payments', validate('query', paymentListSchema), async (c) => {
    const { status, page } = c.req.valid('query');
    return c.json(await listPayments(c.get('deps').db, status, page ?? 1));
  })
  .post(
    '/payments/:id/refund',
    validate('param', idParamSchema),
    validate('json', reasonSchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await refundPayment(c.get('deps'), actor, id, c.req.valid('json').reason));
    },
  )
  .get('/support-messages', validate('query', supportListSchema), async (c) => {
    const { status, page } = c.req.valid('query');
    return c.json(await listSupportMessages(c.get('deps'), status ?? 'open', page ?? 1));
  })
  .get('/support-messages/:id', validate('param', idParamSchema), async (c) =>
    c.json(await supportMessage(c.get('deps'), c.req.valid('param').id)),
  )
  .post(
    '/support-messages/:id/handled',
    validate('param', idParamSchema),
    validate('json', markHandledSchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await markHandled(c.get('deps'), actor, id, c.req.valid('json').handled));
    },
  )
  .post(
    '/support-messages/:id/reply',
    validate('param', idParamSchema),
    validate('json', supportReplySchema),
    async (c) => {
      const actor = await changer(c);
      const { id } = c.req.valid('param');
      return c.json(await replyToMessage(c.get('deps'), actor, id, c.req.valid('json').message));
    },
  )
  .post('/price-sheets/preview', sheetLimit, validate('json', priceSheetPreviewSchema), async (c) =>
    c.json(await previewPriceSheet(c.get('deps'), c.req.valid('json'))),
  )
  .post('/price-sheets', sheetLimit, validate('json', priceSheetApplySchema), async (c) => {
    const actor = await changer(c);
    return c.json(await applyUploadedSheet(c.get('deps'), actor, c.req.valid('json')), 201);
  })
  .get('/price-imports', validate('query', pageOnlySchema), async (c) =>
    c.json(await listPriceImports(c.get('deps').db, c.req.valid('query').page ?? 1)),
  )
  .get('/audit-log', validate('query', auditLogQuerySchema), async (c) => {
    const { page, ...filter } = c.req.valid('query');
    return c.json(await listAudit(c.get('deps').db, { ...filter, page: page ?? 1 }));
  });
