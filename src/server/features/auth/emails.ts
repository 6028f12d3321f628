import type { Email } from '../../deps';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function resetEmail(to: string, username: string, link: string): Email {
  const text = [
    `Namaste ${username},`,
    '',
    'Someone (we hope you) asked to reset the password of your MedMitra account.',
    'Open this link within 1 hour to choose a new password. It works only once:',
    '',
    link,
    '',
    'Resetting the password signs your account out on every device.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    '— MedMitra',
  ].join('\n');
  const html = `<p>Namaste ${escapeHtml(username)},</p>
<p>Someone (we hope you) asked to reset the password of your MedMitra account.
Open this link within 1 hour to choose a new password. It works only once:</p>
<p><a href="${escapeHtml(link)}">Reset my MedMitra password</a></p>
<p>Resetting the password signs your account out on every device.<br>
If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>— MedMitra</p>`;
  return { to, subject: 'Reset your MedMitra password', text, html };
}
