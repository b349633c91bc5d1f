import { SELF_REPORTED, toRecordVerification } from './record-verification';

describe('a record’s step on the verification ladder', () => {
  it('reads a stored level with its label and evidence count', () => {
    expect(toRecordVerification({ verification: 'CONFIRMED', evidenceItems: 3 })).toEqual({ level: 'CONFIRMED', label: 'Confirmed', evidenceItems: 3 });
    expect(toRecordVerification({ verification: 'DISPUTED' }).label).toBe('Disputed');
  });

  it('treats a record without one, or with a value the ladder does not have, as self-reported', () => {
    expect(toRecordVerification({})).toEqual(SELF_REPORTED);
    expect(toRecordVerification({ verification: 'TRUSTED', evidenceItems: -2 })).toEqual({ level: 'SELF_REPORTED', label: 'Self-reported', evidenceItems: 0 });
    expect(toRecordVerification({ verification: 'constructor' }).level).toBe('SELF_REPORTED');
  });
});
