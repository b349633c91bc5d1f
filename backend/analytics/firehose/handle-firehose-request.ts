import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonObject } from '../../../amplify/data/analytics/event-record';
import { readBody } from '../../core/http/read-body';
import { sendJson } from '../../core/http/send';
import { JsonInputError, parseJsonWithinLimits } from '../../core/json/parse-json-within-limits';
import { authenticateSignedRequest, FIREHOSE_SIGNING_SERVICE } from '../protocol/authenticate-signed-request';
import type { AnalyticsRuntime } from '../runtime';
import { DELIVERY_STREAM_NAME, deliveryStreamArn } from './delivery-stream';
import { accessDenied, FirehoseError } from './firehose-error';
import { MAX_BODY_BYTES } from './firehose-limits';
import { parsePutRecords } from './parse-put-records';
import { recordFirehoseRecords } from './record-firehose-records';

const TARGET_PREFIX = 'Firehose_20150804';
const AWS_JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';
const OPERATIONS = new Set(['PutRecord', 'PutRecordBatch']);
/** Firehose's other operations exist, but identity-pool roles may call none of them. */
const KNOWN_OPERATIONS = new Set([
  ...OPERATIONS,
  'CreateDeliveryStream', 'DeleteDeliveryStream', 'DescribeDeliveryStream', 'ListDeliveryStreams', 'ListTagsForDeliveryStream',
  'StartDeliveryStreamEncryption', 'StopDeliveryStreamEncryption', 'TagDeliveryStream', 'UntagDeliveryStream', 'UpdateDestination',
]);

const slowDown = () => new FirehoseError('ServiceUnavailableException', 'Slow down.', 500);

// POST /_aws/firehose/ – Firehose's AWS JSON 1.1 API (X-Amz-Target Firehose_20150804.PutRecordBatch or .PutRecord).
export async function handleFirehoseRequest(req: IncomingMessage, res: ServerResponse, runtime: AnalyticsRuntime): Promise<void> {
  if (req.method !== 'POST') throw new FirehoseError('UnknownOperationException', 'Operations are POST requests.');
  const target = String(req.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(`${TARGET_PREFIX}.`) ? target.slice(TARGET_PREFIX.length + 1) : '';
  if (!KNOWN_OPERATIONS.has(operation)) throw new FirehoseError('UnknownOperationException', `Unknown operation ${target.slice(0, 100) || '(none)'}.`);
  const body = await readBody(req, MAX_BODY_BYTES);
  // Refused before any signature work, so an overloaded service spends little on each request.
  if (runtime.queue.isFull) throw slowDown();
  const identity = await authenticateSignedRequest(req, body, runtime, FIREHOSE_SIGNING_SERVICE);
  const input = parseInput(body);
  if (!OPERATIONS.has(operation)) throw accessDenied(operation, deliveryStreamArn(runtime.region, '*'));
  const kind = operation as 'PutRecord' | 'PutRecordBatch';
  const { deliveryStreamName, records } = parsePutRecords(kind, input);
  // The identity roles' policy names one stream: IAM refuses any other before Firehose looks it up.
  if (deliveryStreamName !== DELIVERY_STREAM_NAME) throw accessDenied(operation, deliveryStreamArn(runtime.region, deliveryStreamName));
  const result = await recordFirehoseRecords(runtime, records, identity);
  if (kind === 'PutRecordBatch') return sendAwsJson(res, result);
  const [answer] = result.RequestResponses;
  if (!('RecordId' in answer)) throw slowDown();
  sendAwsJson(res, { RecordId: answer.RecordId, Encrypted: false });
}

function parseInput(body: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = body.length === 0 ? {} : parseJsonWithinLimits(body.toString('utf8'));
  } catch (error) {
    if (error instanceof JsonInputError) throw new FirehoseError('SerializationException', error.message);
    throw error;
  }
  if (!isJsonObject(parsed)) throw new FirehoseError('SerializationException', 'The request body must be a JSON object.');
  return parsed;
}

function sendAwsJson(res: ServerResponse, value: unknown): void {
  sendJson(res, 200, value, { 'Content-Type': AWS_JSON_CONTENT_TYPE });
}
