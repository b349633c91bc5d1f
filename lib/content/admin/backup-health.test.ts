import { backupHealthFrom, describeAge } from './backup-health';

describe('the backups line of the admin overview', () => {
  it('reads the probe’s backup detail, and tells a server without a schedule from one it cannot read', () => {
    expect(backupHealthFrom({ status: 'ready', checks: {}, backup: { lastBackupAt: '2026-11-25T09:30:00.000Z', ageSeconds: 9000, lastRun: 'ok' } })).toEqual({
      kind: 'scheduled',
      lastBackupAt: '2026-11-25T09:30:00.000Z',
      ageSeconds: 9000,
      lastRun: 'ok',
    });
    expect(backupHealthFrom({ status: 'ready', checks: {}, backup: { lastBackupAt: null, ageSeconds: null, lastRun: 'failed' } })).toEqual({
      kind: 'scheduled',
      lastBackupAt: null,
      ageSeconds: null,
      lastRun: 'failed',
    });
    expect(backupHealthFrom({ status: 'unavailable', checks: { database: 'failed' } })).toEqual({ kind: 'not-scheduled' });
    for (const odd of [null, 'ready', [], { message: 'Not found' }, { status: 'ready', backup: { lastRun: 'maybe' } }, { status: 'ready', backup: [] }]) {
      expect(backupHealthFrom(odd)).toEqual({ kind: 'unknown' });
    }
    expect(backupHealthFrom({ status: 'ready', backup: { lastBackupAt: 'yesterday', ageSeconds: -5, lastRun: 'ok' } })).toEqual({ kind: 'scheduled', lastBackupAt: null, ageSeconds: null, lastRun: 'ok' });
  });

  it('says the age in its largest whole unit', () => {
    expect(describeAge(20)).toBe('less than a minute');
    expect(describeAge(60)).toBe('1 minute');
    expect(describeAge(9000)).toBe('2 hours');
    expect(describeAge(3 * 86_400 + 5)).toBe('3 days');
  });
});
