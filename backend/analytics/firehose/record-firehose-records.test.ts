import { IngestQueue } from '../ingest/ingest-queue';
import type { AnalyticsRuntime } from '../runtime';
import type { EventRow } from '../store/insert-events';
import { recordFirehoseRecords } from './record-firehose-records';

const identity = { identityId: 'us-west-2:guest', role: 'unauthenticated', secretKey: 's' } as never;
const line = (eventType: string) =>
  Buffer.from(JSON.stringify({ EventId: eventType, EndpointId: 'browser-1', EventType: eventType, Timestamp: new Date().toISOString() }));

function runtimeWith(limit: number, written: EventRow[][], hold?: Promise<void>): AnalyticsRuntime {
  const queue = new IngestQueue<EventRow>({
    limit,
    writeBatchSize: 1000,
    writeRows: async (rows) => {
      await hold;
      written.push([...rows]);
    },
  });
  return { queue, now: () => new Date() } as unknown as AnalyticsRuntime;
}

describe('recordFirehoseRecords', () => {
  it('answers after the rows are written, one RecordId per record', async () => {
    const written: EventRow[][] = [];
    const result = await recordFirehoseRecords(runtimeWith(100, written), [line('a'), line('b')], identity);
    expect(result.FailedPutCount).toBe(0);
    expect(written.flat().map((row) => row.event.eventType)).toEqual(['a', 'b']);
    expect(new Set(result.RequestResponses.map((response) => 'RecordId' in response && response.RecordId)).size).toBe(2);
  });

  it('takes what fits of a batch and fails the rest per record with "Slow down."', async () => {
    const written: EventRow[][] = [];
    let release = () => undefined as void;
    const runtime = runtimeWith(3, written, new Promise<void>((resolve) => (release = resolve)));
    const first = recordFirehoseRecords(runtime, [line('a'), line('b')], identity);
    const second = recordFirehoseRecords(runtime, [line('c'), line('d'), line('e')], identity);
    release();
    const [, result] = await Promise.all([first, second]);
    expect(result.FailedPutCount).toBe(2);
    expect(result.RequestResponses.slice(1)).toEqual([
      { ErrorCode: 'ServiceUnavailableException', ErrorMessage: 'Slow down.' },
      { ErrorCode: 'ServiceUnavailableException', ErrorMessage: 'Slow down.' },
    ]);
    expect(written.flat().map((row) => row.event.eventType)).toEqual(['a', 'b', 'c']);
  });
});
