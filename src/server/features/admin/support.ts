import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminSupportMessage,
  type Paged,
  type SupportFilter,
} from '@core/contract/admin';
import { DEFAULT_LANGUAGE, type Language } from '@core/i18n/languages';
import type { Deps, Email } from '../../deps';
import { supportMessages, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { textsFor } from '../../texts/texts';
import { writeAudit, type Actor } from './audit';

const NOT_FOUND = 'Message not found';

const columns = {
  message: supportMessages,
  accountEmail: users.email,
  language: users.language,
};

type Row = {
  message: typeof supportMessages.$inferSelect;
  accountEmail: string | null;
  language: Language | null;
};

function toMessage({ message: m, accountEmail }: Row): AdminSupportMessage {
  return {
    id: m.id,
    topic: m.topic,
    message: m.message,
    replyTo: accountEmail ?? m.email,
    userId: m.userId,
    createdAt: m.createdAt.toISOString(),
    handledAt: m.handledAt?.toISOString() ?? null,
    repliedAt: m.repliedAt?.toISOString() ?? null,
  };
}

function filterOf(status: SupportFilter): SQL | undefined {
  if (status === 'open') return isNull(supportMessages.handledAt);
  if (status === 'handled') return isNotNull(supportMessages.handledAt);
  return undefined;
}

/** GET /api/admin/support-messages: open ones by default, newest first. */
export async function listSupportMessages(
  deps: Deps,
  status: SupportFilter,
  page: number,
): Promise<Paged<AdminSupportMessage>> {
  const where = filterOf(status);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(columns)
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.userId))
      .where(where)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(supportMessages)
      .where(where),
  ]);
  return {
    items: rows.map(toMessage),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}

async function rowOf(deps: Deps, id: string): Promise<Row> {
  const [row] = await deps.db
    .select(columns)
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.userId))
    .where(eq(supportMessages.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function supportMessage(deps: Deps, id: string): Promise<AdminSupportMessage> {
  return toMessage(await rowOf(deps, id));
}

/** Marks a message handled, or open again. */
export async function markHandled(
  deps: Deps,
  actor: Actor,
  id: string,
  handled: boolean,
): Promise<AdminSupportMessage> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(supportMessages)
      .set(
        handled
          ? { handledAt: now, handledBy: actor.adminId }
          : { handledAt: null, handledBy: null },
      )
      .where(
        and(
          eq(supportMessages.id, id),
          handled ? isNull(supportMessages.handledAt) : isNotNull(supportMessages.handledAt),
        ),
      )
      .returning({ userId: supportMessages.userId });
    if (!changed) {
      const [exists] = await tx
        .select({ id: supportMessages.id })
        .from(supportMessages)
        .where(eq(supportMessages.id, id));
      if (!exists) throw notFound(NOT_FOUND);
      throw new AppError(
        'CONFLICT',
        handled ? 'This message is already handled' : 'This message is already open',
      );
    }
    await writeAudit(
      tx,
      actor,
      {
        action: handled ? 'support.handled' : 'support.reopened',
        targetUserId: changed.userId,
        details: { messageId: id },
      },
      now,
    );
  });
  return supportMessage(deps, id);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The admin's reply, above the sender's own message, in the account's language. */
export function replyEmail(to: string, reply: string, original: string, language: Language): Email {
  const w = textsFor(language).supportReplyEmail;
  const quoted = original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to,
    subject: w.subject,
    text: `${reply}\n\n${w.signature}\n\n${w.wrote}\n${quoted}\n`,
    html: `${paragraphs(reply)}\n<p>${escapeHtml(w.signature)}</p>\n<p>${escapeHtml(w.wrote)}</p>\n<blockquote>${paragraphs(original)}</blockquote>`,
  };
}

/** Emails the reply to the sender and marks the message handled (if it was open). */
export async function replyToMessage(
  deps: Deps,
  actor: Actor,
  id: string,
  reply: string,
): Promise<AdminSupportMessage> {
  const row = await rowOf(deps, id);
  const to = row.accountEmail ?? row.message.email;
  if (!to) {
    throw new AppError('CONFLICT', 'This message has no email address to reply to');
  }
  await deps.mailer.send(
    replyEmail(to, reply, row.message.message, row.language ?? DEFAULT_LANGUAGE),
  );
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(supportMessages)
      .set({
        repliedAt: now,
        handledAt: sql`coalesce(${supportMessages.handledAt}, ${now.toISOString()}::timestamptz)`,
        handledBy: sql`coalesce(${supportMessages.handledBy}, ${actor.adminId}::uuid)`,
      })
      .where(eq(supportMessages.id, id));
    await writeAudit(
      tx,
      actor,
      {
        action: 'support.reply',
        targetUserId: row.message.userId,
        details: { messageId: id, characters: reply.length },
      },
      now,
    );
  });
  return supportMessage(deps, id);
}
