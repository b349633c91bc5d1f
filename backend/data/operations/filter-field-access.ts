import type { DataModel } from '../declaration/data-model';
import type { Access } from '../policy/access';
import type { FilterInput } from '../store/compile-filter';
import { notAuthorized } from './data-api-error';
import type { DataRequestContext } from './request-context';

const COMBINATORS = new Set(['and', 'or', 'not']);

/** The fields a filter or condition names, at any depth of and/or/not. */
function namedFields(filter: FilterInput, into: Set<string>): Set<string> {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (!COMBINATORS.has(key)) into.add(key);
    else for (const item of Array.isArray(value) ? value : [value]) if (item && typeof item === 'object') namedFields(item as FilterInput, into);
  }
  return into;
}

/** Whether every record the caller reaches through `rows` is one on which `field` reads for them. */
function isReadableOnEveryRow(field: Access, rows: Access): boolean {
  if (field.kind === 'all') return true;
  if (field.kind === 'denied' || rows.kind !== 'owned') return false;
  return rows.owners.every((owner) => field.owners.some((fieldOwner) => fieldOwner.field === owner.field));
}

/**
 * A filter or condition may only name fields the caller may read on every record it reaches:
 * otherwise which records match would tell a guest what a private field holds (whose a record
 * is, which moderator took a step). Refused as AppSync refuses reading the field.
 */
export function refuseUnreadableFilterFields(ctx: DataRequestContext, model: DataModel, filter: FilterInput | null | undefined, rows: Access): void {
  if (!filter) return;
  for (const name of namedFields(filter, new Set())) {
    // Unknown names are compileFilter's to refuse, with its own message.
    if (!model.fields.some((field) => field.name === name)) continue;
    if (!isReadableOnEveryRow(ctx.fieldReadOf(model.name, name), rows)) throw notAuthorized(name, model.name);
  }
}
