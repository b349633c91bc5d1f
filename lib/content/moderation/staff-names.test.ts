import { STAFF_NAMES_PER_CALL } from '@/amplify/data/moderation/staff-names';
import { createStaffNameLoader } from './staff-names';

const sub = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('the staff name loader', () => {
  it('asks once for the ids a render shows together, and never twice for one id', async () => {
    const asked: string[][] = [];
    const load = createStaffNameLoader(async (subs) => {
      asked.push(subs);
      return subs.map((entry) => ({ sub: entry, name: entry === sub(2) ? null : `name of ${entry}` }));
    });
    const names = await Promise.all([load(sub(1)), load(`${sub(2)}::${sub(2)}`), load(sub(1))]);
    expect(names).toEqual([`name of ${sub(1)}`, null, `name of ${sub(1)}`]);
    expect(await load(sub(2))).toBeNull();
    expect(asked).toEqual([[sub(1), sub(2)]]);
  });

  it(`splits a long page into calls of at most ${STAFF_NAMES_PER_CALL}`, async () => {
    const asked: number[] = [];
    const load = createStaffNameLoader(async (subs) => {
      asked.push(subs.length);
      return subs.map((entry) => ({ sub: entry, name: entry }));
    });
    await Promise.all(Array.from({ length: STAFF_NAMES_PER_CALL + 3 }, (_, index) => load(sub(index))));
    expect(asked).toEqual([STAFF_NAMES_PER_CALL, 3]);
  });

  it('asks again after a failed call', async () => {
    let calls = 0;
    const load = createStaffNameLoader(async (subs) => {
      calls += 1;
      if (calls === 1) throw new Error('Network error');
      return subs.map((entry) => ({ sub: entry, name: 'Ada' }));
    });
    await expect(load(sub(1))).rejects.toThrow('Network error');
    expect(await load(sub(1))).toBe('Ada');
    expect(calls).toBe(2);
  });
});
