// The upload sheet when the account, not the file, is the reason: a server with a
// 1 MB quota and 2 uploads an hour, in Chromium at 390x844 against the production build. The
// sheet shows the server's 'Storage full: ...' and 'Too many uploads ...' instead of spec §8's
// 'Upload failed: Please try again with a valid image or PDF file.', which would blame the file.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../harness/api';
import { screenshot } from '../../harness/browser';
import { signUpInForm, usePhonePages, useServer } from './support/journey';

const server = useServer(() =>
  Promise.resolve({ env: { UPLOAD_QUOTA_MB: '1', UPLOADS_PER_HOUR: '2' } }),
);
const pages = usePhonePages('upload-limits', () => server().url);
const SPEC_FAILURE = 'Upload failed: Please try again with a valid image or PDF file.';

// A 1x1 PNG, and the same header padded to 1.5 MB (still sniffed as a PNG).
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_1_5_MB = Buffer.concat([PNG_1X1, Buffer.alloc(1.5 * 1024 * 1024 - PNG_1X1.length)]);

async function openUploadSheet(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Meds' })
    .click();
  const options = page.getByRole('dialog', { name: 'Medicine Options' });
  await options.getByRole('button', { name: /^Upload Prescription/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Medicine Reminder' });
  await sheet.waitFor();
  return sheet;
}

async function chooseFile(page: Page, sheet: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: /^Choose File/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

describe('upload limits in the upload sheet', () => {
  it("shows 'Storage full' and 'Too many uploads' as the server says them", async () => {
    const page = await pages.newPage();
    await signUpInForm(page, uniqueEmail('quota'), 'jeera-rice-2024');

    // Upload 1: larger than the whole 1 MB quota.
    const sheet = await openUploadSheet(page);
    await chooseFile(page, sheet, 'big.png', PNG_1_5_MB);
    const alert = sheet.getByRole('alert');
    await alert
      .getByText(
        'Storage full: your prescriptions use 0 MB of your 1 MB and this file needs 1.5 MB. Delete some to upload more.',
        { exact: true },
      )
      .waitFor();
    expect(await alert.getByText(SPEC_FAILURE).count()).toBe(0);
    await screenshot(page, 'upload-limits-01-storage-full');

    // Upload 2, from the same sheet: a small file fits and is saved.
    await chooseFile(page, sheet, 'small.png', PNG_1X1);
    await sheet.getByText('Processing your prescription…').waitFor();
    await sheet.waitFor({ state: 'detached', timeout: 15_000 });

    // Upload 3: past 2 an hour.
    const again = await openUploadSheet(page);
    await chooseFile(page, again, 'small.png', PNG_1X1);
    await again
      .getByRole('alert')
      .getByText('Too many uploads. Please wait 60 minutes and try again.', { exact: true })
      .waitFor();
    expect(await again.getByRole('alert').getByText(SPEC_FAILURE).count()).toBe(0);
    await screenshot(page, 'upload-limits-02-too-many');

    const list = (await (await page.request.get('/api/prescriptions')).json()) as unknown[];
    expect(list).toHaveLength(1);
  });
});
