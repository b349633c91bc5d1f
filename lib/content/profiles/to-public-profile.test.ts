import { groupBansByPlatform, toBanRecord, toProfileBrief, toProfileSummary, toPublicProfile, toShadowbanReport } from './to-public-profile';
import type { PlatformBanWire, ProfileDetailWire, ShadowbanWire } from './profile-wire';

const ADA_IDENTITY = 'us-west-2:3f1c0d2e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const wireProfile: ProfileDetailWire = {
  id: 'p1',
  username: 'ada',
  displayName: 'Ada Quill',
  bio: null,
  avatarUrl: '',
  totalBans: 2,
  totalEstimatedLoss: 1200.5,
  dateFirstRestricted: '2024-01-02',
  activePlatforms: ['SUBSTACK', null, 'SUBSTACK'],
  bannedPlatforms: ['YOUTUBE'],
  limitedPlatforms: ['X'],
  platformsAffected: ['X', 'YOUTUBE'],
  xLink: 'https://x.com/ada',
  youtubeLink: 'javascript:alert(1)',
  rumbleLink: null,
  facebookLink: null,
  instagramLink: null,
  tiktokLink: null,
  substackLink: 'https://ada.substack.com',
  mediumLink: null,
  twitchLink: null,
  blogLink: 'https://ada.example',
  schedule: null,
  solanaAddress: null,
  platformStatus: ['X:LIMITED', 'YOUTUBE:BANNED', 'SUBSTACK:SOMETHING', ''],
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function ban(overrides: Partial<PlatformBanWire>): PlatformBanWire {
  return { id: 'b', platformId: 'youtube', isActive: true, dateOfBan: '2024-01-01', explanation: 'e', evidence: null, appealStatus: null, ...overrides };
}

function report(overrides: Partial<ShadowbanWire>): ShadowbanWire {
  return {
    id: 's',
    platform: 'X',
    category: 'Reach',
    restrictionType: 'Reply deboosting',
    description: 'd',
    date: '2024-02-01',
    evidence: null,
    financialImpact: null,
    appealStatus: null,
    ...overrides,
  };
}

describe('reshaping a profile for the public pages', () => {
  it('fills missing texts, drops blank and repeated platforms and names platforms for people', () => {
    const summary = toProfileSummary(wireProfile);
    expect(summary).toMatchObject({ bio: '', avatarUrl: null, totalBans: 2 });
    expect(summary.activePlatforms).toEqual([{ name: 'SUBSTACK', displayName: 'Substack', iconClass: 'bi-substack' }]);
    expect(summary.bannedPlatforms.map((platform) => platform.displayName)).toEqual(['YouTube']);
  });

  it('shows only http(s) links, in card order, and the blog last', () => {
    const profile = toPublicProfile(wireProfile);
    expect(profile.links.map((link) => link.label)).toEqual(['X (Twitter)', 'Substack', 'Blog']);
  });

  it('reads platform standings and shows an unknown standing as active', () => {
    const profile = toPublicProfile(wireProfile);
    expect(profile.platformStatus.map(({ name, standing }) => `${name}:${standing}`)).toEqual(['X:LIMITED', 'YOUTUBE:BANNED', 'SUBSTACK:ACTIVE']);
  });

  it('reads a ban without a flag as lifted and without an appeal as NONE', () => {
    expect(toBanRecord(ban({ isActive: null }))).toMatchObject({ isActive: false, appealStatus: 'NONE', evidence: '' });
  });

  it('keeps a shadowban report’s financial impact only when it is a number', () => {
    expect(toShadowbanReport(report({ financialImpact: 12.5 })).financialImpact).toBe(12.5);
    expect(toShadowbanReport(report({ financialImpact: null })).financialImpact).toBeNull();
  });

  it('groups bans per platform, the most recently hit platform first and each group newest first', () => {
    const groups = groupBansByPlatform(
      [
        ban({ id: 'y-old', platformId: 'youtube', dateOfBan: '2023-01-01' }),
        ban({ id: 'x-new', platformId: 'x', dateOfBan: '2025-03-01' }),
        ban({ id: 'y-undated', platformId: 'youtube', dateOfBan: null }),
        ban({ id: 'y-new', platformId: 'youtube', dateOfBan: '2024-06-01' }),
      ].map((wire) => toBanRecord(wire)),
      (platformId) => (platformId === 'youtube' ? 7 : 1),
    );
    expect(groups.map((group) => [group.platform.name, group.total, group.bans.map((item) => item.id)])).toEqual([
      ['X', 1, ['x-new']],
      ['YOUTUBE', 7, ['y-new', 'y-old', 'y-undated']],
    ]);
  });

  it('shows uploaded pictures through the storage target and keeps addresses as they are', () => {
    const pictures = { bucket: 'bucket', region: 'us-west-2', endpoint: 'http://localhost:3000/_aws/s3' };
    const avatar = `profile-avatar/${ADA_IDENTITY}/avatar-1.png?v=e1`;
    const evidence = 'picture-submissions/us-west-2:ada/evidence-1.png?v=e2';
    const profile = toPublicProfile({ ...wireProfile, avatarUrl: avatar }, pictures);
    expect(profile.avatarUrl).toBe(`http://localhost:3000/_aws/s3/bucket/profile-avatar/${encodeURIComponent(ADA_IDENTITY)}/avatar-1.png?variant=w320&v=e1`);
    expect(toBanRecord(ban({ evidence: `The notice\n${evidence}` }), pictures)).toMatchObject({
      evidence: 'The notice',
      evidencePicture: { src: expect.stringContaining('evidence-1.png?variant=w640&v=e2'), href: expect.stringContaining('evidence-1.png?v=e2') },
    });
    expect(toShadowbanReport(report({ evidence: 'https://example.com/stats' }), pictures)).toMatchObject({ evidence: 'https://example.com/stats', evidencePicture: null });
    expect(toProfileSummary({ ...wireProfile, avatarUrl: '/artwork/avatar/ada.svg' }).avatarUrl).toBe('/artwork/avatar/ada.svg');
  });

  it.each([
    ['a site path that does something', '/logout'],
    ['another site’s address', 'https://tracker.example/pixel.png'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['another upload folder', `picture-submissions/${ADA_IDENTITY}/evidence-1.png`],
  ])('shows the default picture for a stored avatar saveMyProfile would refuse now: %s', (_, avatarUrl) => {
    const pictures = { bucket: 'bucket', region: 'us-west-2', endpoint: 'http://localhost:3000/_aws/s3' };
    expect(toPublicProfile({ ...wireProfile, avatarUrl }, pictures).avatarUrl).toBeNull();
    expect(toProfileSummary({ ...wireProfile, avatarUrl }, pictures).avatarUrl).toBeNull();
  });

  it('links only to a stored link that is an http(s) address, whatever the record holds', () => {
    const links = toPublicProfile({
      ...wireProfile,
      xLink: 'data:text/html,<script>alert(1)</script>',
      youtubeLink: 'JaVaScRiPt:alert(1)',
      rumbleLink: '//evil.example/x',
      twitchLink: '/logout',
      blogLink: 'http://ada.example/blog',
    }).links;
    expect(links.map((link) => link.href)).toEqual(['https://ada.substack.com', 'http://ada.example/blog']);
  });

  it('shows a brief without a thumbnail as having none', () => {
    expect(toProfileBrief({ slug: 'b', title: 'B', description: 'b', blogDate: '2025-01-01', categories: 'Power', thumbnail: '' }, null).thumbnail).toBeNull();
  });
});
