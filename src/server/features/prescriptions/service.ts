import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PRESCRIPTION_MAX_BYTES,
  PRESCRIPTION_MESSAGES,
  STORAGE_FULL_CODE,
  storageFullParams,
  type Prescription,
} from '@core/contract/prescriptions';
import type {
  PrescriptionReading,
  PrescriptionTextInput,
} from '@core/contract/prescription-reading';
import { readPrescription } from '@core/prescriptions/read-prescription';
import type { MedicineVocabulary } from '@core/prescriptions/vocabulary';
import type { Deps } from '../../deps';
import { isForeignKeyViolation } from '../../db/errors';
import { prescriptions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { assertOwnMember, MEMBER_MISSING, selfMemberId } from '../family/service';
import { excerptOf, searchWords } from './excerpt';
import { cleanFileName, sniffType } from './sniff';

type Row = typeof prescriptions.$inferSelect;

function toPrescription(row: Row, search: readonly string[] = []): Prescription {
  return {
    id: row.id,
    memberId: row.memberId,
    fileName: row.fileName,
    mimeType: row.mimeType as Prescription['mimeType'],
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    fileUrl: `/api/prescriptions/${row.id}/file`,
    excerpt: row.extractedText === null ? null : excerptOf(row.extractedText, search),
  };
}

/**
 * Counts one upload request for the account (UPLOADS_PER_HOUR), atomically in the database and
 * before the body is read, so parallel requests cannot all slip under the limit.
 */
export async function countUpload(deps: Deps, userId: string): Promise<void> {
  const limit = { max: deps.config.uploads.perHour, windowMs: 60 * 60_000 };
  const n = await dbRateLimiter(deps.db, () => deps.clock.now()).hit(`upload:${userId}`, limit);
  if (n > limit.max) throw tooMany(limit, 'uploads');
}

export async function uploadPrescription(
  deps: Deps,
  userId: string,
  file: File,
  memberId: string | undefined,
): Promise<Prescription> {
  const { db, files, clock, config } = deps;
  if (file.size === 0) throw new AppError('VALIDATION', PRESCRIPTION_MESSAGES.empty);
  if (file.size > PRESCRIPTION_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', PRESCRIPTION_MESSAGES.tooLarge);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PRESCRIPTION_MESSAGES.type);
  const member = memberId ?? (await selfMemberId(db, userId));
  if (memberId) await assertOwnMember(db, userId, memberId);
  const id = crypto.randomUUID();
  const storageKey = `prescriptions/${userId}/${id}`;
  await files.put(storageKey, bytes);
  try {
    // The account's row is locked while its files are summed and the new one is added, so two
    // parallel uploads take turns here: the second sees the first's bytes (or none, if it failed).
    // The account's deletion locks it too, so it lists this file or this upload finds it gone.
    const row = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      // Deleted while the file was being stored (ADR 027): signed out, and nothing is kept.
      if (!account) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      const [used] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${prescriptions.sizeBytes}), 0)` })
        .from(prescriptions)
        .where(eq(prescriptions.userId, userId));
      const usedBytes = Number(used?.bytes ?? 0);
      if (usedBytes + bytes.length > config.uploads.quotaBytes) {
        const { quotaBytes } = config.uploads;
        throw new AppError(
          STORAGE_FULL_CODE,
          PRESCRIPTION_MESSAGES.storageFull(usedBytes, quotaBytes, bytes.length),
          {},
          storageFullParams(usedBytes, quotaBytes, bytes.length),
        );
      }
      const [inserted] = await tx
        .insert(prescriptions)
        .values({
          id,
          userId,
          memberId: member,
          fileName: cleanFileName(file.name, type),
          mimeType: type,
          sizeBytes: bytes.length,
          storageKey,
          createdAt: clock.now(),
        })
        .returning();
      if (!inserted) throw new AppError('INTERNAL', 'Could not save the prescription');
      return inserted;
    });
    return toPrescription(row);
  } catch (err) {
    await files.delete(storageKey);
    // The member was deleted meanwhile: its row is gone, as a wrong member id would be.
    if (isForeignKeyViolation(err)) throw notFound(MEMBER_MISSING);
    throw err;
  }
}

/**
 * The account's prescriptions (one member's, with memberId), newest first; with `q`, those whose
 * read text or file name holds every word of it, in any case.
 */
export async function listPrescriptions(
  deps: Deps,
  userId: string,
  filter: { memberId?: string; q?: string } = {},
): Promise<Prescription[]> {
  const words = searchWords(filter.q ?? '');
  // strpos, not LIKE: what the user types is never a pattern.
  const holds = words.map(
    (w): SQL =>
      sql`strpos(lower(coalesce(${prescriptions.extractedText}, '') || ' ' || ${prescriptions.fileName}), lower(${w})) > 0`,
  );
  const rows = await deps.db
    .select()
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.userId, userId),
        filter.memberId ? eq(prescriptions.memberId, filter.memberId) : undefined,
        ...holds,
      ),
    )
    .orderBy(desc(prescriptions.createdAt));
  return rows.map((row) => toPrescription(row, words));
}

/**
 * Keeps the text the phone read from the prescription (ADR 036) and answers the medicines it
 * names, read against the Jan Aushadhi list and the brands the app knows. Reading it again
 * replaces the text. With memberId (the account's member, else 404) the prescription moves to
 * that member: the one named on it.
 */
export async function savePrescriptionText(
  deps: Deps,
  userId: string,
  id: string,
  input: PrescriptionTextInput & { unsure: string[] },
  vocabulary: () => Promise<MedicineVocabulary>,
): Promise<PrescriptionReading> {
  const row = await findOwn(deps, userId, id);
  if (input.memberId) await assertOwnMember(deps.db, userId, input.memberId);
  const [updated] = await deps.db
    .update(prescriptions)
    .set({ extractedText: input.text, ...(input.memberId ? { memberId: input.memberId } : {}) })
    .where(and(eq(prescriptions.id, row.id), eq(prescriptions.userId, userId)))
    .returning()
    .catch((err: unknown) => {
      // The member was deleted between the check and the move: as a wrong member id, a 404.
      if (isForeignKeyViolation(err)) throw notFound(MEMBER_MISSING);
      throw err;
    });
  if (!updated) throw notFound('Prescription not found');
  const medicines = readPrescription(await vocabulary(), input.text, {
    uncertain: new Set(input.unsure.map((w) => w.toLowerCase())),
  });
  return { prescription: toPrescription(updated), medicines };
}

async function findOwn(deps: Deps, userId: string, id: string): Promise<Row> {
  const [row] = await deps.db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)));
  if (!row) throw notFound('Prescription not found');
  return row;
}

export async function prescriptionFile(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ row: Row; bytes: Uint8Array }> {
  const row = await findOwn(deps, userId, id);
  const bytes = await deps.files.get(row.storageKey);
  if (!bytes) throw notFound('The prescription file is missing');
  return { row, bytes };
}

/** Deleting the row gives its bytes back to the account's quota at once. */
export async function deletePrescription(deps: Deps, userId: string, id: string): Promise<void> {
  const row = await findOwn(deps, userId, id);
  await deps.db.delete(prescriptions).where(eq(prescriptions.id, row.id));
  await deps.files.delete(row.storageKey);
}
