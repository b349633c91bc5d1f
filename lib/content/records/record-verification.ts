import { VERIFICATION_LABELS, VERIFICATION_LEVELS, type VerificationLevel } from '@/amplify/data/enums';

/**
 * A record's step on the verification ladder (issue 18), as every list and page shows it. The
 * server keeps it on the record (`verification`, set by evidence and by moderators); a record
 * without one is SELF_REPORTED.
 */
export const VERIFICATION_FIELDS = ['verification', 'evidenceItems'] as const;

export type RecordVerification = { level: VerificationLevel; label: string; evidenceItems: number };

export type VerificationWire = { verification?: string | null; evidenceItems?: number | null };

const isVerificationLevel = (value: unknown): value is VerificationLevel => typeof value === 'string' && (VERIFICATION_LEVELS as readonly string[]).includes(value);

export function toRecordVerification(wire: VerificationWire): RecordVerification {
  const level = isVerificationLevel(wire.verification) ? wire.verification : 'SELF_REPORTED';
  const evidenceItems = typeof wire.evidenceItems === 'number' && wire.evidenceItems > 0 ? Math.floor(wire.evidenceItems) : 0;
  return { level, label: VERIFICATION_LABELS[level], evidenceItems };
}

/** The ladder's rungs in order (DISPUTED stands beside them). */
export const LADDER_LEVELS: readonly VerificationLevel[] = ['SELF_REPORTED', 'EVIDENCE_ATTACHED', 'CORROBORATED', 'CONFIRMED'];

/** What a record without a step carries. */
export const SELF_REPORTED: RecordVerification = toRecordVerification({});
