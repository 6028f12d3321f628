import type { FaqEntry } from './faq-types';

/**
 * The FAQ of /help-support in English (ISSUE 12, decision 1: long texts live in content modules,
 * not in the catalogue). Every answer says what the app does today; faq-content.hi.ts says the
 * same in Hindi, entry by entry (faq-content.test.ts).
 */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'reminders-how',
    topic: 'reminders',
    question: 'How do medicine reminders work?',
    answer: [
      'While MedMitra is open, it checks every minute for doses that are due and not yet marked. A due dose appears as a reminder on the screen with Taken and Snooze buttons.',
      'If MedMitra was not open at the dose time, the reminder appears when you next open it, up to 2 hours after the dose time. After that the dose counts as missed.',
      'Taken records the dose. Snooze 15m brings the same reminder back 15 minutes later.',
    ],
  },
  {
    id: 'reminders-closed',
    topic: 'reminders',
    question: 'Will I get reminders when the app is closed?',
    answer: [
      'Not yet. Today MedMitra reminds you only while it is open on your phone: on the screen, and with Premium also as a phone notification. Reminders to a closed app (push notifications) are not available yet.',
      'Tip: install MedMitra on your home screen and open it at your medicine times. A reminder you missed still appears for 2 hours after the dose time.',
    ],
  },
  {
    id: 'reminders-android',
    topic: 'reminders',
    question: 'How do I get reminders on an Android phone?',
    answer: [
      'On Android, MedMitra works best in Chrome, installed on your home screen (see "How do I install MedMitra on Android?").',
      {
        steps: [
          'Open MedMitra and tap the bell at the top of Home.',
          'Tap Enable Notifications and choose Allow.',
          'With Premium, turn on the reminder types you want (medicines, periods, health check-ups).',
        ],
      },
      'If you chose Block by mistake, open Chrome’s menu (⋮) > Settings > Site settings > Notifications, and allow MedMitra.',
      'Reminders on the screen work without Premium and without notification permission.',
    ],
  },
  {
    id: 'reminders-iphone',
    topic: 'reminders',
    question: 'How do I get reminders on an iPhone?',
    answer: [
      'In Safari, MedMitra shows reminders on the screen while it is open. An iPhone allows a website’s notifications only for an app added to the Home Screen, on iOS 16.4 or later.',
      {
        steps: [
          'Add MedMitra to your Home Screen (see "How do I install MedMitra on iPhone?").',
          'Open MedMitra from the Home Screen icon, not from Safari.',
          'Tap the bell at the top of Home, tap Enable Notifications, and choose Allow.',
        ],
      },
      'Phone notifications for reminders need Premium. An iPhone pauses apps that are not on the screen, so open MedMitra at your medicine times: a reminder you missed still appears for 2 hours after the dose time.',
    ],
  },
  {
    id: 'install-android',
    topic: 'install',
    question: 'How do I install MedMitra on Android?',
    answer: [
      'MedMitra is a web app: you install it from the browser, not from the Play Store.',
      {
        steps: [
          'Open MedMitra in Chrome.',
          'Tap Install on the "Install MedMitra" card on Home, or open Chrome’s menu (⋮) and tap "Add to Home screen" or "Install app".',
          'Confirm to add MedMitra to your home screen.',
        ],
      },
      'MedMitra then opens from its own icon, like any other app.',
    ],
  },
  {
    id: 'install-iphone',
    topic: 'install',
    question: 'How do I install MedMitra on iPhone?',
    answer: [
      'On an iPhone or iPad, use Safari.',
      {
        steps: [
          'Open MedMitra in Safari.',
          'Tap the Share button.',
          'Tap "Add to Home Screen", then tap "Add".',
        ],
      },
      'MedMitra then opens from its icon on the Home Screen.',
    ],
  },
  {
    id: 'premium-what',
    topic: 'premium',
    question: 'What does MedMitra Premium cost, and what does it add?',
    answer: [
      'MedMitra Premium costs ₹120 for one year.',
      'It adds smart notifications: phone notifications for medicine, period and health check-up reminders, in addition to the reminders on the screen. Everything else in MedMitra, including general health tips, is free.',
      'You find Premium in the notification settings: tap the bell at the top of Home.',
    ],
  },
  {
    id: 'premium-refund',
    topic: 'premium',
    question: 'Can I get a refund for Premium?',
    answer: [
      'Refunds follow our [refund policy](/refund-policy): it says when a Premium payment is refunded and how to ask for it.',
      'For a question about a payment, write to us with the form on this page and choose the topic "Premium and payments".',
    ],
  },
  {
    id: 'family-add',
    topic: 'family',
    question: 'How do I add a family member?',
    answer: [
      'Open [Family](/family) and add the member with a name and a relation (spouse, father, mother, son, daughter, brother, sister, grandparent or other). Date of birth, gender, blood group, conditions and allergies are optional.',
      'You are in the family list from the start. Each member has their own medicines, readings, periods, eye tests and prescriptions.',
    ],
  },
  {
    id: 'family-own-login',
    topic: 'family',
    question: 'Do family members need their own account?',
    answer: [
      'No. Family members are kept in your account and you manage their records. They do not sign in on their own.',
      'Records of children under 18 are managed by the adult who holds the account.',
    ],
  },
  {
    id: 'family-remove',
    topic: 'family',
    question: 'What happens when I remove a family member?',
    answer: [
      'All of their data is deleted: medicines and dose history, blood pressure, sugar, period, weight and eye records, and prescriptions. This cannot be undone.',
      'You cannot remove yourself from the family. To delete your whole account, go to [Data & privacy](/data-privacy).',
    ],
  },
  {
    id: 'privacy-who',
    topic: 'privacy',
    question: 'Who can see my family’s health data?',
    answer: [
      'Your family’s records belong to your account and are shown only when you are signed in to it.',
      'When MedMitra asks a pharmacy for a live price, it sends only the medicine’s name and strength, never who you are.',
      'What we collect, why, how long we keep it and your rights are in the [privacy policy](/privacy-policy).',
    ],
  },
  {
    id: 'privacy-export-delete',
    topic: 'privacy',
    question: 'How do I download or delete my data?',
    answer: [
      'Go to [Data & privacy](/data-privacy): there you can download your data, print a report for your doctor, and delete your account with all its data.',
      'The [privacy policy](/privacy-policy) explains your rights and how to reach our grievance officer.',
    ],
  },
  {
    id: 'prices-how',
    topic: 'prices',
    question: 'How does price comparison work?',
    answer: [
      'Search a medicine on [Prices](/prices). MedMitra shows its price at PharmEasy, Apollo Pharmacy and Medplus Mart side by side, each with the date of that price, and marks the lowest one as the best price with what you save.',
      'Where a matching generic medicine is on the Jan Aushadhi list, its MRP is shown too.',
      'Your searches are kept in your price history, and the latest ones appear on Home.',
    ],
  },
  {
    id: 'prices-source',
    topic: 'prices',
    question: 'Where do the prices come from?',
    answer: [
      'A price is shown only when it comes from a real source: a price list collected from the pharmacy and updated by the MedMitra team, or, where available, the pharmacy’s live price. Each price shows the date it was seen.',
      'When a pharmacy has no price for the medicine, its card says so. Prices can change: check the price on the pharmacy’s site before you buy.',
    ],
  },
  {
    id: 'prices-buy',
    topic: 'prices',
    question: 'Can I buy medicines in MedMitra?',
    answer: [
      'No. MedMitra compares prices and does not sell medicines. Each pharmacy card opens that pharmacy’s own search page in a new tab, where you can buy.',
    ],
  },
];
