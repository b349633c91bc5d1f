import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Event } from 'aws-lambda';
import { aggregateLines } from './aggregate-lines';
import { mergeObjectSketches } from './browser-sketches';
import { analyticsTableName, TOP_LIST_DIMENSIONS } from './daily-items';
import { refreshLeaders } from './leader-lists';
import { keepMonthRollups, spansToCheck } from './month-rollups';
import { writeObjectFigures } from './write-figures';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const s3 = new S3Client({});

/** S3 writes an event's object key URL-encoded, spaces as '+'. */
const objectKeyOf = (encoded: string) => decodeURIComponent(encoded.replace(/\+/g, ' '));

/**
 * Fired by S3 for each object the Firehose delivery stream writes under analytics/ (amplify/backend.ts):
 * reads its JSON lines and adds what they count to the days' items, ORs its browsers into the
 * days' sketches (browser-sketches.ts), then reads the leaders of the
 * top lists' days it touched again (leader-lists.ts), and sums the ended months and weeks it makes
 * due (month-rollups.ts: the month and the week that ended last before its arrival, and any it
 * counted late on) into their roll-ups, and the months' runs. An object is identified by its
 * key and version (or ETag), so a redelivered event adds nothing. Errors are thrown: Lambda retries
 * an asynchronous invocation, and the parts already applied are not applied again.
 */
export const handler = async (event: S3Event, clients: { documents: DynamoDBDocumentClient; s3: S3Client; now?: () => Date } = { documents, s3 }): Promise<void> => {
  const table = analyticsTableName();
  for (const record of event.Records) {
    const key = objectKeyOf(record.s3.object.key);
    const object = await clients.s3.send(new GetObjectCommand({ Bucket: record.s3.bucket.name, Key: key }));
    const body = (await object.Body?.transformToString('utf8')) ?? '';
    const objectId = `${key}#${record.s3.object.versionId ?? record.s3.object.eTag ?? record.s3.object.sequencer}`;
    const arrivedAt = new Date(record.eventTime);
    const figures = aggregateLines(body, arrivedAt);
    await writeObjectFigures(clients.documents, table, objectId, figures);
    // On every attempt: ORing the same browsers into the days' sketches again changes nothing.
    await mergeObjectSketches(clients.documents, table, figures.browsers);
    // The top lists' leaders of the days and dimensions the object counted (again on a retry).
    const touched = new Map(figures.counts.filter(({ dimension }) => TOP_LIST_DIMENSIONS.has(dimension)).map(({ day, dimension }) => [`${day}#${dimension}`, { day, dimension }]));
    for (const { day, dimension } of touched.values()) await refreshLeaders(clients.documents, table, day, dimension);
    const days = new Set(figures.counts.map(({ day }) => day));
    await keepMonthRollups(clients.documents, table, spansToCheck(days, arrivedAt), clients.now?.() ?? new Date(), days);
  }
};
