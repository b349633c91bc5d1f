import { DELIVERY_STREAM_NAME_PATTERN, MAX_BATCH_BYTES, MAX_RECORD_BYTES, MAX_RECORDS_PER_BATCH } from './firehose-limits';
import { FirehoseError, validationError } from './firehose-error';

/** PutRecord or PutRecordBatch, decoded: the stream and each record's bytes. */
export interface PutRecordsInput {
  deliveryStreamName: string;
  records: Buffer[];
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks the input as Firehose does: the members' constraints first (all reported together in
 * Smithy's words), then the request's 4 MiB of data. Throws FirehoseError.
 */
export function parsePutRecords(operation: 'PutRecord' | 'PutRecordBatch', input: Record<string, unknown>): PutRecordsInput {
  const problems: string[] = [];
  const name = input.DeliveryStreamName;
  if (name === undefined || name === null) problems.push("Value null at 'deliveryStreamName' failed to satisfy constraint: Member must not be null");
  else if (typeof name !== 'string') throw serialization('DeliveryStreamName must be a string.');
  else if (!DELIVERY_STREAM_NAME_PATTERN.test(name)) {
    problems.push(`Value '${name.slice(0, 80)}' at 'deliveryStreamName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+ and have length from 1 to 64`);
  }
  const rawRecords = operation === 'PutRecord' ? [input.Record] : input.Records;
  if (operation === 'PutRecordBatch') checkRecordList(rawRecords, problems);
  const records: Buffer[] = [];
  if (Array.isArray(rawRecords) && rawRecords.length <= MAX_RECORDS_PER_BATCH) {
    rawRecords.forEach((record, index) => {
      const at = operation === 'PutRecord' ? 'record.data' : `records.${index + 1}.member.data`;
      const data = decodeRecord(record, at, problems);
      if (data) records.push(data);
    });
  }
  if (problems.length > 0) throw validationError(problems);
  const total = records.reduce((sum, record) => sum + record.length, 0);
  if (total > MAX_BATCH_BYTES) throw new FirehoseError('InvalidArgumentException', `Records size exceeds ${MAX_BATCH_BYTES / 1024 / 1024} MB limit`);
  return { deliveryStreamName: name as string, records };
}

function checkRecordList(records: unknown, problems: string[]): void {
  if (records === undefined || records === null) problems.push("Value null at 'records' failed to satisfy constraint: Member must not be null");
  else if (!Array.isArray(records)) throw serialization('Records must be a list.');
  else if (records.length === 0) problems.push("Value '[]' at 'records' failed to satisfy constraint: Member must have length greater than or equal to 1");
  else if (records.length > MAX_RECORDS_PER_BATCH) {
    problems.push(`Value of ${records.length} records at 'records' failed to satisfy constraint: Member must have length less than or equal to ${MAX_RECORDS_PER_BATCH}`);
  }
}

function decodeRecord(record: unknown, at: string, problems: string[]): Buffer | null {
  if (record === undefined || record === null) {
    problems.push(`Value null at '${at.replace(/\.data$/, '')}' failed to satisfy constraint: Member must not be null`);
    return null;
  }
  const data = typeof record === 'object' && !Array.isArray(record) ? (record as { Data?: unknown }).Data : undefined;
  if (data === undefined || data === null) {
    problems.push(`Value null at '${at}' failed to satisfy constraint: Member must not be null`);
    return null;
  }
  if (typeof data !== 'string' || data.length % 4 !== 0 || !BASE64.test(data)) throw serialization(`${at} must be base64-encoded bytes.`);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_RECORD_BYTES) {
    problems.push(`Value of ${bytes.length} bytes at '${at}' failed to satisfy constraint: Member must have length less than or equal to ${MAX_RECORD_BYTES}`);
    return null;
  }
  return bytes;
}

const serialization = (message: string) => new FirehoseError('SerializationException', message);
