import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger, Mailer } from '../deps';

/** Real SMTP when SMTP_URL is set. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}

/**
 * Development outbox: without SMTP the flow still works on a fresh machine. Each email is a
 * JSON file in DATA_DIR/outbox and a line in the server log.
 */
export function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  return {
    async send(email) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
      await writeFile(file, JSON.stringify({ from, ...email, sentAt }, null, 2), { mode: 0o600 });
      logger.info(
        { outbox: file, to: email.to, subject: email.subject, text: email.text },
        'email written to the dev outbox',
      );
    },
  };
}
