import { NO_RESTRICTION } from '@/lib/content/records/record-restriction';
import type { RecordTrail } from '@/lib/content/records/read-record-trail';
import { toRecordVerification } from '@/lib/content/records/record-verification';
import { buildRecordJsonLd, recordShareDescription, type RecordSummary } from './record-json-ld';

const summary: RecordSummary = {
  model: 'PlatformBan',
  id: 'ban-1',
  title: 'YouTube ban of Ada',
  platform: 'YouTube',
  start: '2025-03-12',
  restriction: { ...NO_RESTRICTION, restriction: { value: 'DECISION_ACCOUNT_SUSPENDED', label: 'Account suspended', category: 'DECISION_ACCOUNT', categoryLabel: 'Account' } },
  verification: toRecordVerification({ verification: 'CORROBORATED', evidenceItems: 1 }),
  appealLabel: 'Restored on appeal',
  creator: { username: 'ada', displayName: 'Ada' },
  createdAt: '2025-03-13T10:00:00.000Z',
  updatedAt: '2025-04-01T10:00:00.000Z',
};

const trail: RecordTrail = {
  appealEvents: [
    { id: 'e1', kind: 'FILED', date: '2025-03-14', note: null },
    { id: 'e2', kind: 'RESTORED', date: '2025-04-01', note: 'Back' },
  ],
  evidence: [
    { id: 'i1', kind: 'FILE', text: null, fileUrl: '/s3/bucket/evidence-items/i1/notice.png', fileName: 'notice.png', sha256: 'a'.repeat(64), size: 2048, contentType: 'image/png', submittedAt: '2025-03-13T11:00:00.000Z', supersedes: null, supersededBy: null },
  ],
  verificationSteps: [],
  replies: [],
  hasMore: { verificationSteps: false, replies: false },
};

describe('a record’s structured data and share card', () => {
  it('describes what happened, when, the appeal and how far it was checked', () => {
    expect(recordShareDescription(summary, 'Suspended for "spam".')).toBe(
      'Account suspended on YouTube from 12 Mar 2025. Restored on appeal. Verification: Corroborated. Suspended for "spam".',
    );
    expect(recordShareDescription({ ...summary, restriction: NO_RESTRICTION, start: null }, null)).toBe('Ban on YouTube. Restored on appeal. Verification: Corroborated.');
  });

  it('is a schema.org Report with its evidence hashes, appeal events, author and the open data set', () => {
    const data = buildRecordJsonLd(summary, trail, 'https://example.org');
    expect(data).toMatchObject({
      '@type': 'Report',
      url: 'https://example.org/bans/ban-1',
      identifier: 'ban-1',
      datePublished: summary.createdAt,
      dateModified: summary.updatedAt,
      about: { '@type': 'Organization', name: 'YouTube' },
      author: { '@type': 'Person', name: 'Ada', url: 'https://example.org/profiles/ada' },
      license: 'https://creativecommons.org/licenses/by/4.0/',
      creativeWorkStatus: 'Corroborated',
      abstract: '2025-03-14: Appeal filed; 2025-04-01: Restored on appeal',
      associatedMedia: [{ '@type': 'MediaObject', sha256: 'a'.repeat(64), encodingFormat: 'image/png', contentSize: '2048 B', contentUrl: 'https://example.org/s3/bucket/evidence-items/i1/notice.png' }],
    });
    expect(data.isPartOf).toMatchObject({ '@type': 'Dataset', distribution: { contentUrl: 'https://example.org/data/bans.csv' } });
  });

  it('names no author for a record whose creator is not public', () => {
    expect(buildRecordJsonLd({ ...summary, creator: null }, { ...trail, evidence: [], appealEvents: [] }, 'https://example.org')).not.toHaveProperty('author');
  });
});
