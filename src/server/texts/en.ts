import type { ServerTexts } from './types';

/** The server's words in English (the source: every other language says the same). */
export const en: ServerTexts = {
  push: {
    medicineTitle: 'Time for your medicine',
    genericTitle: 'MedMitra reminder',
    genericBody: 'Open MedMitra to see your reminder',
    periodTitle: 'Period reminder',
    periodDueToday: 'Your period is due today',
    periodDueIn: (days) => `Your period is due in ${days} day(s)`,
    checkupTitle: 'Monthly health check',
    bloodPressure: 'Time for your monthly blood pressure monitoring',
    sugar: 'Time for your monthly blood sugar test',
    taken: 'Taken',
    snooze: 'Snooze 15m',
    caregiverTitle: (member) => `${member} has not taken a dose`,
    caregiverBody: (medicine, time) => `${medicine}, due at ${time}`,
    caregiverGenericTitle: 'MedMitra caregiver alert',
  },
  delay: {
    minutes: (minutes) => `${minutes} minutes`,
    oneHour: '1 hour',
    hours: (hours) => `${hours} hours`,
  },
  clock: { dayPeriodInWords: false },
  resetEmail: {
    subject: 'Reset your MedMitra password',
    greeting: (name) => `Namaste ${name},`,
    asked: 'Someone (we hope you) asked to reset the password of your MedMitra account.',
    openWithin: 'Open this link within 1 hour to choose a new password. It works only once:',
    button: 'Reset my MedMitra password',
    signsOut: 'Resetting the password signs your account out on every device.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  accountDeletedEmail: {
    subject: 'Your MedMitra account has been deleted',
    greeting: (name) => `Namaste ${name},`,
    lines: [
      'Your MedMitra account has been deleted, as you asked.',
      'Your family members, medicines, dose history, health readings, periods, eye tests, prescriptions and price searches are gone from our servers, and every device has been signed out.',
      'If you did not ask for this, reply to this email at once.',
      'Thank you for using MedMitra.',
    ],
  },
  caregiverInviteEmail: {
    subject: (owner) => `${owner} invites you to help care for a family member on MedMitra`,
    greeting: 'Namaste,',
    invited: (owner, member) =>
      `${owner} has invited you to be a caregiver of ${member} on MedMitra, the family medicine reminder app.`,
    alerts: (member, delay) =>
      `When ${member} has not taken a dose ${delay} after its time, you will get an alert in MedMitra and by email.`,
    sees: (member) =>
      `You will see ${member}'s medicines for today and how regularly they are taken, and nothing else of the account.`,
    openWithin: (days) => `Open this link within ${days} days to accept. It works only once:`,
    button: 'Accept the invitation',
    account: (email) =>
      `Sign in, or create a free account, with this email address (${email}) when the link asks you to.`,
    ignore: 'If you do not know this person, ignore this email: nothing happens without you.',
  },
  missedDoseEmail: {
    subject: (member) => `${member} has not taken a dose`,
    greeting: (name) => `Namaste ${name},`,
    notTaken: (member, medicine, time) =>
      `${member} has not marked ${medicine}, due at ${time}, as taken. Please check on them.`,
    why: (owner, member) =>
      `You get this email because ${owner} added you as a caregiver of ${member} on MedMitra. You can stop helping at any time in MedMitra, under Profile.`,
    button: 'See today’s doses',
  },
  supportReplyEmail: {
    subject: 'Reply from MedMitra support',
    wrote: 'You wrote to us:',
    signature: '— MedMitra support',
  },
};
