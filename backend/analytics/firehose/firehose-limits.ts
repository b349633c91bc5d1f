/**
 * Firehose's PutRecordBatch quotas (API reference, "these limits cannot be changed"): 500 records a
 * request, 1,000 KiB a record before base64, 4 MiB a request. The local endpoint enforces them so a
 * producer that works here works against AWS.
 */
export const MAX_RECORDS_PER_BATCH = 500;
export const MAX_RECORD_BYTES = 1_024_000;
export const MAX_BATCH_BYTES = 4 * 1024 * 1024;
/**
 * The raw body read at most: 4 MiB of data grows by a third as base64, and a batch somewhat over
 * 4 MiB must still be read to be answered with the service's own error rather than a 413.
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** Firehose names: 1-64 characters of letters, digits, underscore, hyphen and period. */
export const DELIVERY_STREAM_NAME_PATTERN = /^[a-zA-Z0-9_.-]{1,64}$/;
