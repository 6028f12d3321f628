import { create as contentDisposition } from 'content-disposition';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { idParamSchema } from '@core/contract/common';
import {
  PRESCRIPTION_MAX_BYTES,
  PRESCRIPTION_MESSAGES,
  prescriptionFileQuerySchema as fileQuerySchema,
} from '@core/contract/prescriptions';
import {
  prescriptionSearchQuerySchema,
  prescriptionTextSchema,
} from '@core/contract/prescription-reading';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import { memberIdField } from './member-field';
import {
  countUpload,
  deletePrescription,
  listPrescriptions,
  prescriptionFile,
  savePrescriptionText,
  uploadPrescription,
} from './service';
import { prescriptionVocabulary } from './vocabulary';

/** Room for the multipart envelope around a 10 MB file. */
export const UPLOAD_BODY_LIMIT = PRESCRIPTION_MAX_BYTES + 64 * 1024;

export const prescriptionRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, validate('query', prescriptionSearchQuerySchema), async (c) => {
    const { user } = requireSession(c);
    return c.json(await listPrescriptions(c.get('deps'), user.id, c.req.valid('query')));
  })
  .post(
    '/',
    requireAuth,
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', PRESCRIPTION_MESSAGES.tooLarge);
      },
    }),
    async (c) => {
      const { user } = requireSession(c);
      await countUpload(c.get('deps'), user.id);
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
        throw new AppError('VALIDATION', PRESCRIPTION_MESSAGES.missing);
      }
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('VALIDATION', PRESCRIPTION_MESSAGES.missing);
      });
      const file = form.prescription;
      if (!(file instanceof File)) throw new AppError('VALIDATION', PRESCRIPTION_MESSAGES.missing);
      const memberId = memberIdField(form.memberId);
      const saved = await uploadPrescription(c.get('deps'), user.id, file, memberId);
      return c.json(saved, 201);
    },
  )
  .get(
    '/:id/file',
    requireAuth,
    validate('param', idParamSchema),
    validate('query', fileQuerySchema),
    async (c) => {
      const { user } = requireSession(c);
      const { row, bytes } = await prescriptionFile(
        c.get('deps'),
        user.id,
        c.req.valid('param').id,
      );
      c.header('Content-Type', row.mimeType);
      // RFC 6266/5987: any script's name as filename*, with an ASCII fallback. A PDF opens in the
      // browser only when the viewer asks (?inline=1); otherwise it is a download. Photos show.
      const inline = row.mimeType !== 'application/pdf' || c.req.valid('query').inline === '1';
      c.header(
        'Content-Disposition',
        contentDisposition(row.fileName, { type: inline ? 'inline' : 'attachment' }),
      );
      // A PDF or image from a user must not run anything in our origin.
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      return c.body(bytes.slice().buffer as ArrayBuffer);
    },
  )
  .put(
    '/:id/text',
    requireAuth,
    validate('param', idParamSchema),
    validate('json', prescriptionTextSchema),
    async (c) => {
      const { user } = requireSession(c);
      const deps = c.get('deps');
      return c.json(
        await savePrescriptionText(
          deps,
          user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          () => prescriptionVocabulary(deps, user.id),
        ),
      );
    },
  )
  .delete('/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    await deletePrescription(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ message: 'Prescription deleted' });
  });
