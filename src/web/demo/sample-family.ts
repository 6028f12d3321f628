import { parseNotation } from '@core/medicines/notation';
import { addDays, DEFAULT_TIME_ZONE, localDay, zonedTimeToUtc } from '@core/medicines/time-zone';

/*
 * The demo's sample family, made fresh relative to today: pure data, no I/O. The demo applies
 * it through the app's own API (seed.ts), each call with the app's clock set to the step's
 * time, so that a month of dose logs is a month of doses the app itself accepted, one by one.
 */

/** The demo's account (spec §6: a demo email, username Demo User). */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  // Only this browser's demo database knows it; nobody types it.
  password: 'medmitra-demo-account',
  username: 'Demo User',
} as const;

/** How far back the family's medicine history goes. */
export const HISTORY_DAYS = 30;

/**
 * An id a later step refers to, written `@name` in a path or a body: the family's members
 * (`@self` is the account's own member, made at sign-up) and their medicines.
 */
export type SampleRef = `@${string}`;

export interface SampleStep {
  /** What the app's clock says while this call is made. */
  at: Date;
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  /** Remember the answer's id under this name. */
  saveAs?: string;
}

export interface SampleFamily {
  /** When the account was made (the first step's time). */
  start: Date;
  steps: SampleStep[];
}

/** A small seeded generator (mulberry32): the same day gives the same family. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface SampleMedicine {
  ref: string;
  member: SampleRef;
  name: string;
  dosage: string;
  notation: string;
  instructions: string;
  withFood: boolean;
  color: 'blue' | 'purple' | 'green';
  stock: number;
  /** Which doses (by day index from the start, and time) were missed. */
  missed: (day: number, time: string) => boolean;
}

const yearsBefore = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) - years}${day.slice(4)}`.replace(/-02-29$/, '-02-28');

/**
 * Demo User (42) and his wife Priya (39); his father Ramesh (68), with type 2 diabetes and
 * hypertension: Metformin 1-0-1, Telmisartan 1-0-0 and Atorvastatin 0-0-1, a month of doses with
 * a few missed, blood pressure and fasting sugar coming down; their son Aarav (15), whose eye
 * tests over five years show his short sight growing; Priya's periods, with a thyroid tablet;
 * and two price searches. `now` is the real time: nothing is dated after it.
 */
export function sampleFamily(now: Date, timeZone = DEFAULT_TIME_ZONE): SampleFamily {
  const today = localDay(now, timeZone);
  const rand = random(Number(today.replaceAll('-', '')));
  const firstDay = addDays(today, -HISTORY_DAYS);
  const start = zonedTimeToUtc(firstDay, '06:00', timeZone);
  const at = (day: string, time: string) => zonedTimeToUtc(day, time, timeZone);
  const jitter = (minutes: number) => Math.round(rand() * minutes) * MINUTE;
  const round1 = (v: number) => Math.round(v * 10) / 10;
  const setup: SampleStep[] = [];
  const timeline: SampleStep[] = [];
  let tick = start.getTime();
  const next = () => new Date((tick += MINUTE));

  // ---- The account and the family (made on the first morning) ----
  setup.push(
    {
      at: next(),
      method: 'PATCH',
      path: '/api/auth/user',
      body: { username: DEMO_ACCOUNT.username, dateOfBirth: yearsBefore(today, 42) },
    },
    // The account's own member takes the new username, as after a sign-in (spec §7).
    { at: next(), method: 'POST', path: '/api/fix-family-member-names', body: {} },
    {
      at: next(),
      method: 'PATCH',
      path: '/api/family-members/@self',
      // Its name is the account's username (Profile).
      body: {
        dateOfBirth: yearsBefore(addDays(today, -97), 42),
        gender: 'male',
        bloodGroup: 'B+',
        goalWeightKg: 72,
      },
    },
    {
      at: next(),
      method: 'POST',
      path: '/api/family-members',
      saveAs: 'spouse',
      body: {
        name: 'Priya Sharma',
        relation: 'spouse',
        dateOfBirth: yearsBefore(addDays(today, -160), 39),
        gender: 'female',
        bloodGroup: 'O+',
        conditions: ['Hypothyroidism'],
        allergies: [],
        color: 'pink',
      },
    },
    {
      at: next(),
      method: 'POST',
      path: '/api/family-members',
      saveAs: 'father',
      body: {
        name: 'Ramesh Sharma',
        relation: 'father',
        dateOfBirth: yearsBefore(addDays(today, -45), 68),
        gender: 'male',
        bloodGroup: 'B+',
        conditions: ['Type 2 diabetes', 'Hypertension'],
        allergies: ['Sulfa drugs'],
        color: 'orange',
        goalWeightKg: 72,
      },
    },
    {
      at: next(),
      method: 'POST',
      path: '/api/family-members',
      saveAs: 'son',
      body: {
        name: 'Aarav Sharma',
        relation: 'son',
        dateOfBirth: yearsBefore(addDays(today, -210), 15),
        gender: 'male',
        bloodGroup: 'B+',
        conditions: ['Myopia'],
        allergies: ['Dust'],
        color: 'teal',
      },
    },
  );

  // ---- Medicines, a month of doses ----
  const missedDays = new Set([3, 11, 19, 24].map((d) => d + Math.floor(rand() * 3)));
  const medicines: SampleMedicine[] = [
    {
      ref: 'metformin',
      member: '@father',
      name: 'Metformin',
      dosage: '500 mg',
      notation: '1-0-1',
      instructions: 'After breakfast and after dinner',
      withFood: true,
      color: 'blue',
      stock: 90,
      missed: (day, time) => time === '20:00' && missedDays.has(day),
    },
    {
      ref: 'telmisartan',
      member: '@father',
      name: 'Telmisartan',
      dosage: '40 mg',
      notation: '1-0-0',
      instructions: 'In the morning, same time each day',
      withFood: false,
      color: 'purple',
      stock: 45,
      missed: (day) => day === 14,
    },
    {
      ref: 'atorvastatin',
      member: '@father',
      name: 'Atorvastatin',
      dosage: '10 mg',
      notation: '0-0-1',
      instructions: 'At night',
      withFood: false,
      color: 'green',
      // Five tablets left after the month: the refill alert has something to say.
      stock: HISTORY_DAYS + 4,
      missed: (day) => day === 19 || day === 26,
    },
    {
      ref: 'thyroxine',
      member: '@spouse',
      name: 'Thyroxine',
      dosage: '50 mcg',
      notation: '1-0-0',
      instructions: 'Empty stomach, 30 minutes before breakfast',
      withFood: false,
      color: 'blue',
      stock: 100,
      missed: (day) => day === 9,
    },
  ];
  for (const m of medicines) {
    const parsed = parseNotation(m.notation);
    if (!parsed.ok) throw new Error(`Sample notation ${m.notation}: ${parsed.message}`);
    setup.push({
      at: next(),
      method: 'POST',
      path: '/api/medications',
      saveAs: m.ref,
      body: {
        memberId: m.member,
        name: m.name,
        dosage: m.dosage,
        notation: m.notation,
        instructions: m.instructions,
        withFood: m.withFood,
        color: m.color,
        startDate: firstDay,
        stock: m.stock,
      },
    });
    for (let d = 0; d <= HISTORY_DAYS; d++) {
      const day = addDays(firstDay, d);
      for (const time of parsed.schedule.times) {
        const dose = at(day, time);
        const missed = m.missed(d, time);
        // Today's doses: only those more than half an hour old are logged; later ones are due.
        const loggedAt = new Date(
          dose.getTime() + (missed ? 2 * HOUR + jitter(20) : 3 * MINUTE + jitter(35)),
        );
        if (loggedAt.getTime() > now.getTime() - 30 * MINUTE) continue;
        timeline.push({
          at: loggedAt,
          method: 'POST',
          path: '/api/medication-logs',
          body: {
            medicationId: `@${m.ref}`,
            scheduledTime: dose.toISOString(),
            takenTime: missed ? null : loggedAt.toISOString(),
            status: missed ? 'missed' : 'taken',
          },
        });
      }
    }
  }

  // ---- Readings over the month, with a trend ----
  const reading = (day: string, time: string, path: string, body: Record<string, unknown>) => {
    const measured = new Date(at(day, time).getTime() + jitter(25));
    if (measured.getTime() > now.getTime() - 5 * MINUTE) return;
    timeline.push({
      at: new Date(measured.getTime() + 2 * MINUTE),
      method: 'POST',
      path,
      body: { ...body, measuredAt: measured.toISOString() },
    });
  };
  for (let d = 0; d <= HISTORY_DAYS; d += 2) {
    const day = addDays(firstDay, d);
    const p = d / HISTORY_DAYS;
    // Ramesh's blood pressure comes down as Telmisartan works: ~154/96 to ~134/84.
    reading(day, '07:30', '/api/blood-pressure', {
      memberId: '@father',
      systolic: Math.round(154 - 20 * p + (rand() - 0.5) * 8),
      diastolic: Math.round(96 - 12 * p + (rand() - 0.5) * 6),
      pulse: Math.round(74 + (rand() - 0.5) * 10),
      arm: 'left',
    });
    if (d % 4 === 0) {
      // Fasting sugar, ~168 to ~128 mg/dL, and the after-dinner reading on the same days.
      reading(day, '07:00', '/api/sugar-levels', {
        memberId: '@father',
        value: Math.round(168 - 40 * p + (rand() - 0.5) * 10),
        type: 'fasting',
      });
      reading(day, '22:00', '/api/sugar-levels', {
        memberId: '@father',
        value: Math.round(232 - 52 * p + (rand() - 0.5) * 16),
        type: 'after_meal',
      });
    }
  }
  for (const d of [2, 12, 22, HISTORY_DAYS]) {
    reading(addDays(firstDay, d), '08:15', '/api/blood-pressure', {
      memberId: '@self',
      systolic: Math.round(124 + (rand() - 0.5) * 8),
      diastolic: Math.round(81 + (rand() - 0.5) * 6),
      pulse: Math.round(70 + (rand() - 0.5) * 8),
      arm: 'left',
    });
  }
  for (const d of [0, 10, 20, HISTORY_DAYS - 1]) {
    const p = d / HISTORY_DAYS;
    reading(addDays(firstDay, d), '07:45', '/api/body-measurements', {
      memberId: '@self',
      weightKg: round1(78.4 - 1.6 * p + (rand() - 0.5) * 0.4),
      heightCm: 172,
    });
    reading(addDays(firstDay, d), '07:50', '/api/body-measurements', {
      memberId: '@father',
      weightKg: round1(76.2 - 0.8 * p + (rand() - 0.5) * 0.4),
      heightCm: 168,
    });
  }

  // ---- History entered on the first morning: HbA1c, eye tests, growth, periods ----
  const history = (path: string, body: Record<string, unknown>) =>
    setup.push({ at: next(), method: 'POST', path, body });
  history('/api/sugar-levels', {
    memberId: '@father',
    value: 7.9,
    type: 'hba1c',
    measuredAt: at(addDays(firstDay, -62), '09:30').toISOString(),
    notes: 'Lab report',
  });
  history('/api/sugar-levels', {
    memberId: '@father',
    value: 7.4,
    type: 'hba1c',
    measuredAt: at(addDays(firstDay, -1), '09:30').toISOString(),
    notes: 'Lab report',
  });
  // Aarav: a yearly eye test since he was 10, his myopia growing by ~0.5 D a year.
  const eyeTests = [
    { years: 5, sphR: -0.75, sphL: -0.5, acuity: '6/9', pd: 56 },
    { years: 4, sphR: -1.25, sphL: -1.0, acuity: '6/12', pd: 57 },
    { years: 3, sphR: -1.75, sphL: -1.5, acuity: '6/18', pd: 58 },
    { years: 2, sphR: -2.25, sphL: -2.0, acuity: '6/24', pd: 59 },
    { years: 1, sphR: -2.5, sphL: -2.25, acuity: '6/24', pd: 60 },
  ];
  const lastEyeTest = addDays(today, -40);
  for (const e of eyeTests) {
    const testDate = yearsBefore(lastEyeTest, e.years - 1);
    history('/api/eye-tests', {
      memberId: '@son',
      testDate,
      right: { sph: e.sphR, cyl: -0.5, axis: 180, acuity: e.acuity },
      left: { sph: e.sphL, cyl: -0.25, axis: 170, acuity: e.acuity },
      pd: e.pd,
      nextCheckup: e.years === 1 ? yearsBefore(lastEyeTest, -1) : null,
      notes: e.years === 1 ? 'New glasses; less screen time, more time outdoors' : null,
    });
    history('/api/body-measurements', {
      memberId: '@son',
      weightKg: round1(33 + (5 - e.years) * 5.2),
      heightCm: round1(140 + (5 - e.years) * 6.5),
      measuredAt: at(testDate, '11:00').toISOString(),
    });
  }
  // Priya: seven periods, cycles of 27-31 days, the latest a little over two weeks ago.
  const cycles = [29, 28, 30, 27, 31, 28, 29];
  let periodStart = addDays(today, -(16 + Math.floor(rand() * 4)));
  const periods: Record<string, unknown>[] = [];
  for (const length of cycles) {
    const days = 4 + Math.floor(rand() * 3);
    periods.push({
      memberId: '@spouse',
      startDate: periodStart,
      endDate: addDays(periodStart, days - 1),
      flow: rand() < 0.3 ? 'heavy' : 'medium',
      symptoms: rand() < 0.5 ? ['Cramps', 'Fatigue'] : ['Cramps', 'Headache'],
    });
    periodStart = addDays(periodStart, -length);
  }
  for (const period of periods.reverse()) history('/api/periods', period);

  // ---- This morning: two price searches ----
  const searchAt = Math.min(now.getTime() - 20 * MINUTE, at(today, '09:10').getTime());
  timeline.push(
    {
      at: new Date(searchAt),
      method: 'POST',
      path: '/api/medication-price-search',
      body: { medicationName: 'Metformin', dosage: '500 mg', quantity: 60 },
    },
    {
      at: new Date(searchAt + 2 * MINUTE),
      method: 'POST',
      path: '/api/medication-price-search',
      body: { medicationName: 'Telmisartan', dosage: '40 mg', quantity: 30 },
    },
  );

  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { start, steps: [...setup, ...timeline] };
}
