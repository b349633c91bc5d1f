/**
 * A line of the delivery stream's objects counts on AWS as the same record counts locally: both
 * read it with amplify/data/analytics/event-record.ts, and both file what is not one of the site's
 * events as an unreadable record on the day it arrived.
 */
import { readRecordEvent } from '../../../backend/analytics/firehose/read-record-event';
import { readEventLine } from './read-event-line';

const ARRIVED = new Date('2026-11-20T10:00:00.000Z');
const event = { EventId: 'e1', EndpointId: 'browser-1', EventType: 'brief_read', Timestamp: '2026-11-20T09:59:00.000Z', Attributes: { briefSlug: 'a' } };

/** What the figures read of a record, locally and on AWS. */
function bothReadings(line: string) {
  const local = readRecordEvent(Buffer.from(`${line}\n`), 'record-1', ARRIVED);
  const aws = readEventLine(line, ARRIVED);
  return {
    local: { endpointId: local.endpointId, eventType: local.event.eventType, occurredAt: local.event.occurredAt, metrics: local.event.metrics, ...(local.event.eventType === '_firehose.unreadable' ? {} : { attributes: local.event.attributes }) },
    aws: { endpointId: aws.endpointId, eventType: aws.eventType, occurredAt: aws.occurredAt, metrics: aws.metrics, ...(aws.eventType === '_firehose.unreadable' ? {} : { attributes: aws.attributes }) },
  };
}

it("reads one of the site's events alike, its IP-shaped attribute values left out", () => {
  const { local, aws } = bothReadings(JSON.stringify({ ...event, Attributes: { briefSlug: 'a', from: '192.0.2.1' }, Metrics: { loadMs: 3 } }));
  expect(aws).toEqual({ endpointId: 'browser-1', eventType: 'brief_read', occurredAt: '2026-11-20T09:59:00.000Z', attributes: { briefSlug: 'a' }, metrics: { loadMs: 3 } });
  expect(local).toEqual(aws);
});

it('reads an event without an EventId alike', () => {
  const { local, aws } = bothReadings(JSON.stringify({ ...event, EventId: undefined }));
  expect(aws.eventType).toBe('brief_read');
  expect(local).toEqual(aws);
});

it.each([
  ['not JSON', 'not json'],
  ['no browser id', JSON.stringify({ ...event, EndpointId: undefined })],
  ['a timestamp 31 days old', JSON.stringify({ ...event, Timestamp: '2026-10-20T09:59:00.000Z' })],
  ['an attribute key over 50 characters', JSON.stringify({ ...event, Attributes: { ['k'.repeat(51)]: 'v' } })],
  ['41 attributes', JSON.stringify({ ...event, Attributes: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`a${i}`, 'v'])) })],
  ['a session without an id', JSON.stringify({ ...event, Session: { StartTimestamp: event.Timestamp } })],
])('files a record with %s as unreadable on the day it arrived, on both', (_, line) => {
  const { local, aws } = bothReadings(line);
  expect(aws).toMatchObject({ endpointId: '_firehose', eventType: '_firehose.unreadable', occurredAt: ARRIVED.toISOString() });
  expect({ ...local, metrics: {} }).toEqual(aws);
});
