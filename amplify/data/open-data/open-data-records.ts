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

/**
 * Each record is one flat object literal, its fields written out: spreading shared parts into it
 * (`{ ...common, ...restriction }`) cost more than everything else a download does per record
 * (issue 50: 50–80 µs a record under load, most of the data API's resolver time; a literal is a
 * few µs).
 */
export function toOpenBanRecord(id: string, doc: Document, creator: string | null) {
  const restriction = restrictionOf(doc);
  const platformId = text(doc, 'platformId');
  return {
    id,
    // A ban's platform is its Platform record's id, keyed as the statistics count it (the platform fact's platformKey).
    platform: platformId === null ? null : platformKey(platformId),
    creator,
    appealStatus: appealStatusOf(doc),
    verification: verificationOf(doc),
    evidence: text(doc, 'evidence'),
    evidenceSha256: hashesOf(doc),
    createdAt: text(doc, 'createdAt'),
    updatedAt: text(doc, 'updatedAt'),
    dateOfBan: text(doc, 'dateOfBan'),
    isActive: flag(doc, 'isActive'),
    explanation: text(doc, 'explanation'),
    restrictionCategory: restriction ? categoryOf(restriction) : null,
    restriction,
    policyCited: text(doc, 'policyCited'),
    endDate: text(doc, 'endDate'),
    statementOfReasons: flag(doc, 'statementOfReasons'),
    contentUrl: text(doc, 'contentUrl'),
  };
}

export function toOpenShadowbanReport(id: string, doc: Document, creator: string | null) {
  const restriction = restrictionOf(doc);
  return {
    id,
    platform: text(doc, 'platform'),
    creator,
    appealStatus: appealStatusOf(doc),
    verification: verificationOf(doc),
    evidence: text(doc, 'evidence'),
    evidenceSha256: hashesOf(doc),
    createdAt: text(doc, 'createdAt'),
    updatedAt: text(doc, 'updatedAt'),
    date: text(doc, 'date'),
    category: text(doc, 'category'),
    restrictionType: text(doc, 'restrictionType'),
    description: text(doc, 'description'),
    financialImpact: amount(doc, 'financialImpact'),
    restrictionCategory: restriction ? categoryOf(restriction) : null,
    restriction,
    policyCited: text(doc, 'policyCited'),
    endDate: text(doc, 'endDate'),
    statementOfReasons: flag(doc, 'statementOfReasons'),
    contentUrl: text(doc, 'contentUrl'),
  };
}

export type OpenBanRecord = ReturnType<typeof toOpenBanRecord>;
export type OpenShadowbanReport = ReturnType<typeof toOpenShadowbanReport>;
