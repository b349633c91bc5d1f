import { toWaitingRecord } from './verification-queue';

describe('a record waiting for a moderator to check its evidence', () => {
  it('is named and linked as its permalink, with what it says and how much evidence it has', () => {
    expect(
      toWaitingRecord('PlatformBan', { id: 'b1', platformId: 'tiktok', dateOfBan: '2025-02-03', explanation: 'Banned for a dance.', verification: 'EVIDENCE_ATTACHED', evidenceItems: 2 }),
    ).toEqual({
      model: 'PlatformBan',
      id: 'b1',
      name: 'TikTok ban of 3 February 2025',
      href: '/bans/b1',
      evidenceItems: 2,
      context: { creator: null, excerpt: 'Banned for a dance.', level: 'Evidence attached' },
    });
    expect(toWaitingRecord('ShadowbanExperience', { id: 'r1', platform: 'X', restrictionType: 'Search ban' })).toMatchObject({
      name: 'X (Twitter) shadowban report: Search ban',
      href: '/shadowban-reports/r1',
      evidenceItems: 0,
    });
  });
});
