// Writes the synthetic prescription corpus (tests/fixtures/prescriptions): printed prescriptions
// with Indian notation, rendered by Chromium from varied HTML templates (four layouts, six fonts),
// half of them clean and half rotated, blurred, faded or made to look photographed, each saved as
// a grayscale PNG about 1000 px wide, with the medicines it holds in expected.json.
// Run: npx tsx scripts/data/ocr-corpus.ts   (deterministic: the same seed gives the same pages)
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { launchBrowser } from '../../harness/browser';
import { repoRoot } from '../../harness/server';
import { parseNotation } from '../../src/core/medicines/notation';

const OUT = join(repoRoot, 'tests/fixtures/prescriptions');
const WIDTH = 1000;

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Drug {
  /** As the doctor writes it. */
  written: string;
  /** The Jan Aushadhi list's drug it is (the reader's `medicine`). */
  medicine: string;
  form: string;
  strength: string;
}

const DRUGS: Drug[] = [
  { written: 'Paracetamol', medicine: 'Paracetamol', form: 'Tab.', strength: '500 mg' },
  { written: 'Paracetamol', medicine: 'Paracetamol', form: 'Tab.', strength: '650 mg' },
  { written: 'Pantoprazole', medicine: 'Pantoprazole', form: 'Tab.', strength: '40 mg' },
  { written: 'Amlodipine', medicine: 'Amlodipine', form: 'Tab.', strength: '5 mg' },
  { written: 'Atorvastatin', medicine: 'Atorvastatin', form: 'Tab.', strength: '10 mg' },
  { written: 'Metformin', medicine: 'Metformin', form: 'Tab.', strength: '500 mg' },
  { written: 'Telmisartan', medicine: 'Telmisartan', form: 'Tab.', strength: '40 mg' },
  { written: 'Azithromycin', medicine: 'Azithromycin', form: 'Tab.', strength: '500 mg' },
  { written: 'Amoxicillin', medicine: 'Amoxycillin', form: 'Cap.', strength: '500 mg' },
  { written: 'Cetirizine', medicine: 'Cetirizine', form: 'Tab.', strength: '10 mg' },
  { written: 'Montelukast', medicine: 'Montelukast', form: 'Tab.', strength: '10 mg' },
  { written: 'Omeprazole', medicine: 'Omeprazole', form: 'Cap.', strength: '20 mg' },
  { written: 'Domperidone', medicine: 'Domperidone', form: 'Tab.', strength: '10 mg' },
  { written: 'Ondansetron', medicine: 'Ondansetron', form: 'Tab.', strength: '4 mg' },
  { written: 'Metoprolol', medicine: 'Metoprolol', form: 'Tab.', strength: '25 mg' },
  { written: 'Losartan', medicine: 'Losartan', form: 'Tab.', strength: '50 mg' },
  { written: 'Glimepiride', medicine: 'Glimepiride', form: 'Tab.', strength: '1 mg' },
  { written: 'Diclofenac', medicine: 'Diclofenac', form: 'Tab.', strength: '50 mg' },
  { written: 'Ibuprofen', medicine: 'Ibuprofen', form: 'Tab.', strength: '400 mg' },
  { written: 'Cefixime', medicine: 'Cefixime', form: 'Tab.', strength: '200 mg' },
  { written: 'Ciprofloxacin', medicine: 'Ciprofloxacin', form: 'Tab.', strength: '500 mg' },
  { written: 'Doxycycline', medicine: 'Doxycycline', form: 'Cap.', strength: '100 mg' },
  { written: 'Rosuvastatin', medicine: 'Rosuvastatin', form: 'Tab.', strength: '10 mg' },
  { written: 'Clopidogrel', medicine: 'Clopidogrel', form: 'Tab.', strength: '75 mg' },
  { written: 'Levocetirizine', medicine: 'Levocetirizine', form: 'Tab.', strength: '5 mg' },
  { written: 'Thyroxine', medicine: 'Thyroxine', form: 'Tab.', strength: '50 mcg' },
  { written: 'Ranitidine', medicine: 'Ranitidine', form: 'Tab.', strength: '150 mg' },
  { written: 'Cetirizine', medicine: 'Cetirizine', form: 'Syp.', strength: '5 ml' },
];

/** How the schedule is written, and the notation the reader should give back. */
const SCHEDULES: { written: string; notation: string }[] = [
  { written: '1-0-1', notation: '1-0-1' },
  { written: '1-1-1', notation: '1-1-1' },
  { written: '1-0-0', notation: '1-0-0' },
  { written: '0-0-1', notation: '0-0-1' },
  { written: '1-1-1-1', notation: '1-1-1-1' },
  { written: '½-0-½', notation: '½-0-½' },
  { written: 'OD', notation: 'OD' },
  { written: 'BD', notation: 'BD' },
  { written: 'BID', notation: 'BD' },
  { written: 'TDS', notation: 'TDS' },
  { written: 'TID', notation: 'TDS' },
  { written: 'QID', notation: 'QID' },
  { written: 'HS', notation: 'HS' },
  { written: 'SOS', notation: 'SOS' },
  { written: 'twice a day', notation: 'BD' },
];

const FOODS: { written: string; food: 'before' | 'after' | null }[] = [
  { written: 'after food', food: 'after' },
  { written: 'before food', food: 'before' },
  { written: 'PC', food: 'after' },
  { written: 'AC', food: 'before' },
  { written: 'after meals', food: 'after' },
  { written: '', food: null },
];

const COURSES: { written: string; days: number | null }[] = [
  { written: 'x 5 days', days: 5 },
  { written: 'x 7 days', days: 7 },
  { written: 'x 10 days', days: 10 },
  { written: 'for 3 days', days: 3 },
  { written: 'x 1 month', days: 30 },
  { written: '', days: null },
];

const FONTS = [
  "'DejaVu Sans'",
  "'DejaVu Serif'",
  "'Noto Sans'",
  "'Noto Serif'",
  "'DejaVu Sans Mono'",
  "'DejaVu Sans Condensed'",
];

const DOCTORS = [
  ['Dr. Anil Sharma', 'MBBS, MD (General Medicine)', 'Sharma Clinic, FC Road, Pune'],
  ['Dr. Priya Nair', 'MBBS, DNB (Family Medicine)', 'Nair Family Clinic, Kochi'],
  ['Dr. R. K. Gupta', 'MBBS, MD', 'City Care Hospital, Lucknow'],
  ['Dr. S. Banerjee', 'MBBS, DCH', 'Banerjee Polyclinic, Kolkata'],
  ['Dr. Meena Iyer', 'MD (Internal Medicine)', 'Iyer Health Centre, Chennai'],
];
const PATIENTS = [
  ['Ramesh Kumar', '54 / M'],
  ['Sunita Devi', '47 / F'],
  ['Arjun Mehta', '32 / M'],
  ['Lakshmi R.', '66 / F'],
  ['Imran Khan', '41 / M'],
];
const DIAGNOSES = [
  'Fever with cough',
  'Hypertension, Type 2 diabetes',
  'Acid peptic disease',
  'Upper respiratory infection',
  'Joint pain, follow-up',
];

interface Line {
  drug: Drug;
  schedule: (typeof SCHEDULES)[number];
  food: (typeof FOODS)[number];
  course: (typeof COURSES)[number];
}

type Look = 'clean' | 'rotated' | 'blurred' | 'low-contrast' | 'photo';

interface Case {
  file: string;
  look: Look;
  template: number;
  font: string;
  lines: Line[];
  doctor: string[];
  patient: string[];
  diagnosis: string;
  rand: () => number;
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function directions(line: Line): string {
  return [line.schedule.written, line.food.written, line.course.written].filter(Boolean).join('  ');
}

function header(c: Case): string {
  const [name, degree, place] = c.doctor;
  const [patient, age] = c.patient;
  return `<div class="head"><div class="dr">${name}</div><div>${degree}</div><div>${place} · Reg. No. MH-${1000 + Math.floor(c.rand() * 8999)}</div></div>
<div class="meta"><span>Patient: ${patient}</span><span>Age/Sex: ${age}</span><span>Date: ${10 + Math.floor(c.rand() * 18)}/0${1 + Math.floor(c.rand() * 8)}/2026</span></div>
<div class="dx">Diagnosis: ${c.diagnosis}</div>`;
}

const FOOTER = `<div class="foot">Advice: plenty of fluids, light diet. Review if not better.<br/><span class="sign">Signature</span></div>`;

/** Four layouts a clinic's printout takes. */
const TEMPLATES: ((c: Case) => string)[] = [
  // A numbered list, one medicine a line.
  (c) =>
    `${header(c)}<div class="rx">Rx</div><ol>${c.lines
      .map(
        (l) =>
          `<li>${l.drug.form} ${l.drug.written} ${l.drug.strength} &nbsp;&nbsp; ${escape(directions(l))}</li>`,
      )
      .join('')}</ol>${FOOTER}`,
  // A table: medicine, dose, when, how long.
  (c) =>
    `${header(c)}<table><thead><tr><th>Medicine</th><th>Dose</th><th>When</th><th>Duration</th></tr></thead><tbody>${c.lines
      .map(
        (l) =>
          `<tr><td>${l.drug.form} ${l.drug.written} ${l.drug.strength}</td><td>${l.schedule.written}</td><td>${l.food.written}</td><td>${l.course.written}</td></tr>`,
      )
      .join('')}</tbody></table>${FOOTER}`,
  // Name on one line, directions indented under it.
  (c) =>
    `${header(c)}<div class="rx">℞</div>${c.lines
      .map(
        (l, i) =>
          `<div class="two"><div>${i + 1}) ${l.drug.form} ${l.drug.written.toUpperCase()} ${l.drug.strength}</div><div class="sub">${escape(directions(l))}</div></div>`,
      )
      .join('')}${FOOTER}`,
  // An OPD slip in a box, typewriter style.
  (c) =>
    `<div class="box">${header(c)}<div class="rx">Rx:</div>${c.lines
      .map(
        (l) =>
          `<div class="slip">- ${l.drug.form} ${l.drug.written} ${l.drug.strength} -- ${escape(directions(l))}</div>`,
      )
      .join('')}${FOOTER}</div>`,
];

function page(c: Case): string {
  const r = c.rand;
  const faded = c.look === 'low-contrast';
  const ink = faded ? '#8a8a8a' : '#111';
  const paper = faded ? '#d6d6d6' : c.look === 'photo' ? '#f1ead8' : '#fff';
  const angle = c.look === 'rotated' ? (r() < 0.5 ? -1 : 1) * (2 + r() * 3) : 0;
  const blur = c.look === 'blurred' ? 0.7 + r() * 0.5 : c.look === 'photo' ? 0.4 : 0;
  const photo = c.look === 'photo';
  const transform = photo
    ? `perspective(1400px) rotateX(${(4 + r() * 5).toFixed(1)}deg) rotateZ(${(r() * 3 - 1.5).toFixed(1)}deg)`
    : `rotate(${angle.toFixed(2)}deg)`;
  return `<!doctype html><html><head><style>
body { margin: 0; background: ${photo ? '#5b5146' : '#fff'}; width: ${WIDTH}px; }
.sheet { margin: ${photo ? '40px 30px' : '24px'}; padding: 36px 44px; background: ${paper}; color: ${ink};
  font-family: ${c.font}; font-size: ${19 + Math.floor(r() * 4)}px; line-height: 1.55;
  transform: ${transform}; filter: blur(${blur.toFixed(2)}px);
  ${photo ? 'box-shadow: 0 18px 40px rgba(0,0,0,.55); background-image: radial-gradient(circle at 30% 20%, rgba(255,255,255,.55), rgba(0,0,0,.18) 85%);' : ''} }
.head { border-bottom: 2px solid ${ink}; padding-bottom: 8px; margin-bottom: 10px; }
.dr { font-size: 1.45em; font-weight: bold; }
.meta { display: flex; justify-content: space-between; gap: 12px; margin: 6px 0; }
.dx { margin: 6px 0 10px; }
.rx { font-size: 1.6em; font-weight: bold; margin: 8px 0; }
ol { padding-left: 26px; } li { margin: 8px 0; }
table { width: 100%; border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid ${ink}; padding: 6px 8px; text-align: left; }
.two { margin: 10px 0; } .sub { padding-left: 36px; }
.box { border: 2px solid ${ink}; padding: 14px; } .slip { margin: 8px 0; }
.foot { margin-top: 28px; font-size: .9em; } .sign { display: inline-block; margin-top: 24px; margin-left: 60%; }
</style></head><body><div class="sheet">${at(TEMPLATES, c.template)(c)}</div></body></html>`;
}

// PNG: signature, IHDR (8-bit grayscale), one IDAT, IEND; each chunk with its CRC-32.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function grayPng(width: number, height: number, gray: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  // Filter "Up" on every row: text on a plain page compresses best that way.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 2;
    for (let x = 0; x < width; x += 1) {
      const here = gray[y * width + x] ?? 0;
      const above = y > 0 ? (gray[(y - 1) * width + x] ?? 0) : 0;
      raw[y * (width + 1) + 1 + x] = (here - above) & 0xff;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const LOOKS: Look[] = [
  'clean',
  'clean',
  'clean',
  'clean',
  'clean',
  'clean',
  'rotated',
  'blurred',
  'low-contrast',
  'photo',
  'rotated',
  'photo',
];

function makeCases(count: number): Case[] {
  const cases: Case[] = [];
  for (let i = 0; i < count; i += 1) {
    const rand = random(1000 + i);
    // The first half is clean, the second degraded: the test floors each half on its own.
    const look = i < count / 2 ? 'clean' : at(LOOKS, 6 + (i % 6));
    const n = 3 + Math.floor(rand() * 3);
    const used = new Set<string>();
    const lines: Line[] = [];
    while (lines.length < n) {
      const drug = pick(rand, DRUGS);
      if (used.has(drug.medicine)) continue;
      used.add(drug.medicine);
      const schedule = pick(rand, SCHEDULES);
      lines.push({
        drug,
        schedule,
        food: schedule.notation === 'SOS' ? at(FOODS, 5) : pick(rand, FOODS),
        course: pick(rand, COURSES),
      });
    }
    cases.push({
      file: `rx-${String(i + 1).padStart(2, '0')}-${look}.png`,
      look,
      template: i % TEMPLATES.length,
      font: at(FONTS, (i * 5) % FONTS.length),
      lines,
      doctor: pick(rand, DOCTORS),
      patient: pick(rand, PATIENTS),
      diagnosis: pick(rand, DIAGNOSES),
      rand,
    });
  }
  return cases;
}

const COUNT = Number(process.argv[2] ?? 24);
await mkdir(OUT, { recursive: true });
const browser = await launchBrowser();
const expected: unknown[] = [];
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  const tab = await context.newPage();
  for (const c of makeCases(COUNT)) {
    await tab.setContent(page(c));
    const shot = await tab.screenshot({ fullPage: true, type: 'png' });
    const noise = c.look === 'photo' ? 18 : 0;
    const seed = Math.floor(c.rand() * 1e9);
    // Gray (and, for a "photo", sensor noise) from the screenshot's pixels, in the page's canvas.
    const { width, height, data } = await tab.evaluate(
      async ({ png, noise, seed }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const g = canvas.getContext('2d');
        if (!g) throw new Error('no 2d canvas');
        g.drawImage(img, 0, 0);
        const px = g.getImageData(0, 0, img.width, img.height).data;
        const out = new Uint8Array(img.width * img.height);
        // No inner functions: tsx would wrap them in a helper the page does not have.
        let s = seed;
        for (let i = 0; i < out.length; i += 1) {
          s = (s * 1664525 + 1013904223) >>> 0;
          const v =
            0.299 * (px[i * 4] ?? 0) + 0.587 * (px[i * 4 + 1] ?? 0) + 0.114 * (px[i * 4 + 2] ?? 0);
          // A photo's grain as sparse specks: per-pixel noise would make the PNG ten times bigger.
          const speck = noise > 0 && s / 4294967296 < 0.006 ? noise * 4 * (s % 2 ? 1 : -1) : 0;
          out[i] = Math.max(0, Math.min(255, Math.round(v + speck)));
        }
        let text = '';
        for (let i = 0; i < out.length; i += 0x8000)
          text += String.fromCharCode(...out.subarray(i, i + 0x8000));
        return { width: img.width, height: img.height, data: btoa(text) };
      },
      { png: shot.toString('base64'), noise, seed },
    );
    await writeFile(join(OUT, c.file), grayPng(width, height, Buffer.from(data, 'base64')));
    expected.push({
      file: c.file,
      look: c.look,
      medicines: c.lines.map((l) => {
        const parsed = parseNotation(l.schedule.notation);
        if (!parsed.ok) throw new Error(`bad notation ${l.schedule.notation}`);
        return {
          medicine: l.drug.medicine,
          dosage: l.drug.strength,
          notation: l.schedule.notation,
          times: parsed.schedule.times,
          food: l.food.food,
          days: l.course.days,
        };
      }),
    });
    process.stdout.write(`${c.file}\n`);
  }
} finally {
  await browser.close();
}
await writeFile(join(OUT, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
