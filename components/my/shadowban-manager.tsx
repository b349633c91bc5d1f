'use client';

import { deleteMyShadowban, listMyShadowbans, type MyShadowban } from '@/lib/content/my/my-records-store';
import { formatDay, formatLoss } from '@/lib/content/profiles/profile-labels';
import { toShadowbanReport } from '@/lib/content/profiles/to-public-profile';
import { RecordManager } from './record-manager';
import { RecordTrailPanel } from './record-trail-panel';
import { VerificationBadge } from '@/components/records/verification-badge';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { RecordSummary } from './record-summary';
import { ShadowbanForm } from './shadowban-form';
import { useProfileRecords, type ProfileRecordsProps } from './use-profile-records';

const reportLabelOf = (wire: MyShadowban) => `${toShadowbanReport(wire).platform.displayName} report of ${formatDay(wire.date)}`;

/** "My shadowban reports": add, edit and delete; the estimated loss and limited platforms follow. */
export function ShadowbanManager(props: ProfileRecordsProps) {
  const { client } = props;
  const { load, afterChange } = useProfileRecords('shadowban', listMyShadowbans, props);
  return (
    <RecordManager<MyShadowban>
      noun="shadowban report"
      addLabel="Add a shadowban report"
      emptyText="You have not reported any shadowban experiences."
      load={load}
      remove={(report) => deleteMyShadowban(client, report.id)}
      afterChange={afterChange}
      labelOf={reportLabelOf}
      renderItem={(wire) => {
        const report = toShadowbanReport(wire);
        return (
          <RecordSummary
            platform={report.platform}
            date={report.date}
            appealStatus={report.appealStatus}
            isAnonymous={wire.isAnonymous === true}
            verification={<VerificationBadge verification={report.verification} href={recordPathOf('ShadowbanExperience', report.id)} />}
            badges={
              <>
                <span className="standing-badge standing-neutral">{report.category}</span>
                <span className="standing-badge standing-limited">{report.restrictionType}</span>
              </>
            }
            text={report.description}
          >
            {report.financialImpact !== null && <p className="record-summary-text">Financial impact: {formatLoss(report.financialImpact)}</p>}
          </RecordSummary>
        );
      }}
      renderForm={(formProps) => <ShadowbanForm {...formProps} client={client} />}
      renderTrail={(report, onRecordChanged) => (
        <RecordTrailPanel client={client} model="ShadowbanExperience" id={report.id} recordLabel={reportLabelOf(report)} since={report.date} onRecordChanged={onRecordChanged} />
      )}
    />
  );
}
