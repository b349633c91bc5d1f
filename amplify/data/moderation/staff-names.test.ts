import { accountIdOf, staffNameFrom, staffNames, STAFF_NAMES_PER_CALL, type StaffDirectoryPort } from './staff-names';

const ADA = '0b3a1c2d-1111-4222-8333-444455556666';
const GONE = '9f8e7d6c-1111-4222-8333-444455556666';
const moderator = { sub: ADA, owner: `${ADA}::${ADA}`, groups: ['MODERATORS'] };

function directory(names: Map<string, string>): StaffDirectoryPort & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async nameOf(sub) {
      asked.push(sub);
      return names.get(sub) ?? null;
    },
  };
}

describe('staffNames', () => {
  it('names each account once, by sub or owner value, and null for one that is gone', async () => {
    const staff = directory(new Map([[ADA, 'ada@example.com']]));
    const answer = await staffNames(staff, moderator, { subs: [ADA, `${ADA}::${ADA}`, GONE] });
    expect(answer).toEqual([
      { sub: ADA, name: 'ada@example.com' },
      { sub: GONE, name: null },
    ]);
    expect(staff.asked).toEqual([ADA, GONE]);
  });

  it('looks up nothing that is not an account id (no filter text reaches the directory)', async () => {
    const staff = directory(new Map());
    const answer = await staffNames(staff, moderator, { subs: ['x" or sub ^= "', '__proto__', 'constructor'] });
    expect(answer.every((entry) => entry.name === null)).toBe(true);
    expect(staff.asked).toEqual([]);
  });

  it('is for moderators and admins only', async () => {
    const staff = directory(new Map([[ADA, 'ada@example.com']]));
    await expect(staffNames(staff, null, { subs: [ADA] })).rejects.toMatchObject({ errorType: 'Unauthorized' });
    await expect(staffNames(staff, { ...moderator, groups: [] }, { subs: [ADA] })).rejects.toMatchObject({ errorType: 'Unauthorized' });
    expect(staff.asked).toEqual([]);
  });

  it(`refuses more than ${STAFF_NAMES_PER_CALL} ids in one call`, async () => {
    const subs = Array.from({ length: STAFF_NAMES_PER_CALL + 1 }, (_, index) => `0b3a1c2d-1111-4222-8333-${String(index).padStart(12, '0')}`);
    await expect(staffNames(directory(new Map()), moderator, { subs })).rejects.toThrow(`subs may hold at most ${STAFF_NAMES_PER_CALL} entries.`);
  });
});

describe('how staff know an account', () => {
  it('prefers the preferred username, then the e-mail address', () => {
    expect(staffNameFrom({ preferredUsername: 'Ada', email: 'ada@example.com' })).toBe('Ada');
    expect(staffNameFrom({ preferredUsername: ' ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(staffNameFrom({})).toBeNull();
  });

  it('reads the sub of an owner value', () => {
    expect(accountIdOf(`${ADA}::ada`)).toBe(ADA);
    expect(accountIdOf(ADA)).toBe(ADA);
  });
});
