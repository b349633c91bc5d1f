import { APPEAL_STATUSES, categoryOfDsaRestriction, DSA_RESTRICTIONS, VERIFICATION_LEVELS, type DsaRestriction, type DsaRestrictionCategory } from '../enums';
import { platformKey } from '../record-facts/record-facts';

/**
 * What the open data downloads publish of a record: each field named here, read from the stored
 * document with its type checked, so nothing else a document holds (its owner, internal ids)
 * can reach an export. Shared by the local backend and the AWS function.
 */
type Document = Record<string, unknown>;

const text = (doc: Document, field: string): string | null => (Object.hasOwn(doc, field) && typeof doc[field] === 'string' ? (doc[field] as string) : null);
const flag = (doc: Document, field: string): boolean | null => (Object.hasOwn(doc, field) && typeof doc[field] === 'boolean' ? (doc[field] as boolean) : null);
const amount = (doc: Document, field: string): number | null =>
  Object.hasOwn(doc, field) && typeof doc[field] === 'number' && Number.isFinite(doc[field]) ? (doc[field] as number) : null;

/**
 * The enums' values as sets, and each restriction's category, made once: a download asks them of
 * every record, and the lists' includes and the category's search cost more than the rest of a
 * record's fields (issue 50).
 */
const IS_VERIFICATION_LEVEL: ReadonlySet<string> = new Set(VERIFICATION_LEVELS);
const IS_APPEAL_STATUS: ReadonlySet<string> = new Set(APPEAL_STATUSES);
const CATEGORY_OF_RESTRICTION: ReadonlyMap<string, DsaRestrictionCategory> = new Map(DSA_RESTRICTIONS.map((value) => [value, categoryOfDsaRestriction(value)]));

/** The record's step on the verification ladder; a record without one is self-reported. */
function verificationOf(doc: Document): string {
  const level = text(doc, 'verification');
  return level && IS_VERIFICATION_LEVEL.has(level) ? level : 'SELF_REPORTED';
}

/**
 * Where its appeal stands; a record without one has none. A stored value outside the enum (never
 * written by the rules) reads as none too: GraphQL would refuse it and fail the whole download.
 */
function appealStatusOf(doc: Document): string {
  const status = text(doc, 'appealStatus');
  return status && IS_APPEAL_STATUS.has(status) ? status : 'NONE';
}

/**
 * The restriction in the DSA Transparency Database's names (issue 18); its category is derived from
 * the value. A stored value the database does not have is left out rather than published.
 */
function restrictionOf(doc: Document): DsaRestriction | null {
  const value = text(doc, 'dsaRestriction');
  return value !== null && CATEGORY_OF_RESTRICTION.has(value) ? (value as DsaRestriction) : null;
}

/** The category of a restriction restrictionOf returned. */
const categoryOf = (restriction: DsaRestriction): DsaRestrictionCategory => CATEGORY_OF_RESTRICTION.get(restriction) ?? categoryOfDsaRestriction(restriction);

/** Its evidence items' SHA-256 hashes, oldest first, separated by spaces; null when it has none. */
function hashesOf(doc: Document): string | null {
  const hashes = Object.hasOwn(doc, 'evidenceSha256') && Array.isArray(doc.evidenceSha256) ? doc.evidenceSha256 : [];
  const valid = hashes.filter((hash): hash is string => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash));
  return valid.length ? valid.join(' ') : null;
}

/** One published value: text, a flag, an amount, or null when the record has none. */
export type OpenDataValue = string | number | boolean | null;

/**
 * The columns of an open data page's rows (models/open-data-operations.ts): each page answers its
 * records as one JSON text, an array of rows, each row a record's values in these columns' order.
 * Rows, not objects: a page of objects repeated each field's name in every record, and, escaped
 * as the answer's one string, weighed half as much again; every side then made, weighed, sent,
 * parsed and walked those names a record at a time (issue 50). The id comes first in both.
 */
export const OPEN_BAN_COLUMNS = [
  'id',
  'platform',
  'creator',
  'dateOfBan',
  'isActive',
  'explanation',
  'restrictionCategory',
  'restriction',
  'policyCited',
  'endDate',
  'statementOfReasons',
  'contentUrl',
  'appealStatus',
  'verification',
  'evidence',
  'evidenceSha256',
  'createdAt',
  'updatedAt',
] as const;

export const OPEN_SHADOWBAN_COLUMNS = [
  'id',
  'platform',
  'creator',
  'date',
  'category',
  'restrictionType',
  'description',
  'financialImpact',
  'restrictionCategory',
  'restriction',
  'policyCited',
  'endDate',
  'statementOfReasons',
  'contentUrl',
  'appealStatus',
  'verification',
  'evidence',
  'evidenceSha256',
  'createdAt',
  'updatedAt',
] as const;

/**
 * A ban as a row of OPEN_BAN_COLUMNS: one array literal, its values written out in the columns'
 * order (spreading shared parts into a record cost more than everything else a download does per
 * record, issue 50).
 */
export function toOpenBanRow(id: string, doc: Document, creator: string | null): OpenDataValue[] {
  const restriction = restrictionOf(doc);
  const platformId = text(doc, 'platformId');
  return [
    id,
    // A ban's platform is its Platform record's id, keyed as the statistics count it (the platform fact's platformKey).
    platformId === null ? null : platformKey(platformId),
    creator,
    text(doc, 'dateOfBan'),
    flag(doc, 'isActive'),
    text(doc, 'explanation'),
    restriction ? categoryOf(restriction) : null,
    restriction,
    text(doc, 'policyCited'),
    text(doc, 'endDate'),
    flag(doc, 'statementOfReasons'),
    text(doc, 'contentUrl'),
    appealStatusOf(doc),
    verificationOf(doc),
    text(doc, 'evidence'),
    hashesOf(doc),
    text(doc, 'createdAt'),
    text(doc, 'updatedAt'),
  ];
}

/** A shadowban report as a row of OPEN_SHADOWBAN_COLUMNS. */
export function toOpenShadowbanRow(id: string, doc: Document, creator: string | null): OpenDataValue[] {
  const restriction = restrictionOf(doc);
  return [
    id,
    text(doc, 'platform'),
    creator,
    text(doc, 'date'),
    text(doc, 'category'),
    text(doc, 'restrictionType'),
    text(doc, 'description'),
    amount(doc, 'financialImpact'),
    restriction ? categoryOf(restriction) : null,
    restriction,
    text(doc, 'policyCited'),
    text(doc, 'endDate'),
    flag(doc, 'statementOfReasons'),
    text(doc, 'contentUrl'),
    appealStatusOf(doc),
    verificationOf(doc),
    text(doc, 'evidence'),
    hashesOf(doc),
    text(doc, 'createdAt'),
    text(doc, 'updatedAt'),
  ];
}

/** A row as a record: each column's value under its name (for readers who want objects; the downloads read rows). */
export function openDataRecordOf(columns: readonly string[], row: readonly OpenDataValue[]): Record<string, OpenDataValue> {
  // Own properties whatever a column is named (an assignment to `__proto__` would set the prototype).
  return Object.fromEntries(columns.map((column, index) => [column, row[index] ?? null]));
}
