import { encodedText, jsonBody, malformedValue, objectOf, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

const OPERATIONS = ['PutRecordBatch', 'PutRecordBatch', 'PutRecord', 'DescribeDeliveryStream', 'ListDeliveryStreams', ...PROTOTYPE_NAMES];

/** A record's line: the site's event fields, some of them broken. */
function recordLine(random: SeededRandom): string {
  if (random.chance(0.2)) return encodedText(random, 200);
  const event = objectOf(random, ['EventId', 'EndpointId', 'EventType', 'Timestamp', 'Attributes', 'Metrics', 'Session', ...PROTOTYPE_NAMES], (field) => {
    if (field === 'Timestamp' && random.chance(0.5)) return new Date().toISOString();
    if (field === 'EventType' && random.chance(0.5)) return random.pick(['page_view', 'profile_viewed', '_analytics.dropped']);
    if (field === 'EndpointId' && random.chance(0.5)) return random.pick(['browser-1', ...PROTOTYPE_NAMES, 'x'.repeat(200)]);
    if (field === 'Attributes' || field === 'Metrics' || field === 'Session') return objectOf(random, ['Id', 'StartTimestamp', 'path', 'referrer', 'count', ...PROTOTYPE_NAMES]);
    return malformedValue(random);
  });
  return `${JSON.stringify(event)}\n`;
}

function record(random: SeededRandom): unknown {
  if (random.chance(0.1)) return malformedValue(random);
  const data = random.chance(0.85) ? Buffer.from(recordLine(random)).toString('base64') : random.pick(['not base64!', '', 'QQ', 'QUJD====', ...PROTOTYPE_NAMES]);
  return random.chance(0.9) ? { Data: data } : objectOf(random, ['Data', ...PROTOTYPE_NAMES]);
}

/**
 * Firehose's PutRecordBatch and PutRecord on /_aws/firehose/ (the one analytics ingest since the
 * Pinpoint-shaped one went): broken targets, stream names, record lists and record lines;
 * `isSigned` marks those to sign as a guest (signing name firehose).
 */
export function analyticsRequests(random: SeededRandom, context: FuzzContext, count: number): (FuzzRequest & { isSigned: boolean })[] {
  return random.many(count, (): FuzzRequest & { isSigned: boolean } => {
    const operation = random.pick(OPERATIONS);
    const stream = random.chance(0.8) ? context.deliveryStreamName : random.pick(['other-stream', '', 'x'.repeat(80), 'bad name!', ...PROTOTYPE_NAMES]);
    const input = () => {
      if (random.chance(0.1)) return malformedValue(random);
      const body: Record<string, unknown> = random.chance(0.9) ? { DeliveryStreamName: stream } : objectOf(random, ['DeliveryStreamName', ...PROTOTYPE_NAMES]);
      if (operation === 'PutRecord') body.Record = record(random);
      else if (random.chance(0.1)) body.Records = malformedValue(random);
      else {
        // 501 records tests the count limit with small ones: 501 of the odd huge records made bodies
        // of ~400 MB (9 GB a run, minutes of the door's time spent building them, not on the server).
        const count = random.pick([0, 1, 3, 20, 501]);
        body.Records = random.many(count, () => (count > 20 ? { Data: Buffer.from(`{"EventType":"page_view","n":${random.int(0, 9)}}\n`).toString('base64') } : record(random)));
      }
      return body;
    };
    return {
      door: 'analytics',
      method: random.chance(0.95) ? 'POST' : random.pick(['GET', 'PUT']),
      path: random.chance(0.9) ? '/_aws/firehose/' : `/_aws/firehose/${encodedText(random, 40)}`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': random.chance(0.9) ? `Firehose_20150804.${operation}` : random.pick(['', 'Firehose_20150804', `Kinesis_20131202.${operation}`]),
      },
      body: jsonBody(random, input),
      isSigned: random.chance(0.7),
    };
  });
}
