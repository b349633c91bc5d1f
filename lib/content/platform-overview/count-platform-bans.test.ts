import { countPlatformBans, isInBanView, totalPlatformBans } from './count-platform-bans';
import { sortBansByDate, toPlatformBanRecord } from './list-platform-bans';
import type { PlatformBanRecord } from './platform-ban-types';
import { NO_RESTRICTION } from '../records/record-restriction';
import { SELF_REPORTED } from '../records/record-verification';

function ban(platformId: string, isActive: boolean, appealStatus: PlatformBanRecord['appealStatus'], username = 'mara'): PlatformBanRecord {
  return { id: `${platformId}-${username}-${appealStatus}`, platformId, isActive, appealStatus, dateOfBan: null, explanation: null, evidence: null, restriction: NO_RESTRICTION, verification: SELF_REPORTED, creator: { username, displayName: username } };
}

describe('countPlatformBans', () => {
  const records = [
    ban('youtube', false, 'RESTORED'),
    ban('youtube', true, 'PENDING', 'dorian'),
    ban('youtube', true, 'REJECTED', 'dorian'),
    ban('x', true, 'PENDING'),
    ban('odysee', true, 'NONE'),
  ];
  const rows = countPlatformBans(records);

  it('counts recorded, active, under appeal and restored bans per platform', () => {
    expect(rows.find((row) => row.platform.id === 'youtube')).toMatchObject({ recorded: 3, active: 2, underAppeal: 1, restored: 1, creatorsAffected: 2 });
    expect(rows.find((row) => row.platform.id === 'x')).toMatchObject({ recorded: 1, active: 1, underAppeal: 1, restored: 0 });
  });

  it('lists every known platform, with zeros, and keeps records of unknown platforms', () => {
    expect(rows.slice(0, 9).map((row) => row.platform.id)).toEqual(['x', 'youtube', 'rumble', 'facebook', 'instagram', 'tiktok', 'substack', 'medium', 'twitch']);
    expect(rows.find((row) => row.platform.id === 'medium')).toMatchObject({ recorded: 0, active: 0 });
    expect(rows[9]).toMatchObject({ platform: { id: 'odysee', displayName: 'odysee' }, recorded: 1 });
  });

  it('adds every platform up in the totals', () => {
    expect(totalPlatformBans(rows)).toEqual({ recorded: 5, active: 4, underAppeal: 2, restored: 1 });
  });
});

describe('isInBanView', () => {
  it('puts a record in the slices its state names', () => {
    const record = ban('x', true, 'PENDING');
    expect(['all', 'active', 'appeal', 'restored'].filter((view) => isInBanView(record, view as never))).toEqual(['all', 'active', 'appeal']);
  });
});

describe('toPlatformBanRecord', () => {
  it('reshapes the wire record, lower-casing the platform id and defaulting the appeal status', () => {
    expect(toPlatformBanRecord({ id: 'b1', platformId: 'YouTube', isActive: null, appealStatus: null, profile: { username: 'mara', displayName: null } })).toEqual({
      id: 'b1',
      platformId: 'youtube',
      isActive: false,
      dateOfBan: null,
      explanation: null,
      evidence: null,
      evidencePicture: null,
      appealStatus: 'NONE',
      restriction: NO_RESTRICTION, verification: SELF_REPORTED,
      creator: { username: 'mara', displayName: 'mara' },
    });
  });

  it('reads the restriction with its category, keeping only http(s) content links', () => {
    const wire = { id: 'b3', dsaRestriction: 'DECISION_MONETARY_SUSPENSION', policyCited: ' Ad policy ', endDate: '2025-02-01', statementOfReasons: false, contentUrl: 'https://example.com/v' } as const;
    expect(toPlatformBanRecord(wire).restriction).toEqual({
      restriction: { value: 'DECISION_MONETARY_SUSPENSION', label: 'Monetary payments suspended', category: 'DECISION_MONETARY', categoryLabel: 'Monetary payments' },
      policyCited: 'Ad policy',
      endDate: '2025-02-01',
      statementOfReasons: false,
      contentUrl: 'https://example.com/v',
    });
    expect(toPlatformBanRecord({ ...wire, dsaRestriction: 'BANISHED' as never, contentUrl: 'javascript:alert(1)' }).restriction).toMatchObject({ restriction: null, contentUrl: null });
  });

  it('has no creator when the profile is gone', () => {
    expect(toPlatformBanRecord({ id: 'b2', profile: null }).creator).toBeNull();
  });
});

describe('sortBansByDate', () => {
  it('puts the newest first and undated ones last', () => {
    const dated = (id: string, dateOfBan: string | null) => ({ ...ban('x', true, 'NONE'), id, dateOfBan });
    expect(sortBansByDate([dated('a', '2023-01-01'), dated('b', null), dated('c', '2025-01-01')]).map((record) => record.id)).toEqual(['c', 'a', 'b']);
  });
});
