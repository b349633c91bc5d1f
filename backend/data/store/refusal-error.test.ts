import { DataApiError } from '../operations/data-api-error';
import { FilterError } from './compile-filter';
import { InvalidNextTokenError } from './next-token';
import { RefusalError } from './refusal-error';

describe('refusal errors', () => {
  it.each([
    ['DataApiError', () => new DataApiError('Unauthorized', 'no')],
    ['FilterError', () => new FilterError('no')],
    ['InvalidNextTokenError', () => new InvalidNextTokenError()],
  ])('a %s is made without a stack trace, and other errors keep theirs', (_name, make) => {
    const refusal = make();
    expect(refusal).toBeInstanceOf(RefusalError);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.stack ?? '').not.toMatch(/\n\s+at /);
    expect(new Error('fault').stack).toMatch(/\n\s+at /);
  });

  it('leaves the stack trace limit as it found it', () => {
    const before = Error.stackTraceLimit;
    Error.stackTraceLimit = 7;
    try {
      void new RefusalError('no');
      expect(Error.stackTraceLimit).toBe(7);
    } finally {
      Error.stackTraceLimit = before;
    }
  });
});
