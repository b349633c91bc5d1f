import { evidenceFileError, formatBytes, supersededByOf, toAppealEventInput, validateAppealEvent, validateEvidenceText } from './trail-forms';

const today = '2026-11-20';

describe('the appeal event form', () => {
  it('asks what happened, a real day not in the future nor before the record, and a short note', () => {
    expect(validateAppealEvent({ kind: '', date: '2026-11-21', note: 'x'.repeat(1001) }, today, null)).toEqual({
      kind: 'Choose what happened',
      date: 'The date cannot be in the future',
      note: 'Please keep the note under 1000 characters',
    });
    expect(validateAppealEvent({ kind: 'FILED', date: '2026-02-28', note: '' }, today, '2026-03-01').date).toBe("The date cannot be before the record's own date (2026-03-01)");
    expect(validateAppealEvent({ kind: 'RESTORED', date: '2026-03-01', note: 'ok' }, today, '2026-03-01')).toEqual({ kind: undefined, date: undefined, note: undefined });
  });

  it('sends an empty note as none', () => {
    expect(toAppealEventInput({ kind: 'FILED', date: ' 2026-03-02 ', note: '  ' })).toEqual({ kind: 'FILED', date: '2026-03-02', note: null });
  });
});

describe('the evidence form', () => {
  it('takes text up to 20,000 characters, not blank', () => {
    expect(validateEvidenceText({ text: '  ' }).text).toBeDefined();
    expect(validateEvidenceText({ text: 'x'.repeat(20_001) }).text).toBe('Please keep the text under 20000 characters');
    expect(validateEvidenceText({ text: 'The notice.' }).text).toBeUndefined();
  });

  it('takes pictures and PDFs up to 10 MB, nothing else', () => {
    expect(evidenceFileError(null)).toBe('Choose a file first');
    expect(evidenceFileError({ type: 'image/svg+xml', size: 10 })).toMatch(/^This kind of file cannot be evidence/);
    expect(evidenceFileError({ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toMatch(/^This file is too large/);
    expect(evidenceFileError({ type: 'image/png', size: 0 })).toBe('This file is empty');
    expect(evidenceFileError({ type: 'image/webp', size: 5000 })).toBeNull();
  });

  it('marks each corrected item with the item that corrects it, and reads sizes', () => {
    expect([...supersededByOf([{ id: 'a' }, { id: 'b', supersedes: 'a' }, { id: 'c', supersedes: null }])]).toEqual([['a', 'b']]);
    expect([formatBytes(512), formatBytes(2048), formatBytes(3 * 1024 * 1024)]).toEqual(['512 bytes', '2.0 KB', '3.0 MB']);
  });
});
