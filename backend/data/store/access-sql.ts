import type { Access } from '../policy/decide-access';
import { SqlParams, stringPath } from './sql-params';

/** The authorization layer's answer as a SQL condition: an owner rule becomes a row filter. */
export function accessCondition(access: Access, params: SqlParams): string {
  if (access.kind === 'all') return 'TRUE';
  if (access.kind === 'denied') return 'FALSE';
  const parts = access.owners.map(
    (owner) => `${stringPath(owner.field)} = ANY(${params.add(owner.values)}::text[])`,
  );
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}
