import type { SupportMessageReceipt, SupportTopic } from '@core/contract/support';
import type { Deps } from '../../deps';
import { supportMessages } from '../../db/schema';
import { AppError } from '../../http/errors';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { SUPPORT_LIMITS } from './limits';

export interface SupportSender {
  /** The signed-in account, from the session; null for a signed-out visitor. */
  userId: string | null;
  ip: string | null;
}

/**
 * Stores one contact-form message. It is counted first, atomically in the database, against the
 * sender's address and (signed in) account, so parallel requests cannot all slip under a limit.
 * A signed-in sender's message is the account's: no email is kept with it.
 */
export async function sendSupportMessage(
  deps: Deps,
  sender: SupportSender,
  input: { topic: SupportTopic; message: string; email: string | null },
): Promise<SupportMessageReceipt> {
  const { db, clock } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  const { messagesPerAccount, messagesPerAddress } = SUPPORT_LIMITS;
  // A request with no known address shares one count with the others that have none.
  const [byAddress, byAccount] = await Promise.all([
    limiter.hit(`support:ip:${sender.ip ?? 'unknown'}`, messagesPerAddress),
    sender.userId ? limiter.hit(`support:user:${sender.userId}`, messagesPerAccount) : 0,
  ]);
  if (byAccount > messagesPerAccount.max) throw tooMany(messagesPerAccount, 'messages');
  if (byAddress > messagesPerAddress.max) throw tooMany(messagesPerAddress, 'messages');
  const [row] = await db
    .insert(supportMessages)
    .values({
      userId: sender.userId,
      email: sender.userId ? null : input.email,
      topic: input.topic,
      message: input.message,
      createdAt: clock.now(),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not store the message');
  return { id: row.id, topic: row.topic, createdAt: row.createdAt.toISOString() };
}
