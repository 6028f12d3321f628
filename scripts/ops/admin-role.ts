// `npm run admin:grant -- EMAIL` and `npm run admin:revoke -- EMAIL`: make an account an admin of
// MedMitra, or a plain user again (ADR 034). Works on the database the server uses: DATABASE_URL,
// or the embedded database in DATA_DIR (stop the server first: one process at a time).
import { setRole, type Role } from '../../src/server/features/admin/roles';
import { openCliDatabase, runCli } from './cli-database';

const HELP = `Usage: npm run admin:grant -- EMAIL
       npm run admin:revoke -- EMAIL

admin:grant gives the account with this email the admin role: signed in, it opens
/admin-dashboard (accounts, payments, support messages, price sheets, audit log; never health
data). admin:revoke makes it a plain user again. The account must exist (sign up first).

Works on the database the server uses: DATABASE_URL when set, otherwise the embedded database
in DATA_DIR (default ./data), which allows one process at a time: stop the server first.
Every change is written to the admin audit log. Exit code 0 when the account has the role
afterwards, 1 otherwise.`;

const ACTIONS: Record<string, Role> = { grant: 'admin', revoke: 'user' };

async function main(): Promise<number> {
  const [action = '', ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  if (rest.includes('--help') || rest.includes('-h') || action === '--help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const role = ACTIONS[action];
  const [email, ...extra] = rest;
  if (!role || !email || extra.length > 0 || email.startsWith('-')) {
    process.stderr.write(`${HELP}\n`);
    return 2;
  }
  const { database, where, close } = await openCliDatabase();
  try {
    const change = await setRole(database.db, email, role, new Date());
    const what = role === 'admin' ? 'an admin' : 'a plain user (not an admin)';
    process.stdout.write(
      change.changed
        ? `${change.email} is now ${what}, in ${where}.\n`
        : `${change.email} is already ${what}, in ${where}: nothing changed.\n`,
    );
    return 0;
  } finally {
    await close();
  }
}

runCli(main, 'admin:grant / admin:revoke');
