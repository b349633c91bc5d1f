import type { PoolContext } from '../../pool-context';
import { invalidParameter } from '../errors';
import {
  optionalInteger,
  optionalString,
  readStringList,
  requireUserPoolId,
  type JsonObject,
} from '../input';
import { listUsers, normalizeEmail, type UserListQuery } from '../store/users';
import { toUserType } from './admin-user';

const MAX_LIMIT = 60;
const FILTER_PATTERN = /^\s*([\w:]+)\s*(\^?=)\s*"((?:[^"\\]|\\.)*)"\s*$/;
/** The filterable attributes and their columns; a Map, since the name comes from the request. */
const FILTER_COLUMNS: ReadonlyMap<string, NonNullable<UserListQuery['filter']>['column']> = new Map([
  ['email', 'email'],
  ['username', 'username'],
  ['sub', 'sub'],
  ['cognito:user_status', 'status'],
]);

/** Cognito's `attribute = "value"` / `attribute ^= "value"` filter, for the attributes with their own column. */
function parseFilter(filter: string | undefined): UserListQuery['filter'] {
  if (!filter) return undefined;
  const match = FILTER_PATTERN.exec(filter);
  const column = match ? FILTER_COLUMNS.get(match[1]) : undefined;
  if (!match || !column) throw invalidParameter(`Invalid filter: ${filter}`);
  const raw = match[3].replace(/\\(.)/g, '$1');
  return { column, operator: match[2] as '=' | '^=', value: column === 'email' ? normalizeEmail(raw) : raw };
}

function readPaginationToken(token: string | undefined): number {
  if (!token) return 0;
  const offset = Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) throw invalidParameter('Invalid pagination token.');
  return offset;
}

/** ListUsers – users in creation order, a page at a time. */
export async function listUsersOperation(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireUserPoolId(pool, input);
  const limit = optionalInteger(input, 'Limit') ?? MAX_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) throw invalidParameter(`Limit must be between 1 and ${MAX_LIMIT}.`);
  const offset = readPaginationToken(optionalString(input, 'PaginationToken'));
  const attributeNames = readStringList(input, 'AttributesToGet');
  // One extra row tells whether another page exists.
  const users = await listUsers(pool.db, {
    filter: parseFilter(optionalString(input, 'Filter')),
    limit: limit + 1,
    offset,
  });
  const page = users.slice(0, limit);
  return {
    Users: page.map((user) => toUserType(user, attributeNames)),
    ...(users.length > limit ? { PaginationToken: Buffer.from(String(offset + limit)).toString('base64url') } : {}),
  };
}
