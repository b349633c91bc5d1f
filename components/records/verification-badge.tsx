import Link from 'next/link';
import type { VerificationLevel } from '@/amplify/data/enums';
import type { RecordVerification } from '@/lib/content/records/record-verification';

const ICONS: Readonly<Record<VerificationLevel, string>> = {
  SELF_REPORTED: 'bi-person',
  EVIDENCE_ATTACHED: 'bi-paperclip',
  CORROBORATED: 'bi-people',
  CONFIRMED: 'bi-patch-check',
  DISPUTED: 'bi-exclamation-triangle',
};

/** A record's step on the verification ladder, linking to its permalink's verification history. */
export function VerificationBadge({ verification, href }: { verification: RecordVerification; href: string }) {
  return (
    <Link href={`${href}#verification`} className={`verification-badge verification-${verification.level.toLowerCase().replace('_', '-')}`}>
      <i className={`bi ${ICONS[verification.level]}`} aria-hidden="true" />
      <span className="visually-hidden">Verification: </span>
      {verification.label}
    </Link>
  );
}
