import type { Queryable } from '../../../core/database/database';
import type { PoolGroup } from '../../../../amplify/auth/pool-settings';
import { announceUserChange } from '../signed-in-users/user-change-notices';
import { toDate, toOptionalNumber } from './rows';

export interface GroupRecord {
  name: string;
  precedence: number | null;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Makes the declared groups exist with their declared precedence; groups are never dropped silently. */
export async function syncDeclaredGroups(db: Queryable, groups: readonly PoolGroup[]): Promise<void> {
  for (const group of groups) {
    await db.query(
      `INSERT INTO user_pool_groups (name, precedence) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET precedence = EXCLUDED.precedence, updated_at = now()
        WHERE user_pool_groups.precedence IS DISTINCT FROM EXCLUDED.precedence`,
      [group.name, group.precedence],
    );
  }
}

export async function findGroup(db: Queryable, name: string): Promise<GroupRecord | null> {
  const { rows } = await db.query('SELECT * FROM user_pool_groups WHERE name = $1', [name]);
  const [row] = rows;
  return row
    ? {
        name: String(row.name),
        precedence: toOptionalNumber(row.precedence),
        description: (row.description as string | null) ?? null,
        createdAt: toDate(row.created_at),
        updatedAt: toDate(row.updated_at),
      }
    : null;
}

/** The user's groups, best precedence first, as Cognito orders cognito:groups. */
export async function listGroupsForUser(db: Queryable, sub: string): Promise<GroupRecord[]> {
  const { rows } = await db.query(
    `SELECT g.* FROM user_pool_group_members m JOIN user_pool_groups g ON g.name = m.group_name
      WHERE m.user_sub = $1 ORDER BY g.precedence NULLS LAST, g.name`,
    [sub],
  );
  return rows.map((row) => ({
    name: String(row.name),
    precedence: toOptionalNumber(row.precedence),
    description: (row.description as string | null) ?? null,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  }));
}

// Membership is part of the user record signed-in users are kept with, so changes are announced.
export async function addUserToGroup(db: Queryable, sub: string, groupName: string): Promise<void> {
  await db.query(
    'INSERT INTO user_pool_group_members (user_sub, group_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [sub, groupName],
  );
  await announceUserChange(db, sub);
}

export async function removeUserFromGroup(db: Queryable, sub: string, groupName: string): Promise<void> {
  await db.query('DELETE FROM user_pool_group_members WHERE user_sub = $1 AND group_name = $2', [
    sub,
    groupName,
  ]);
  await announceUserChange(db, sub);
}
