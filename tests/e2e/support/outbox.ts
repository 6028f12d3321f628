import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One email as the dev outbox (no SMTP_URL) writes it: DATA_DIR/outbox/<time>-<id>.json. */
export interface OutboxEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  file: string;
}

async function listOutbox(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'outbox'))).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

/** The newest email in the outbox (by file name, which starts with its time), or null. */
export async function latestEmail(dataDir: string, to?: string): Promise<OutboxEmail | null> {
  const files = await listOutbox(dataDir);
  for (const file of files.reverse()) {
    let email: OutboxEmail;
    try {
      email = JSON.parse(await readFile(join(dataDir, 'outbox', file), 'utf8')) as OutboxEmail;
    } catch {
      continue; // still being written: the next poll reads it whole
    }
    if (!to || email.to.toLowerCase().includes(to.toLowerCase())) return { ...email, file };
  }
  return null;
}

/** Waits for an email to `to` that was not in the outbox before (`after`: files seen earlier). */
export async function waitForEmail(
  dataDir: string,
  to: string,
  options: { after?: string | null; timeoutMs?: number } = {},
): Promise<OutboxEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const email = await latestEmail(dataDir, to);
    if (email && (!options.after || email.file > options.after)) return email;
    if (Date.now() > deadline) {
      const files = await listOutbox(dataDir);
      throw new Error(
        `No email to ${to} arrived in ${join(dataDir, 'outbox')} (files: ${files.join(', ') || 'none'})`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first http(s) link in the email's text (or html) whose path starts with `path`. */
export function linkIn(email: OutboxEmail, path: string): URL {
  for (const source of [email.text, email.html]) {
    for (const match of source.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(match[0].replaceAll('&amp;', '&'));
      if (url.pathname.startsWith(path)) return url;
    }
  }
  throw new Error(`No ${path} link in the email:\n${email.text}`);
}
