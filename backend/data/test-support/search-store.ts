import { serializeFacts } from '../store/record-store';
import type { Queryable } from '../../core/database/database';

/** What the generated store holds, so a test states exact expectations without asking the API. */
export interface GeneratedBan {
  id: string;
  platformId: string;
  year: number;
  /** The record's date (YYYY-MM-DD). */
  date: string;
  appealStatus: string;
  /** The DSA restriction value, '' when the record gives none. */
  restriction: string;
  /** The step on the verification ladder, SELF_REPORTED when the record has none. */
  verification: string;
}

export interface SearchStore {
  bans: GeneratedBan[];
  /** Shadowban reports, with the platform as the catalogue id. */
  reports: GeneratedBan[];
  recordCount: number;
}

const PLATFORMS = ['x', 'youtube', 'rumble', 'facebook', 'instagram', 'tiktok', 'substack', 'medium', 'twitch'];
const APPEALS = ['NONE', 'PENDING', 'REJECTED', 'RESTORED'];
// Every fourth record gives no restriction; the others one of five values over three categories.
const RESTRICTIONS = ['', 'DECISION_ACCOUNT_SUSPENDED', 'DECISION_ACCOUNT_TERMINATED', 'DECISION_VISIBILITY_CONTENT_DEMOTED', '', 'DECISION_MONETARY_SUSPENSION', 'DECISION_VISIBILITY_CONTENT_REMOVED', ''];
// Most records are self-reported (usually with no verification stored at all).
const VERIFICATIONS = ['SELF_REPORTED', 'SELF_REPORTED', 'EVIDENCE_ATTACHED', 'SELF_REPORTED', 'CORROBORATED', 'SELF_REPORTED', 'CONFIRMED'];
const FILLER = ['policy', 'review', 'channel', 'audience', 'notice', 'video', 'account', 'community', 'guidelines', 'report'];

const sentence = (n: number, extra = '') => `${Array.from({ length: 12 }, (_, i) => FILLER[(n + i * 7) % FILLER.length]).join(' ')} ${extra}`.trim();

/**
 * A few thousand public records written straight into data_records with SQL, as a bulk load or a
 * restore would (no API, no extra step), for the search suite: 1,000 profiles, 1,500 briefs with
 * HTML bodies, 1,800 bans and 600 shadowban reports spread over platforms, years and appeal
 * states (every ban and report says "throttled"), 40 personalities and 40 streams.
 */
export async function loadSearchStore(db: Queryable): Promise<SearchStore> {
  const rows: { model: string; id: string; doc: Record<string, unknown> }[] = [];
  const put = (model: string, doc: Record<string, unknown> & { id: string }) =>
    rows.push({ model, id: doc.id, doc: { createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z', ...doc } });
  for (let n = 0; n < 1000; n += 1)
    put('Profile', { id: `gen-profile-${n}`, userId: `gen-user-${n}`, username: `gencreator${n}`, displayName: `Generated Creator ${n}`, bio: sentence(n) });
  for (let n = 0; n < 1500; n += 1) {
    put('Brief', {
      id: `gen-brief-${n}`,
      userId: `gen-user-${n % 1000}`,
      profileId: `gen-profile-${n % 1000}`,
      username: `gencreator${n % 1000}`,
      title: `Generated brief ${n}`,
      slug: `generated-brief-${n}`,
      description: sentence(n),
      longDescription: `<p>${sentence(n + 3)}</p><p><a href="https://example.com/attrword">a link</a></p>`,
      blogDate: `20${18 + (n % 7)}-03-0${1 + (n % 9)}`,
      month: 'March',
      categories: 'Power',
      status: 'PUBLISHED',
    });
  }
  const bans: GeneratedBan[] = [];
  for (let n = 0; n < 1800; n += 1) {
    const ban = {
      id: `gen-ban-${String(n).padStart(4, '0')}`,
      platformId: PLATFORMS[n % 9],
      year: 2019 + (n % 6),
      // Days across the year, so a date range cuts within one.
      date: `${2019 + (n % 6)}-${String(1 + (n % 12)).padStart(2, '0')}-15`,
      appealStatus: APPEALS[n % 4],
      restriction: RESTRICTIONS[n % RESTRICTIONS.length],
      verification: VERIFICATIONS[n % VERIFICATIONS.length],
    };
    bans.push(ban);
    put('PlatformBan', {
      id: ban.id,
      profileId: `gen-profile-${n % 1000}`,
      platformId: ban.platformId,
      isActive: n % 3 === 0,
      dateOfBan: ban.date,
      ...(ban.restriction ? { dsaRestriction: ban.restriction } : {}),
      ...(ban.verification === 'SELF_REPORTED' && n % 2 === 0 ? {} : { verification: ban.verification }),
      // Every fifth leaves the status out: it reads as NONE, as the site shows it.
      ...(ban.appealStatus === 'NONE' && n % 5 === 0 ? {} : { appealStatus: ban.appealStatus }),
      explanation: `Account throttled after a ${FILLER[n % FILLER.length]} dispute`,
      evidence: sentence(n),
    });
  }
  const reports: GeneratedBan[] = [];
  for (let n = 0; n < 600; n += 1) {
    const report = {
      id: `gen-report-${n}`,
      platformId: PLATFORMS[n % 9],
      year: 2019 + (n % 6),
      date: `${2019 + (n % 6)}-02-10`,
      appealStatus: APPEALS[n % 4],
      restriction: RESTRICTIONS[(n + 3) % RESTRICTIONS.length],
      verification: VERIFICATIONS[(n + 1) % VERIFICATIONS.length],
    };
    reports.push(report);
    put('ShadowbanExperience', {
      id: report.id,
      profileId: `gen-profile-${n % 1000}`,
      platform: report.platformId.toUpperCase(),
      category: 'Reach',
      restrictionType: 'Search suppression',
      date: report.date,
      appealStatus: report.appealStatus,
      ...(report.restriction ? { dsaRestriction: report.restriction } : {}),
      ...(report.verification === 'SELF_REPORTED' ? {} : { verification: report.verification }),
      description: `Posts throttled in search for ${FILLER[n % FILLER.length]}`,
    });
  }
  for (let n = 0; n < 40; n += 1) {
    put('Personality', { id: `gen-personality-${n}`, name: `Gen Personality ${n}`, displayName: `Gen ${n}`, bio: sentence(n) });
    put('Stream', { id: `gen-stream-${n}`, title: `Generated stream ${n}`, description: sentence(n), url: '/media/x.mp4', slug: `generated-stream-${n}` });
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db.query(
      `INSERT INTO data_records (model, id, doc, facts) SELECT x->>'model', x->>'id', x->'doc', (x->>'facts')::jsonb FROM jsonb_array_elements($1::jsonb) AS x`,
      [JSON.stringify(rows.slice(start, start + 1000).map((row) => ({ ...row, facts: serializeFacts(row.model, row.doc) })))],
    );
  }
  return { bans, reports, recordCount: rows.length };
}
