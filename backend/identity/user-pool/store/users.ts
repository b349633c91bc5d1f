import type { Queryable, Row } from '../../../core/database/database';
import { announceUserChange } from '../signed-in-users/user-change-notices';
import { toDate, toOptionalDate, toOptionalNumber, toStringMap } from './rows';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';
export type MfaChallengeName = 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP';

export interface UserRecord {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  /** A new e-mail address that becomes `email` once its code is confirmed. */
  pendingEmail: string | null;
  attributes: Record<string, string>;
  status: UserStatus;
  enabled: boolean;
  srpSalt: string | null;
  srpVerifier: string | null;
  temporaryPasswordExpiresAt: Date | null;
  failedSignInAttempts: number;
  lockedUntil: Date | null;
  totpPendingSecret: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
  totpMfaEnabled: boolean;
  emailMfaEnabled: boolean;
  preferredMfa: MfaChallengeName | null;
  /** Group names, best precedence first (the order of cognito:groups). */
  groups: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** The columns a patch may set, by field. */
const COLUMN_NAMES = {
  email: 'email',
  emailVerified: 'email_verified',
  pendingEmail: 'pending_email',
  attributes: 'attributes',
  status: 'status',
  enabled: 'enabled',
  srpSalt: 'srp_salt',
  srpVerifier: 'srp_verifier',
  temporaryPasswordExpiresAt: 'temporary_password_expires_at',
  failedSignInAttempts: 'failed_sign_in_attempts',
  lockedUntil: 'locked_until',
  totpPendingSecret: 'totp_pending_secret',
  totpSecret: 'totp_secret',
  totpLastStep: 'totp_last_step',
  totpMfaEnabled: 'totp_mfa_enabled',
  emailMfaEnabled: 'email_mfa_enabled',
  preferredMfa: 'preferred_mfa',
} as const satisfies Partial<Record<keyof UserRecord, string>>;

/** A Map, so a patch key no field declares (`constructor`…) finds no column instead of Object's. */
const COLUMNS: ReadonlyMap<string, string> = new Map(Object.entries(COLUMN_NAMES));

export type UserPatch = Partial<Pick<UserRecord, keyof typeof COLUMN_NAMES>>;

export type NewUser = Pick<UserRecord, 'sub' | 'username' | 'email' | 'emailVerified' | 'attributes' | 'status'> &
  Partial<Pick<UserRecord, 'srpSalt' | 'srpVerifier' | 'temporaryPasswordExpiresAt'>>;

/** Every user read comes with its groups, so issuing tokens needs no second query. */
export const USER_COLUMNS = `user_pool_users.*, ARRAY(
  SELECT g.name FROM user_pool_group_members m JOIN user_pool_groups g ON g.name = m.group_name
   WHERE m.user_sub = user_pool_users.sub ORDER BY g.precedence NULLS LAST, g.name
) AS groups`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toUser(row: Row): UserRecord {
  return {
    sub: String(row.sub),
    username: String(row.username),
    email: String(row.email),
    emailVerified: row.email_verified === true,
    pendingEmail: (row.pending_email as string | null) ?? null,
    attributes: toStringMap(row.attributes),
    status: row.status as UserStatus,
    enabled: row.enabled === true,
    srpSalt: (row.srp_salt as string | null) ?? null,
    srpVerifier: (row.srp_verifier as string | null) ?? null,
    temporaryPasswordExpiresAt: toOptionalDate(row.temporary_password_expires_at),
    failedSignInAttempts: Number(row.failed_sign_in_attempts ?? 0),
    lockedUntil: toOptionalDate(row.locked_until),
    totpPendingSecret: (row.totp_pending_secret as string | null) ?? null,
    totpSecret: (row.totp_secret as string | null) ?? null,
    totpLastStep: toOptionalNumber(row.totp_last_step),
    totpMfaEnabled: row.totp_mfa_enabled === true,
    emailMfaEnabled: row.email_mfa_enabled === true,
    preferredMfa: (row.preferred_mfa as MfaChallengeName | null) ?? null,
    groups: Array.isArray(row.groups) ? row.groups.map(String) : [],
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** True when `login` names this user: its e-mail (any case), internal username or sub. */
export function isLoginOf(user: Pick<UserRecord, 'email' | 'username' | 'sub'>, login: string): boolean {
  const trimmed = login.trim();
  return normalizeEmail(trimmed) === user.email || trimmed === user.username || trimmed.toLowerCase() === user.sub;
}

/** By e-mail (case-insensitive), internal username or sub: whatever a client may send as USERNAME. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRecord | null> {
  const trimmed = login.trim();
  if (!trimmed) return null;
  const bySub = UUID_PATTERN.test(trimmed) ? trimmed.toLowerCase() : null;
  const { rows } = await db.query(
    `SELECT ${USER_COLUMNS} FROM user_pool_users
      WHERE email = $1 OR username = $2 OR ($3::uuid IS NOT NULL AND sub = $3::uuid)
      LIMIT 1`,
    [normalizeEmail(trimmed), trimmed, bySub],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserBySub(db: Queryable, sub: string): Promise<UserRecord | null> {
  if (!UUID_PATTERN.test(sub)) return null;
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM user_pool_users WHERE sub = $1`, [sub]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** Inserts the user, or returns null when the e-mail (or username) is taken. */
export async function insertUser(db: Queryable, user: NewUser, now: Date): Promise<UserRecord | null> {
  const { rows } = await db.query(
    `INSERT INTO user_pool_users
       (sub, username, email, email_verified, attributes, status, srp_salt, srp_verifier,
        temporary_password_expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $10)
     ON CONFLICT DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      user.sub,
      user.username,
      normalizeEmail(user.email),
      user.emailVerified,
      JSON.stringify(user.attributes),
      user.status,
      user.srpSalt ?? null,
      user.srpVerifier ?? null,
      user.temporaryPasswordExpiresAt ?? null,
      now,
    ],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * The SET list and its values for a patch ($1 is the sub, $2 the time). Every key must name a
 * column: the SQL is built from the names, so anything else is a programming error, never SQL.
 */
export function buildUserUpdate(patch: UserPatch, now: Date): { assignments: string[]; values: unknown[] } {
  const assignments: string[] = [];
  const values: unknown[] = [now];
  for (const [field, value] of Object.entries(patch)) {
    const column = COLUMNS.get(field);
    if (!column) throw new Error(`No user column for the field "${field}".`);
    if (value === undefined) continue;
    const isAddress = (field === 'email' || field === 'pendingEmail') && typeof value === 'string';
    values.push(field === 'attributes' ? JSON.stringify(value) : isAddress ? normalizeEmail(value) : value);
    assignments.push(`${column} = $${values.length + 1}${field === 'attributes' ? '::jsonb' : ''}`);
  }
  return { assignments: [...assignments, 'updated_at = $2'], values };
}

/**
 * Updates the user; the processes that keep signed-in users are told (after the write, which on
 * the Database has committed; a caller inside a transaction announces after its commit).
 */
export async function updateUser(
  db: Queryable,
  sub: string,
  patch: UserPatch,
  now: Date,
): Promise<UserRecord | null> {
  const { assignments, values } = buildUserUpdate(patch, now);
  const { rows } = await db.query(
    `UPDATE user_pool_users SET ${assignments.join(', ')} WHERE sub = $1 RETURNING ${USER_COLUMNS}`,
    [sub, ...values],
  );
  if (!rows[0]) return null;
  await announceUserChange(db, sub);
  return toUser(rows[0]);
}

/** Deletes the user with their sign-ins (ON DELETE CASCADE); their tokens stop working everywhere. */
export async function deleteUser(db: Queryable, sub: string): Promise<void> {
  await db.query('DELETE FROM user_pool_users WHERE sub = $1', [sub]);
  await announceUserChange(db, sub);
}

/** Counts one wrong password; returns the count so the caller can lock at the limit. */
export async function recordFailedSignIn(db: Queryable, sub: string): Promise<number> {
  const { rows } = await db.query<{ failed_sign_in_attempts: number }>(
    `UPDATE user_pool_users SET failed_sign_in_attempts = failed_sign_in_attempts + 1
      WHERE sub = $1 RETURNING failed_sign_in_attempts`,
    [sub],
  );
  return Number(rows[0]?.failed_sign_in_attempts ?? 0);
}

export async function lockUser(db: Queryable, sub: string, until: Date): Promise<void> {
  await db.query(
    'UPDATE user_pool_users SET failed_sign_in_attempts = 0, locked_until = $2 WHERE sub = $1',
    [sub, until],
  );
}

export async function clearFailedSignIns(db: Queryable, sub: string): Promise<void> {
  await db.query(
    `UPDATE user_pool_users SET failed_sign_in_attempts = 0, locked_until = NULL
      WHERE sub = $1 AND (failed_sign_in_attempts <> 0 OR locked_until IS NOT NULL)`,
    [sub],
  );
}

export interface UserListQuery {
  /** A column and how to compare, from ListUsers' Filter. */
  filter?: { column: 'email' | 'username' | 'sub' | 'status'; operator: '=' | '^='; value: string };
  limit: number;
  offset: number;
}

export async function listUsers(db: Queryable, query: UserListQuery): Promise<UserRecord[]> {
  const values: unknown[] = [query.limit, query.offset];
  let where = '';
  if (query.filter) {
    const { column, operator, value } = query.filter;
    const expression = column === 'sub' ? 'sub::text' : column;
    values.push(operator === '=' ? value : `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where = `WHERE ${expression} ${operator === '=' ? '=' : 'LIKE'} $3`;
  }
  const { rows } = await db.query(
    `SELECT ${USER_COLUMNS} FROM user_pool_users ${where} ORDER BY created_at, sub LIMIT $1 OFFSET $2`,
    values,
  );
  return rows.map(toUser);
}
