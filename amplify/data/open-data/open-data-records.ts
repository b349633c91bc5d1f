import { APPEAL_STATUSES, categoryOfDsaRestriction, isDsaRestriction, VERIFICATION_LEVELS } from '../enums';
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

/** The record's step on the verification ladder; a record without one is self-reported. */
function verificationOf(doc: Document): string {
  const level = text(doc, 'verification');
  return level && (VERIFICATION_LEVELS as readonly string[]).includes(level) ? level : 'SELF_REPORTED';
}

/**
 * Where its appeal stands; a record without one has none. A stored value outside the enum (never
 * written by the rules) reads as none too: GraphQL would refuse it and fail the whole download.
 */
function appealStatusOf(doc: Document): string {
  const status = text(doc, 'appealStatus');
  return status && (APPEAL_STATUSES as readonly string[]).includes(status) ? status : 'NONE';
}

/** Its evidence items' SHA-256 hashes, oldest first, separated by spaces; null when it has none. */
function hashesOf(doc: Document): string | null {
  const hashes = Object.hasOwn(doc, 'evidenceSha256') && Array.isArray(doc.evidenceSha256) ? doc.evidenceSha256 : [];
  const valid = hashes.filter((hash): hash is string => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash));
  return valid.length ? valid.join(' ') : null;
}

/** The fields every exported record has. */
function commonFields(id: string, doc: Document, creator: string | null, platform: string | null) {
  return {
    id,
    platform,
    creator,
    appealStatus: appealStatusOf(doc),
    verification: verificationOf(doc),
    evidence: text(doc, 'evidence'),
    evidenceSha256: hashesOf(doc),
    createdAt: text(doc, 'createdAt'),
    updatedAt: text(doc, 'updatedAt'),
  };
}

/**
 * The restriction in the DSA Transparency Database's names (issue 18), with its category derived
 * from the value; a stored value the database does not have is left out rather than published.
 */
function restrictionFields(doc: Document) {
  const restriction = Object.hasOwn(doc, 'dsaRestriction') && isDsaRestriction(doc.dsaRestriction) ? doc.dsaRestriction : null;
  return {
    restrictionCategory: restriction ? categoryOfDsaRestriction(restriction) : null,
    restriction,
    policyCited: text(doc, 'policyCited'),
    endDate: text(doc, 'endDate'),
    statementOfReasons: flag(doc, 'statementOfReasons'),
    contentUrl: text(doc, 'contentUrl'),
  };
}

/** A ban's platform is its Platform record's id, keyed as the statistics count it (the platform fact's platformKey). */
const platformOf = (platformId: string | null) => (platformId === null ? null : platformKey(platformId));

export function toOpenBanRecord(id: string, doc: Document, creator: string | null) {
  return {
    ...commonFields(id, doc, creator, platformOf(text(doc, 'platformId'))),
    dateOfBan: text(doc, 'dateOfBan'),
    isActive: flag(doc, 'isActive'),
    explanation: text(doc, 'explanation'),
    ...restrictionFields(doc),
  };
}

export function toOpenShadowbanReport(id: string, doc: Document, creator: string | null) {
  return {
    ...commonFields(id, doc, creator, text(doc, 'platform')),
    date: text(doc, 'date'),
    category: text(doc, 'category'),
    restrictionType: text(doc, 'restrictionType'),
    description: text(doc, 'description'),
    financialImpact: amount(doc, 'financialImpact'),
    ...restrictionFields(doc),
  };
}

export type OpenBanRecord = ReturnType<typeof toOpenBanRecord>;
export type OpenShadowbanReport = ReturnType<typeof toOpenShadowbanReport>;
