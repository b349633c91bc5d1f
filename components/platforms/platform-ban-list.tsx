import Link from 'next/link';
import { RestrictionFacts } from '@/components/profiles/restriction-facts';
import { CreatorNote } from '@/components/records/creator-note';
import type { PlatformBanRecord } from '@/lib/content/platform-overview/platform-ban-types';
import { VerificationBadge } from '@/components/records/verification-badge';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { RecordDateLink } from '@/components/records/record-date-link';
import { AppealStatusBadge } from './appeal-status-badge';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatBanDate(date: string | null): string {
  const parsed = date ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? dateFormat.format(parsed) : 'Date not recorded';
}

/**
 * A platform's ban records: when (the date opens the record's permalink, but on the permalink
 * itself), whose (linking to the creator's profile), why, the creator's note and appeal.
 */
export function PlatformBanList({ records, isOwnPage = false }: { records: PlatformBanRecord[]; isOwnPage?: boolean }) {
  return (
    <ol className="platform-ban-list list-unstyled">
      {records.map((record) => (
        <li key={record.id} id={`ban-${record.id}`} className="platform-ban">
          <div className="platform-ban-head">
            <RecordDateLink
              href={recordPathOf('PlatformBan', record.id)}
              dateTime={record.dateOfBan ?? undefined}
              label={formatBanDate(record.dateOfBan)}
              what="ban record"
              className="platform-ban-date"
              isOwnPage={isOwnPage}
            />
            <span className={`platform-ban-state${record.isActive ? ' is-active' : ''}`}>{record.isActive ? 'Active ban' : 'Lifted'}</span>
            <AppealStatusBadge status={record.appealStatus} />
            <VerificationBadge verification={record.verification} href={recordPathOf('PlatformBan', record.id)} />
          </div>
          <p className="platform-ban-creator">
            {record.creator ? (
              <Link href={`/profiles/${encodeURIComponent(record.creator.username)}`}>
                {record.creator.displayName} <span className="text-muted-theme">@{record.creator.username}</span>
              </Link>
            ) : (
              <span className="text-muted-theme">Creator profile not public</span>
            )}
          </p>
          {record.explanation ? <p className="platform-ban-explanation">{record.explanation}</p> : null}
          <RestrictionFacts restriction={record.restriction} start={record.dateOfBan} isOngoing={record.isActive} />
          <CreatorNote text={record.evidence ?? ''} picture={record.evidencePicture ?? null} className="platform-ban-evidence" />
        </li>
      ))}
    </ol>
  );
}
