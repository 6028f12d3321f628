import { describe, expect, it } from 'vitest';
import { screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('reading-delete', () => server().url);

describe('deleting a health reading', () => {
  it('asks first (the kit confirm dialog), then the reading is gone', async () => {
    const { page, api } = await pages.signedInPage({
      records: [
        {
          path: '/api/blood-pressure',
          member: 'self',
          body: {
            systolic: 132,
            diastolic: 86,
            measuredAt: new Date(Date.now() - 300_000).toISOString(),
          },
        },
      ],
    });
    await page.goto('/health?tab=blood-pressure');
    const del = page.getByRole('button', { name: /^Delete / }).first();
    await del.waitFor({ timeout: 30_000 });
    await del.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await screenshot(page, 'reading-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    const left = await api.request<unknown[]>('GET', '/api/blood-pressure');
    expect(left.body).toHaveLength(0);
  });
});
