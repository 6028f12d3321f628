import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateMedicationData } from './medicine-changes';

describe('what a change to the medicines refreshes', () => {
  it('marks every list under the medicines, statistics, logs and reminders paths stale, and nothing else', async () => {
    const client = new QueryClient();
    const affected = [
      ['/api/medications', { memberId: 'm1' }],
      ['/api/statistics'],
      ['/api/medication-logs', 'recent'],
      ['/api/medication-reminders'],
    ];
    const other = ['/api/prescriptions'];
    for (const key of [...affected, other]) client.setQueryData(key, []);
    await invalidateMedicationData(client);
    for (const key of affected) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
