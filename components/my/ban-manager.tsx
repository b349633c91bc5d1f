'use client';

import { useCallback } from 'react';
import { deleteMyBan, listMyBans, type MyPlatformBan } from '@/lib/content/my/my-records-store';
import { syncProfileTotals, type MyProfile } from '@/lib/content/my/my-profile-store';
import { recordRefresh } from '@/lib/content/my/public-refresh';
import { platformLabelOf } from '@/lib/content/profiles/platform-label';
import { toBanRecord } from '@/lib/content/profiles/to-public-profile';
import { APPEAL_STATUS_LABELS, APPEAL_TONES, formatDay } from '@/lib/content/profiles/profile-labels';
import { refreshPublicPages, type BrowserDataClient } from '@/lib/data/browser-data';
import { BanForm } from './ban-form';
import { RecordManager } from './record-manager';

type BanManagerProps = { client: BrowserDataClient; profile: MyProfile; onProfileChanged: (profile: MyProfile) => void };

/** "My platform bans": the creator's bans with add, edit and delete; totals follow each change. */
export function BanManager({ client, profile, onProfileChanged }: BanManagerProps) {
  const load = useCallback(() => listMyBans(client, profile.id), [client, profile.id]);
  const afterChange = async () => {
    onProfileChanged(await syncProfileTotals(client, profile));
    await refreshPublicPages(recordRefresh('ban', profile.username));
  };
  return (
    <RecordManager<MyPlatformBan>
      noun="ban"
      addLabel="Add a platform ban"
      emptyText="You have not recorded any platform bans."
      load={load}
      remove={(ban) => deleteMyBan(client, ban.id)}
      afterChange={afterChange}
      labelOf={(ban) => `${platformLabelOf(ban.platformId ?? '').displayName} ban of ${formatDay(ban.dateOfBan)}`}
      renderItem={(wire) => {
        const ban = toBanRecord(wire);
        return (
          <div className="record-summary">
            <p className="record-summary-head">
              <strong>
                <i className={`bi ${ban.platform.iconClass}`} aria-hidden="true" /> {ban.platform.displayName}
              </strong>
              <time dateTime={ban.dateOfBan ?? undefined}>{formatDay(ban.dateOfBan)}</time>
              <span className={`standing-badge ${ban.isActive ? 'standing-banned' : 'standing-restored'}`}>{ban.isActive ? 'Active ban' : 'Lifted'}</span>
              <span className={`standing-badge ${APPEAL_TONES[ban.appealStatus]}`}>{APPEAL_STATUS_LABELS[ban.appealStatus]}</span>
            </p>
            <p className="record-summary-text">{ban.explanation}</p>
          </div>
        );
      }}
      renderForm={(props) => <BanForm {...props} client={client} profileId={profile.id} />}
    />
  );
}
