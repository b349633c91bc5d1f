import { OpenDataReadAhead } from './open-data-read-ahead';

describe('OpenDataReadAhead', () => {
  const version = (value: string | null) => () => Promise.resolve(value);

  it('gives the rows read ahead once, when they were read from the current version', async () => {
    const readAhead = new OpenDataReadAhead<number>();
    readAhead.start('page 2', async () => ({ rows: [1, 2], version: '7' }));
    expect(await readAhead.take('page 3', version('7'))).toBeUndefined();
    expect(await readAhead.take('page 2', version('7'))).toEqual([1, 2]);
    expect(await readAhead.take('page 2', version('7'))).toBeUndefined();
  });

  it('gives nothing when the records changed since, when the read found no row, or when it failed', async () => {
    const readAhead = new OpenDataReadAhead<number>();
    readAhead.start('changed', async () => ({ rows: [1], version: '7' }));
    readAhead.start('empty', async () => ({ rows: [], version: null }));
    readAhead.start('failed', () => Promise.reject(new Error('connection lost')));
    expect(await readAhead.take('changed', version('8'))).toBeUndefined();
    expect(await readAhead.take('empty', version(null))).toBeUndefined();
    expect(await readAhead.take('failed', version('7'))).toBeUndefined();
  });

  it('asks for the current version while the read is still under way', async () => {
    const readAhead = new OpenDataReadAhead<number>();
    let finish: (rows: { rows: number[]; version: string }) => void = () => undefined;
    readAhead.start('page', () => new Promise((resolve) => (finish = resolve)));
    let asked = false;
    const taking = readAhead.take('page', async () => {
      asked = true;
      return 'v2';
    });
    await Promise.resolve();
    expect(asked).toBe(true);
    finish({ rows: [1], version: 'v1' });
    expect(await taking).toBeUndefined();
  });
});
