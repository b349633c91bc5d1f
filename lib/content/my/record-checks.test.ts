import { appealStatusError, EVIDENCE_LIMIT, evidenceError } from './record-checks';

describe('the checks a ban and a shadowban report share', () => {
  it('accepts evidence up to the limit, blank evidence, and refuses a longer one', () => {
    expect(evidenceError('x'.repeat(EVIDENCE_LIMIT))).toBeUndefined();
    expect(evidenceError('')).toBeUndefined();
    expect(evidenceError('x'.repeat(EVIDENCE_LIMIT + 1))).toBe(`Please keep your note under ${EVIDENCE_LIMIT} characters`);
  });

  it('accepts the appeal statuses of the schema only', () => {
    expect(appealStatusError('NONE')).toBeUndefined();
    expect(appealStatusError('RESTORED')).toBeUndefined();
    expect(appealStatusError('restored')).toBe('Choose an appeal status');
    expect(appealStatusError('')).toBe('Choose an appeal status');
  });
});
