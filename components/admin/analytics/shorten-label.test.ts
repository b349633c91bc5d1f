import { AXIS_LABEL_MAX_LENGTH, shortenLabel } from './shorten-label';

describe('shortening a chart label', () => {
  it('keeps a label that fits as it is', () => {
    expect(shortenLabel('the-appeal-queue')).toBe('the-appeal-queue');
    expect(shortenLabel('x'.repeat(AXIS_LABEL_MAX_LENGTH))).toBe('x'.repeat(AXIS_LABEL_MAX_LENGTH));
  });

  it('cuts a longer label to the limit, ellipsis included', () => {
    const label = shortenLabel('why-platforms-shadowban-creators-without-telling-them', 20);
    expect(label).toBe('why-platforms-shado…');
    expect(Array.from(label)).toHaveLength(20);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(shortenLabel('Session start and more words', 15)).toBe('Session start…');
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    expect(shortenLabel('😀'.repeat(30), 5)).toBe('😀😀😀😀…');
  });
});
