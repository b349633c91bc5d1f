import { DSA_RESTRICTIONS } from '../enums';
import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import { CONTENT_URL_LIMIT, POLICY_CITED_LIMIT } from './read-restriction';
import type { RecordCaller, RecordClock } from './records-port';
import { saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { saveMyProfile } from './save-my-profile';
import { refusal } from './refusal.test-helper';

/** The restriction fields of issue 18 on bans and shadowban reports, through the shared creator rules. */
const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::sub-anika', groups: [] };
let ids = 0;
const clock: RecordClock = { now: new Date('2026-11-20T10:00:00.000Z'), newId: () => `id-${++ids}` };

const restriction = {
  dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED',
  policyCited: 'Community Guidelines: spam, deceptive practices and scams',
  endDate: '2026-04-01',
  statementOfReasons: true,
  contentUrl: 'https://www.youtube.com/@anika',
};
const banArgs = { platformId: 'youtube', isActive: false, dateOfBan: '2026-03-01', explanation: 'Strike three.', ...restriction };
const reportArgs = { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-03-01', ...restriction, dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED' };

async function withProfile() {
  const port = createInMemoryRecordsPort();
  await saveMyProfile(port, anika, clock, { username: 'anika', displayName: 'Anika' });
  return port;
}

describe('the restriction of a ban or shadowban report', () => {
  it('saves a ban with its DSA restriction, policy, end date, statement of reasons and content link', async () => {
    const port = await withProfile();
    const saved = await saveMyPlatformBan(port, anika, clock, { ...banArgs, policyCited: '  Spam policy  ' });
    expect(saved).toMatchObject({ ...restriction, policyCited: 'Spam policy' });
    expect(port.all('PlatformBan')[0]).toMatchObject({ dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', endDate: '2026-04-01', statementOfReasons: true });
  });

  it('saves a shadowban report with them too, and an end date on the start date itself', async () => {
    const port = await withProfile();
    const saved = await saveMyShadowbanReport(port, anika, clock, { ...reportArgs, endDate: '2026-03-01', statementOfReasons: false });
    expect(saved).toMatchObject({ dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', endDate: '2026-03-01', statementOfReasons: false, restrictionType: 'Demoted' });
  });

  it('accepts every value of the database, and none at all (older records have none)', async () => {
    const port = await withProfile();
    for (const value of DSA_RESTRICTIONS) await saveMyPlatformBan(port, anika, clock, { ...banArgs, dsaRestriction: value });
    const bare = await saveMyPlatformBan(port, anika, clock, { platformId: 'x', dateOfBan: '2026-01-01' });
    expect(bare).toMatchObject({ dsaRestriction: null, policyCited: null, endDate: null, statementOfReasons: null, contentUrl: null });
    expect(port.all('PlatformBan')).toHaveLength(DSA_RESTRICTIONS.length + 1);
  });

  it('clears the fields an update leaves out', async () => {
    const port = await withProfile();
    const first = await saveMyPlatformBan(port, anika, clock, banArgs);
    const again = await saveMyPlatformBan(port, anika, clock, { id: first.id, platformId: 'youtube', dateOfBan: '2026-03-01' });
    expect(again).toMatchObject({ id: first.id, dsaRestriction: null, contentUrl: null });
  });

  it.each([
    ['an unknown restriction', { dsaRestriction: 'DECISION_ACCOUNT_BANISHED' }, `dsaRestriction must be one of ${DSA_RESTRICTIONS.join(', ')}.`],
    ['a category instead of a value', { dsaRestriction: 'DECISION_ACCOUNT' }, `dsaRestriction must be one of ${DSA_RESTRICTIONS.join(', ')}.`],
    ['an end date before the start', { endDate: '2026-02-28' }, 'endDate cannot be before dateOfBan (2026-03-01).'],
    ['an end date that is no day', { endDate: '2026-02-30' }, 'endDate must be a date as YYYY-MM-DD.'],
    ['a javascript: link', { contentUrl: 'javascript:alert(1)' }, 'contentUrl must be a web address starting with https:// or http://.'],
    ['a link without a scheme', { contentUrl: 'youtube.com/watch?v=1' }, 'contentUrl must be a web address starting with https:// or http://.'],
    ['a link with spaces', { contentUrl: 'https://example.com/a b' }, 'contentUrl must be a web address starting with https:// or http://.'],
    ['an overlong link', { contentUrl: `https://example.com/${'a'.repeat(CONTENT_URL_LIMIT)}` }, `contentUrl must be at most ${CONTENT_URL_LIMIT} characters.`],
    ['an overlong policy', { policyCited: 'p'.repeat(POLICY_CITED_LIMIT + 1) }, `policyCited must be at most ${POLICY_CITED_LIMIT} characters.`],
    ['a statement of reasons that is not true or false', { statementOfReasons: 'yes' }, 'statementOfReasons must be true or false.'],
  ])('refuses %s on a ban and saves nothing', async (_what, change, message) => {
    const port = await withProfile();
    expect(await refusal(saveMyPlatformBan(port, anika, clock, { ...banArgs, ...change }))).toEqual({ errorType: 'BadRequest', message });
    expect(port.all('PlatformBan')).toHaveLength(0);
    expect(port.all('Profile')[0]).toMatchObject({ totalBans: 0 });
  });

  it('refuses a report whose end date is before the day it started, and saves nothing', async () => {
    const port = await withProfile();
    expect(await refusal(saveMyShadowbanReport(port, anika, clock, { ...reportArgs, endDate: '2026-01-31' }))).toEqual({
      errorType: 'BadRequest',
      message: 'endDate cannot be before date (2026-03-01).',
    });
    expect(await refusal(saveMyShadowbanReport(port, anika, clock, { ...reportArgs, contentUrl: 'ftp://example.com/file' }))).toMatchObject({ errorType: 'BadRequest' });
    expect(port.all('ShadowbanExperience')).toHaveLength(0);
  });
});
