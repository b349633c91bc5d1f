'use client';

import { deleteMyBan, listMyBans, type MyPlatformBan } from '@/lib/content/my/my-records-store';
import { platformLabelOf } from '@/lib/content/profiles/platform-label';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import { toBanRecord } from '@/lib/content/profiles/to-public-profile';
import { BanForm } from './ban-form';
import { RecordManager } from './record-manager';
import { RecordTrailPanel } from './record-trail-panel';
import { VerificationBadge } from '@/components/records/verification-badge';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { RecordSummary } from './record-summary';
import { useProfileRecords, type ProfileRecordsProps } from './use-profile-records';

const banLabelOf = (ban: MyPlatformBan) => `${platformLabelOf(ban.platformId ?? '').displayName} ban of ${formatDay(ban.dateOfBan)}`;

/** "My platform bans": the creator's bans with add, edit and delete; totals follow each change. */
export function BanManager(props: ProfileRecordsProps) {
  const { client } = props;
  const { load, afterChange } = useProfileRecords('ban', listMyBans, props);
  return (
    <RecordManager<MyPlatformBan>
      noun="ban"
      addLabel="Add a platform ban"
      emptyText="You have not recorded any platform bans."
      load={load}
      remove={(ban) => deleteMyBan(client, ban.id)}
      afterChange={afterChange}
      labelOf={banLabelOf}
      renderItem={(wire) => {
        const ban = toBanRecord(wire);
        return (
          <RecordSummary
            platform={ban.platform}
            date={ban.dateOfBan}
            appealStatus={ban.appealStatus}
            isAnonymous={wire.isAnonymous === true}
            verification={<VerificationBadge verification={ban.verification} href={recordPathOf('PlatformBan', ban.id)} />}
            badges={<span className={`standing-badge ${ban.isActive ? 'standing-banned' : 'standing-restored'}`}>{ban.isActive ? 'Active ban' : 'Lifted'}</span>}
            text={ban.explanation}
          />
        );
      }}
      renderForm={(formProps) => <BanForm {...formProps} client={client} />}
      renderTrail={(ban, onRecordChanged) => (
        <RecordTrailPanel client={client} model="PlatformBan" id={ban.id} recordLabel={banLabelOf(ban)} since={ban.dateOfBan ?? null} onRecordChanged={onRecordChanged} />
      )}
    />
  );
}
