// Reading prescriptions (ADR 036): a photographed prescription (one of the generated corpus's
// pages) is uploaded for a family member, read on the phone (tesseract.js from the app's own files:
// no request leaves 127.0.0.1), its medicines offered, two of them added with one tap, and they are
// on /medications for that member with their schedules' times. Axe passes on the suggestions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Medication } from '@core/contract/medicines';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';
import { repoRoot } from '../../harness/server';

const server = useServer();
const pages = usePhonePages('rx-read', () => server().url);

/** rx-24: Ranitidine 0-0-1, Rosuvastatin 1-0-0, Telmisartan HS, Montelukast BD (expected.json). */
const PHOTO = readFileSync(join(repoRoot, 'tests/fixtures/prescriptions/rx-24-photo.png'));

describe('reading a prescription in Chromium at 390x844', () => {
  it('reads a photo offline, offers its medicines for the member it names, adds two in one tap', async () => {
    const { page, api, member } = await pages.signedInPage({
      members: [
        { name: 'Dadi', relation: 'mother', dateOfBirth: '1950-02-03' },
        // rx-24 says "Patient: Arjun Mehta".
        { name: 'Arjun Mehta', relation: 'son', dateOfBirth: '1994-05-06' },
      ],
    });
    const dadi = member('Dadi');
    const arjun = member('Arjun Mehta');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    await page.goto('/medications');
    await page.getByRole('heading', { name: 'Prescriptions' }).waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Medicine Reminder' });
    await sheet.waitFor();
    await sheet.getByLabel('Whose prescription').selectOption(dadi.id);
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: /^Choose File/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PHOTO });

    await sheet.getByText(/^Reading your prescription… \d+%$/).waitFor({ timeout: 30_000 });
    await sheet.getByRole('progressbar', { name: 'Reading progress' }).waitFor();
    await screenshot(page, 'rx-read-01-reading');
    await sheet
      .getByRole('heading', { name: 'We found 4 medicines' })
      .waitFor({ timeout: 120_000 });
    await expect
      .poll(() =>
        sheet
          .getByRole('checkbox')
          .evaluateAll((c) => c.map((e) => e.parentElement?.textContent?.trim())),
      )
      .toEqual(['Ranitidine', 'Rosuvastatin', 'Telmisartan', 'Montelukast']);
    // Each suggestion is editable: Ranitidine's pattern as read, with its times.
    await expect.poll(() => sheet.getByLabel('When').first().inputValue()).toBe('0-0-1');
    await sheet.getByText('20:00', { exact: true }).first().waitFor();
    // Dadi was chosen before the upload; the prescription names Arjun: his now, and it says so.
    await sheet.getByText('Arjun Mehta is named on this prescription').waitFor();
    expect(await sheet.getByLabel('Whose prescription').inputValue()).toBe(arjun.id);
    await screenshot(page, 'rx-read-02-found');
    await expectNoSeriousA11yViolations(page, 'prescription suggestions');

    // Keep the first two: one tap adds them.
    await sheet.getByRole('checkbox', { name: 'Telmisartan' }).uncheck();
    await sheet.getByRole('checkbox', { name: 'Montelukast' }).uncheck();
    await sheet.getByRole('button', { name: 'Add 2 medicines' }).click();
    await page.getByText('Added 2 medicines').first().waitFor();
    await sheet.waitFor({ state: 'detached' });

    const meds = (await api.request<Medication[]>('GET', '/api/medications')).body;
    expect(
      meds
        .map((m) => [m.name, m.dosage, m.times, m.memberId, m.withFood])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Ranitidine', '150 mg', ['20:00'], arjun.id, true],
      ['Rosuvastatin', '10 mg', ['08:00'], arjun.id, true],
    ]);
    const [rx] = (await api.request<{ memberId: string }[]>('GET', '/api/prescriptions')).body;
    expect(rx?.memberId).toBe(arjun.id);
    // "x 1 month": a course of 30 days.
    for (const m of meds) expect(m.endDate).not.toBeNull();

    await page.goto('/medications');
    const ranitidine = page.getByRole('article').filter({ hasText: 'Ranitidine' });
    await ranitidine.getByText('150 mg · Once daily (0-0-1)').waitFor();
    const rosuvastatin = page.getByRole('article').filter({ hasText: 'Rosuvastatin' });
    await rosuvastatin.getByText('10 mg · Once daily (1-0-0)').waitFor();
    await screenshot(page, 'rx-read-03-medications');

    // The sheet opens again on the member chosen last on it, not on the one a reading named.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Medicine Reminder' });
    await expect.poll(() => again.getByLabel('Whose prescription').inputValue()).toBe(dadi.id);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });

    // The prescription keeps its text: the list finds it by a medicine's name.
    await page.getByRole('searchbox', { name: /Search prescriptions/ }).fill('rosuvastatin');
    await page
      .getByText(/Rosuvastatin 10 mg/)
      .first()
      .waitFor();

    // Offline by design: the worker, the cores and the model came from the app itself.
    const foreign = requests.filter((u) => !/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(u));
    expect(foreign).toEqual([]);
    expect(requests.some((u) => u.includes('/assets/ocr/'))).toBe(true);
  });
});
