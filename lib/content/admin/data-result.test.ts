import { DataRequestError, unwrapDataResult, unwrapOptionalResult } from './data-result';

describe('unwrapping Data results', () => {
  it('answers a found record, and null for a get that found none', () => {
    expect(unwrapOptionalResult({ data: { id: 's1' } }, 'load the stream')).toEqual({ id: 's1' });
    expect(unwrapOptionalResult({ data: null }, 'load the stream')).toBeNull();
    expect(unwrapOptionalResult({}, 'load the stream')).toBeNull();
  });

  it('throws the server’s words once each, naming what was tried', () => {
    const result = { data: null, errors: [{ message: 'Not Authorized' }, { message: 'Not Authorized' }, { message: 'Timeout' }] };
    expect(() => unwrapOptionalResult(result, 'load the stream')).toThrow(new DataRequestError('Could not load the stream: Not Authorized; Timeout'));
    expect(() => unwrapDataResult(result, 'save the stream')).toThrow('Could not save the stream: Not Authorized; Timeout');
  });

  it('refuses an answer without data where a record was expected', () => {
    expect(() => unwrapDataResult({ data: null }, 'save the stream')).toThrow('Could not save the stream: the server sent nothing back.');
  });
});
