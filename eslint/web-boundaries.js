/**
 * The web app's layers and each feature's public files, for lint (eslint.config.js) and for
 * reading (docs/architecture.md "Boundaries").
 *
 * src/web/lib and src/web/components are the bottom: they import no feature, no demo, no session
 * and no shell (main.tsx hands down what they need: the session's user id and the demo's
 * transport to lib/api.ts, the push sync to lib/register-sw.ts). src/web/session (the signed-in
 * account) imports no feature. A feature imports another feature only through the files that
 * feature lists below: its page entry (loaded by the shell) and a short list of pieces it shares.
 *
 * To let features use a new piece of another, add its file here (relative to that feature's
 * folder). Genuinely shared code belongs in lib/ or components/ rather than on a long list.
 */
export const publicFiles = {
  admin: [],
  ads: ['ad-slot.tsx'],
  auth: ['auth-answer-text.ts', 'auth-texts.ts', 'password-forms.ts', 'password-rules.tsx'],
  caregivers: ['caring-for-section.tsx', 'member-caregivers.tsx'],
  'data-privacy': ['choices-query.ts'],
  doses: ['bell-panel.tsx', 'log-dose.ts', 'pending-doses.ts', 'queries.ts'],
  family: [],
  health: [
    'blood-pressure/bp-chart.tsx',
    'blood-pressure/bp-texts.ts',
    'body/bmi-texts.ts',
    'body/body-chart.tsx',
    'sugar/sugar-chart.tsx',
    'sugar/sugar-texts.ts',
  ],
  'health-tracking': ['member-readings.tsx', 'member-trackers.tsx', 'queries.ts'],
  help: ['topic-labels.ts'],
  home: [],
  install: ['install-card.tsx', 'install-store.ts', 'manual-instructions.ts'],
  medications: ['next-dose.ts', 'open-add-medication.ts'],
  notifications: [
    'notification-settings-dialog.tsx',
    'notification-switch.tsx',
    'permission.ts',
    'preferences-store.ts',
    'preferences.ts',
    'queries.ts',
  ],
  offline: ['idb-store.ts'],
  periods: ['history-rows.ts', 'period-tab.tsx', 'prediction-text.ts'],
  policies: ['consent-notice.tsx'],
  premium: ['payment-history.tsx'],
  prescriptions: [
    'load-upload-sheet.ts',
    'prescriptions-section.tsx',
    'queries.ts',
    'uploaded-on.ts',
  ],
  prices: ['ceiling-lines.tsx', 'home-price-cards.tsx'],
  profile: [],
  report: ['doctor-report-card.tsx'],
};

const web = 'src/web';
const bottom = [`${web}/lib`, `${web}/components`];

/** import-x/no-restricted-paths zones for the map above. */
export function boundaryZones(features = publicFiles) {
  const featureZones = Object.keys(features).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [
      `./${feature}`,
      ...Object.entries(features)
        .filter(([other]) => other !== feature)
        .flatMap(([other, files]) => files.map((file) => `./${other}/${file}`)),
    ],
    message: `another feature's file that is not public: import its listed public files (eslint/web-boundaries.js), or move what is shared to lib/ or components/.`,
  }));
  return [
    {
      target: bottom,
      from: [`${web}/features`, `${web}/demo`, `${web}/session`, `${web}/shell`],
      message:
        'lib/ and components/ import no feature, demo, session or shell: have main.tsx hand it down.',
    },
    {
      target: `${web}/session`,
      from: [`${web}/features`, `${web}/demo`, `${web}/shell`],
      message: 'the session imports no feature, demo or shell.',
    },
    ...featureZones,
  ];
}
