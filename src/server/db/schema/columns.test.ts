import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { getTableConfig, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index';
import { at, belongsTo, createdAt, rowId } from './columns';
import { accountId, accountIdOrNull, accountKey, memberId, ownedRow } from './owned';
import { users } from './users';

// drizzle-kit's snapshot of the schema after each committed migration, the last one last.
const snapshots = import.meta.glob<Parameters<typeof generateMigration>[0]>(
  '../migrations/meta/*_snapshot.json',
  { eager: true, import: 'default' },
);

describe('the schema column kit', () => {
  it('builds the schema the committed migrations make: no statement left to generate', async () => {
    const last = Object.keys(snapshots).sort().at(-1);
    const snapshot = snapshots[last ?? ''];
    if (!snapshot) throw new Error('no migration snapshot');
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('spells each column as the tables did by hand', () => {
    const probe = getTableConfig(
      pgTable('probe', {
        id: rowId(),
        userId: accountId(),
        caregiverId: accountId('caregiver_id'),
        uploadedBy: accountIdOrNull('uploaded_by'),
        memberId: memberId(),
        parentId: belongsTo('parent_id', () => users.id),
        createdAt: createdAt(),
        seenAt: at('seen_at'),
      }),
    );
    const column = (name: string) => probe.columns.find((c) => c.name === name);
    expect(column('id')).toMatchObject({ primary: true, notNull: true, hasDefault: true });
    expect(column('id')?.getSQLType()).toBe('uuid');
    expect(column('created_at')).toMatchObject({ notNull: true, hasDefault: true });
    expect(column('created_at')?.getSQLType()).toBe('timestamp with time zone');
    expect(column('seen_at')).toMatchObject({ notNull: false, hasDefault: false });
    expect(column('seen_at')?.getSQLType()).toBe('timestamp with time zone');
    expect(column('uploaded_by')).toMatchObject({ notNull: false });
    const references = Object.fromEntries(
      probe.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return [ref.columns[0]?.name, `${getTableConfig(ref.foreignTable).name} ${fk.onDelete}`];
      }),
    );
    expect(references).toEqual({
      user_id: 'users cascade',
      caregiver_id: 'users cascade',
      uploaded_by: 'users set null',
      member_id: 'family_members cascade',
      parent_id: 'users cascade',
    });
    expect(Object.keys(ownedRow())).toEqual(['id', 'userId', 'memberId']);
    const keyed = getTableConfig(pgTable('keyed', { userId: accountKey() }));
    expect(keyed.columns[0]).toMatchObject({ name: 'user_id', primary: true });
    expect(keyed.foreignKeys[0]?.onDelete).toBe('cascade');
  });
});
