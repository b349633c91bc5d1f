import { toPlatformCounts } from './read-ban-statistics';

describe('the overview rows from the database’s figures', () => {
  it('lists every known platform in order, zeros where nothing is recorded, then unknown ids', () => {
    const rows = toPlatformCounts([
      { key: 'youtube', recorded: 11_115, active: 5, underAppeal: 2, restored: 1, creators: 900 },
      { key: 'myspace', recorded: 1, active: 1, underAppeal: 0, restored: 0, creators: 1 },
    ]);
    expect(rows.find((row) => row.platform.id === 'youtube')).toMatchObject({ recorded: 11_115, creatorsAffected: 900 });
    expect(rows.find((row) => row.platform.id === 'x')).toMatchObject({ recorded: 0 });
    expect(rows[rows.length - 1]).toMatchObject({ platform: { id: 'myspace', displayName: 'myspace' }, recorded: 1 });
  });
});
