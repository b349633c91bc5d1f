'use client';

import { useCallback } from 'react';
import { syncProfileTotals, type MyProfile } from '@/lib/content/my/my-profile-store';
import { deleteMyShadowban, listMyShadowbans, type MyShadowban } from '@/lib/content/my/my-records-store';
import { recordRefresh } from '@/lib/content/my/public-refresh';
import { APPEAL_STATUS_LABELS, APPEAL_TONES, formatDay, formatLoss } from '@/lib/content/profiles/profile-labels';
import { toShadowbanReport } from '@/lib/content/profiles/to-public-profile';
import { refreshPublicPages, type BrowserDataClient } from '@/lib/data/browser-data';
import { RecordManager } from './record-manager';
import { ShadowbanForm } from './shadowban-form';

type ShadowbanManagerProps = { client: BrowserDataClient; profile: MyProfile; onProfileChanged: (profile: MyProfile) => void };

/** "My shadowban reports": add, edit and delete; the estimated loss and limited platforms follow. */
export function ShadowbanManager({ client, profile, onProfileChanged }: ShadowbanManagerProps) {
  const load = useCallback(() => listMyShadowbans(client, profile.id), [client, profile.id]);
  const afterChange = async () => {
    onProfileChanged(await syncProfileTotals(client, profile));
    await refreshPublicPages(recordRefresh('shadowban', profile.username));
  };
  return (
    <RecordManager<MyShadowban>
      noun="shadowban report"
      addLabel="Add a shadowban report"
      emptyText="You have not reported any shadowban experiences."
      load={load}
      remove={(report) => deleteMyShadowban(client, report.id)}
      afterChange={afterChange}
      labelOf={(wire) => `${toShadowbanReport(wire).platform.displayName} report of ${formatDay(wire.date)}`}
      renderItem={(wire) => {
        const report = toShadowbanReport(wire);
        return (
          <div className="record-summary">
            <p className="record-summary-head">
              <strong>
                <i className={`bi ${report.platform.iconClass}`} aria-hidden="true" /> {report.platform.displayName}
              </strong>
              <time dateTime={report.date}>{formatDay(report.date)}</time>
              <span className="standing-badge standing-neutral">{report.category}</span>
              <span className="standing-badge standing-limited">{report.restrictionType}</span>
              <span className={`standing-badge ${APPEAL_TONES[report.appealStatus]}`}>{APPEAL_STATUS_LABELS[report.appealStatus]}</span>
            </p>
            <p className="record-summary-text">{report.description}</p>
            {report.financialImpact !== null && <p className="record-summary-text">Financial impact: {formatLoss(report.financialImpact)}</p>}
          </div>
        );
      }}
      renderForm={(props) => <ShadowbanForm {...props} client={client} profileId={profile.id} />}
    />
  );
}
