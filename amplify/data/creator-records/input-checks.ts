import { badRequest } from './record-rule-error';

/**
 * Reading a mutation's arguments against the rules the site's forms also apply: GraphQL has
 * checked the types already, these check presence, length and shape, each refusal naming the
 * field. Text is trimmed; empty optional text is stored as null.
 */
export type Args = Readonly<Record<string, unknown>>;

/** `label` is how a refusal names the field (a form's words, "Name"); the field's own name by default. */
export function readText(args: Args, field: string, options: { isRequired?: boolean; maxLength: number; label?: string }): string | null {
  const value = Object.hasOwn(args, field) ? args[field] : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  const label = options.label ?? field;
  if (!text) {
    if (options.isRequired) throw badRequest(`${label} is required.`);
    return null;
  }
  if (text.length > options.maxLength) throw badRequest(`${label} must be at most ${options.maxLength} characters.`);
  return text;
}

export function readRequiredText(args: Args, field: string, maxLength: number): string {
  return readText(args, field, { isRequired: true, maxLength }) as string;
}

export function readTextList(args: Args, field: string, options: { maxItems: number; maxLength: number }): string[] {
  const value = Object.hasOwn(args, field) ? args[field] : undefined;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} must be a list.`);
  const items = [...new Set(value.map((item) => (typeof item === 'string' ? item.trim() : '')).filter(Boolean))];
  if (items.length > options.maxItems) throw badRequest(`${field} may hold at most ${options.maxItems} entries.`);
  const tooLong = items.find((item) => item.length > options.maxLength);
  if (tooLong) throw badRequest(`${field} entries must be at most ${options.maxLength} characters.`);
  return items;
}

export function readOneOf<T extends string>(args: Args, field: string, allowed: readonly T[], options: { isRequired?: boolean } = {}): T | null {
  const value = readText(args, field, { isRequired: options.isRequired, maxLength: 200 });
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${field} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** An AWSDate (YYYY-MM-DD) that is a real day and, when `notAfter` is given, not after it. */
export function readDate(args: Args, field: string, options: { isRequired?: boolean; notAfter?: Date }): string | null {
  const value = readText(args, field, { isRequired: options.isRequired, maxLength: 10 });
  if (value === null) return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== value) throw badRequest(`${field} must be a date as YYYY-MM-DD.`);
  if (options.notAfter && value > options.notAfter.toISOString().slice(0, 10)) throw badRequest(`${field} cannot be in the future.`);
  return value;
}

export function readAmount(args: Args, field: string, options: { max: number }): number | null {
  const value = Object.hasOwn(args, field) ? args[field] : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > options.max) {
    throw badRequest(`${field} must be an amount from 0 to ${options.max}.`);
  }
  return Math.round(value * 100) / 100;
}

export function readBoolean(args: Args, field: string): boolean | null {
  const value = Object.hasOwn(args, field) ? args[field] : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false.`);
  return value;
}

/**
 * An absolute http(s) address, shown to every visitor as a link: other schemes (javascript:,
 * data:) and addresses with spaces or without a dotted host are refused.
 */
export function readWebUrl(args: Args, field: string, options: { maxLength: number }): string | null {
  const value = readText(args, field, { maxLength: options.maxLength });
  if (value === null) return null;
  let url: URL | null = null;
  try {
    url = /\s/.test(value) ? null : new URL(value);
  } catch {
    url = null;
  }
  const isWeb = (url?.protocol === 'https:' || url?.protocol === 'http:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  if (!isWeb) throw badRequest(`${field} must be a web address starting with https:// or http://.`);
  return value;
}

/** The id of the record an update names, or null for a new record. */
export function readId(args: Args): string | null {
  const value = Object.hasOwn(args, 'id') ? args.id : undefined;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 128) throw badRequest('id must be a record id.');
  return value;
}
