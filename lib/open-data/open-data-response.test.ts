import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeToNodeResponse } from 'next/dist/server/pipe-readable';
import { SINCE_MESSAGE } from '@/amplify/data/open-data/open-data-request';
import { expectedCell, hostileRecords, pageOf, parseCsv } from './hostile-records.test-helper';
import { openDataResponse } from './open-data-response';
import { OPEN_DATA_SET_BY_NAME, OPEN_DATA_SETS, type OpenDataSet } from './open-data-sets';
import type { ReadOpenDataPage } from './open-data-stream';
import type { OpenDataRow } from './read-open-data';

const bans = OPEN_DATA_SET_BY_NAME.get('bans') as OpenDataSet;
const ask = (query: string) => new URLSearchParams(query);

/** A data API that answers `pages` of records in turn (the cursor names the next one), as rows, recording each call. */
function pagedReader(pages: OpenDataRow[][]) {
  const calls: { since: string | null; cursor: string | null }[] = [];
  const readPage: ReadOpenDataPage = async (_set, since, cursor) => {
    calls.push({ since, cursor });
    const index = cursor === null ? 0 : Number(cursor);
    return pageOf(pages[index], index + 1 < pages.length ? String(index + 1) : null);
  };
  return { readPage, calls };
}

/** The body as far as it goes, and the error that stopped it, if any. */
async function readBody(response: Response): Promise<{ text: string; error: unknown }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text, error: undefined };
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { text, error };
  }
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe.each(OPEN_DATA_SETS)('the $name download', (set) => {
  const records = hostileRecords(set, 45);
  // Pages as the data API gives them, one empty (a filtered scan page on AWS).
  const pages = [records.slice(0, 20), [], records.slice(20, 21), records.slice(21)];

  it('carries every record of the JSON to the CSV, value for value, through a real CSV parser', async () => {
    const json = JSON.parse(
      (
        await readBody(
          await openDataResponse(set, 'json', ask(''), { readPage: pagedReader(pages).readPage }),
        )
      ).text,
    ) as { records: Record<string, unknown>[]; count: number };
    const csv = await readBody(
      await openDataResponse(set, 'csv', ask(''), { readPage: pagedReader(pages).readPage }),
    );
    expect(csv.error).toBeUndefined();
    const [header, ...rows] = parseCsv(csv.text);
    expect(json.count).toBe(records.length);
    expect(json.records.map((record) => record.id)).toEqual(records.map((record) => record.id));
    expect(rows).toHaveLength(json.records.length);
    json.records.forEach((record, index) =>
      expect(rows[index]).toEqual(header.map((name) => expectedCell(record[name]))),
    );
  });
});

describe('?since=', () => {
  it.each(
    [
      '0000-01-01',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-01-01T25:00:00Z',
      '2024-01-01T23:60:00Z',
      '2024-01-01T23:59:60Z',
      '2024-01-01T12:00:00',
      '2024-01-01T12:00:00+24:00',
      '2024-01-01T12:00:00+02:60',
      '2024-01-01T12:00:00+0200',
      // Valid as written, but outside 0001–9999 once in UTC, where the data API reads it.
      '0001-01-01T00:00:00+01:00',
      '9999-12-31T23:00:00-02:00',
      '2024',
      '1',
      'now',
      'garbage',
      '2024-01-01\u0000',
      '２０２４-01-01',
      '2024-01-01T00:00:00.1234567890Z',
      '__proto__',
      `2024-01-01${'0'.repeat(10_240)}`,
      'x'.repeat(10_240),
    ].map((since) => [
      since.length > 40
        ? `${JSON.stringify(since.slice(0, 12))}… (${since.length} characters)`
        : JSON.stringify(since),
      since,
    ]),
  )('refuses %s with a 400 that says why, before reading anything', async (_name, since) => {
    const { readPage, calls } = pagedReader([[]]);
    const response = await openDataResponse(bans, 'json', ask(`since=${encodeURIComponent(since)}`), {
      readPage,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(`${SINCE_MESSAGE}\n`);
    expect(calls).toEqual([]);
  });

  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['0001-01-01', '0001-01-01T00:00:00.000Z'],
    ['0050-06-01', '0050-06-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ['2026-01-31T12:00:00+02:00', '2026-01-31T10:00:00.000Z'],
    ['2026-01-31T00:30-01:00', '2026-01-31T01:30:00.000Z'],
    ['2024-01-01T00:00:00.123456789Z', '2024-01-01T00:00:00.123Z'],
    [' 2024-01-01 ', '2024-01-01T00:00:00.000Z'],
    ['', null],
  ])('reads %j as %j', async (since, expected) => {
    const { readPage, calls } = pagedReader([[]]);
    const response = await openDataResponse(bans, 'json', ask(`since=${encodeURIComponent(since)}`), {
      readPage,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse((await readBody(response)).text).since).toBe(expected);
    expect(calls).toEqual([{ since: expected, cursor: null }]);
  });
});

describe('a download read slowly', () => {
  it('reads the next page while one is sent, and no further than the reader has asked', async () => {
    const pages: OpenDataRow[][] = Array.from({ length: 6 }, (_, index) => hostileRecords(bans, 2).map((record) => ({ ...record, id: `p${index}-${String(record.id)}` })));
    const { readPage, calls } = pagedReader(pages);
    const response = await openDataResponse(bans, 'json', ask(''), { readPage });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the document's opening
    await reader.read(); // the first page's records
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await settle();
    // The first page (read before the answer), the second (sent, waiting in the stream) and the third being read.
    expect(calls.map((call) => call.cursor)).toEqual([null, '1', '2']);
    await settle();
    expect(calls).toHaveLength(3);
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    expect(calls.map((call) => call.cursor)).toEqual([null, '1', '2', '3', '4', '5']);
    expect(text.endsWith(`"count":12,"next":{"since":"${String(pages[5][1].updatedAt)}"}}\n`)).toBe(true);
  });
});

describe('a download the data API fails', () => {
  const firstPage = hostileRecords(bans, 3);
  const failingAfterFirstPage: ReadOpenDataPage = async (_set, _since, cursor) => {
    if (cursor === null) return pageOf(firstPage, 'next');
    throw new Error('Data API: connection reset');
  };

  it.each(['json', 'csv'] as const)(
    'errors the %s stream after the first page and logs it, so it never ends as if whole',
    async (format) => {
      const response = await openDataResponse(bans, format, ask(''), { readPage: failingAfterFirstPage });
      expect(response.status).toBe(200);
      const { text, error } = await readBody(response);
      expect(error).toEqual(new Error('Data API: connection reset'));
      if (format === 'json') expect(() => JSON.parse(text)).toThrow();
      else expect(parseCsv(text)).toHaveLength(1 + firstPage.length);
      expect(logged).toHaveBeenCalledWith(
        `[open-data] /data/bans.${format} failed after 3 records; the download is aborted:`,
        error,
      );
    },
  );

  it('errors the stream when a page takes longer than the page timeout', async () => {
    const hanging: ReadOpenDataPage = (set, since, cursor) =>
      cursor === null ? failingAfterFirstPage(set, since, cursor) : new Promise(() => undefined);
    const { error } = await readBody(
      await openDataResponse(bans, 'json', ask(''), { readPage: hanging, pageTimeoutMs: 20 }),
    );
    expect(error).toEqual(new Error('no page within 20 ms'));
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('answers 503, logged, when not even the first page can be read', async () => {
    const response = await openDataResponse(bans, 'csv', ask(''), {
      readPage: () => Promise.reject(new Error('Data API: down')),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(await response.text()).toBe('The records cannot be read just now. Try again in a minute.\n');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  describe('served as Next serves a route handler', () => {
    let server: Server;
    let address: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        void (async () => {
          const response = await openDataResponse(bans, req.url?.endsWith('csv') ? 'csv' : 'json', ask(''), {
            readPage: failingAfterFirstPage,
          });
          res.statusCode = response.status;
          response.headers.forEach((value, name) => res.setHeader(name, value));
          await pipeToNodeResponse(response.body as ReadableStream<Uint8Array>, res).catch(() => undefined);
        })();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it.each(['json', 'csv'])(
      'reaches the client as a failed %s download, not a complete one',
      async (format) => {
        const response = await fetch(`${address}/data/bans.${format}`);
        expect(response.status).toBe(200);
        await expect(response.text()).rejects.toThrow();
      },
    );
  });
});
