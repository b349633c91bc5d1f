import { a } from '@aws-amplify/data-schema';

/**
 * What a creator writes on a platform ban and a shadowban report (SPEC §3): the models and the
 * saveMy… mutations' arguments take them from here, so the two cannot drift. Functions, so each
 * use gets builders of its own.
 */

/**
 * How the platform restricted the creator, in the DSA Transparency Database's terms (issue 18),
 * added beside SPEC §3's fields and optional, since older records have none. The period starts
 * at the record's own date (dateOfBan, date); `endDate` is when it ended or was lifted.
 */
const restrictionFields = () => ({
  /** One of the database's decision values; its category is the value's prefix. */
  dsaRestriction: a.ref('DsaRestriction'),
  /** The policy or rule the platform cited, in its words. */
  policyCited: a.string(),
  endDate: a.date(),
  /** true when the platform gave a statement of reasons (DSA Art. 17). */
  statementOfReasons: a.boolean(),
  /** An http(s) address of the affected content or of the platform's notice. */
  contentUrl: a.string(),
});

/**
 * The creator's consent (issue 18): true shows the record anonymised — in statistics, platform
 * pages, its permalink and the open data, never on their profile nor under their username (it is
 * filed under a profileId of its own; its AnonymousAuthorship entry, which only its owner and moderators
 * read, says whose it is; amplify/data/creator-records/anonymous-records.ts).
 */
const consentFields = () => ({ isAnonymous: a.boolean() });

export const platformBanFields = () => ({
  isActive: a.boolean(),
  dateOfBan: a.date(),
  explanation: a.string(),
  evidence: a.string(),
  appealStatus: a.ref('AppealStatus'),
  ...restrictionFields(),
  ...consentFields(),
});

export const shadowbanReportFields = () => ({
  platform: a.string().required(),
  category: a.string().required(),
  description: a.string().required(),
  restrictionType: a.string().required(),
  date: a.date().required(),
  evidence: a.string(),
  financialImpact: a.float(),
  appealStatus: a.ref('AppealStatus'),
  ...restrictionFields(),
  ...consentFields(),
});

/**
 * What the server keeps on a ban or report from its trail (record-trail-models.ts), so lists show
 * it without reading the trail: never an argument of the saveMy… mutations.
 */
export const serverSetTrailFields = () => ({
  /** The record's step on the verification ladder; none means SELF_REPORTED. */
  verification: a.ref('VerificationLevel'),
  /** How many evidence items it has (superseded ones included). */
  evidenceItems: a.integer(),
  /** Each item's SHA-256, oldest first: lists and the open data carry them without reading the items. */
  evidenceSha256: a.string().array(),
});
