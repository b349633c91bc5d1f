import { readEvent, readEventRecord } from './event-record';

const NOW = Date.parse('2024-05-01T12:00:00.000Z');
const valid = { EventType: 'page_view', Timestamp: '2024-05-01T11:59:00.000Z' };
const messageFor = (event: object) => {
  try {
    readEvent('e1', event, NOW);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('readEvent', () => {
  it('reads type, timestamp, attributes, metrics and session', () => {
    expect(
      readEvent(
        'e1',
        {
          ...valid,
          Timestamp: '2024-05-01T13:59:00+02:00',
          Attributes: { path: '/briefs' },
          Metrics: { loadMs: 12.5 },
          Session: { Id: 's1', StartTimestamp: '2024-05-01T11:00:00.000Z', StopTimestamp: '2024-05-01T11:30:00.000Z', Duration: 1_800_000 },
          SdkName: 'aws-amplify',
        },
        NOW,
      ),
    ).toEqual({
      eventId: 'e1',
      eventType: 'page_view',
      occurredAt: '2024-05-01T11:59:00.000Z',
      attributes: { path: '/briefs' },
      metrics: { loadMs: 12.5 },
      session: { id: 's1', startedAt: '2024-05-01T11:00:00.000Z', stoppedAt: '2024-05-01T11:30:00.000Z', durationMs: 1_800_000 },
    });
  });

  it('takes an event without session, attributes or metrics', () => {
    expect(readEvent('e1', valid, NOW)).toMatchObject({ session: null, attributes: {}, metrics: {} });
  });

  it('takes text outside the Basic Multilingual Plane (whole surrogate pairs)', () => {
    expect(readEvent('e1', { ...valid, Attributes: { title: 'Streams 🎥' } }, NOW).attributes).toEqual({ title: 'Streams 🎥' });
  });

  it('drops attribute values that are IP addresses', () => {
    expect(readEvent('e1', { ...valid, Attributes: { ip: '192.0.2.1', v6: '::1', path: '/' } }, NOW).attributes).toEqual({ path: '/' });
  });

  it.each([
    ['a missing type', { Timestamp: valid.Timestamp }, 'EventType must be a non-empty string.'],
    ['a type over 50 characters', { ...valid, EventType: 'x'.repeat(51) }, 'EventType must be at most 50 characters.'],
    ['a timestamp without a zone', { ...valid, Timestamp: '2024-05-01 12:00' }, expect.stringMatching(/^Timestamp must be an ISO 8601 date-time/)],
    ['a timestamp over 30 days old', { ...valid, Timestamp: '2024-03-01T00:00:00Z' }, expect.stringMatching(/^Timestamp is too far/)],
    ['a timestamp over a day ahead', { ...valid, Timestamp: '2024-05-03T00:00:00Z' }, expect.stringMatching(/^Timestamp is too far/)],
    ['a non-string attribute', { ...valid, Attributes: { n: 1 } }, 'Attributes.n must be a string.'],
    ['an attribute key over 50 characters', { ...valid, Attributes: { ['k'.repeat(51)]: 'v' } }, expect.stringMatching(/^Attributes keys must be 1 to 50/)],
    ['an attribute value over 200 characters', { ...valid, Attributes: { path: 'p'.repeat(201) } }, 'Attributes.path must be at most 200 characters.'],
    ['a metric that is not a number', { ...valid, Metrics: { m: '1' } }, 'Metrics.m must be a number.'],
    [
      'more than 40 attributes and metrics',
      { ...valid, Attributes: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`a${i}`, 'v'])), Metrics: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i}`, i])) },
      'An event may have at most 40 attributes and metrics together.',
    ],
    ['a session without an id', { ...valid, Session: { StartTimestamp: valid.Timestamp } }, 'Session.Id must be a non-empty string.'],
    ['a session started in year 0', { ...valid, Session: { Id: 's', StartTimestamp: '0000-01-01T00:00:00Z' } }, expect.stringMatching(/^Session.StartTimestamp is too far/)],
    ['a session stopped in year 9999', { ...valid, Session: { Id: 's', StartTimestamp: valid.Timestamp, StopTimestamp: '9999-12-31T23:59:59Z' } }, expect.stringMatching(/^Session.StopTimestamp is too far/)],
    ['a NUL in an attribute value', { ...valid, Attributes: { path: '/a\u0000b' } }, 'Attributes.path must not hold NUL or unpaired surrogates.'],
    ['half a surrogate pair in a key', { ...valid, Metrics: { ['m\uD800']: 1 } }, 'Metrics keys must not hold NUL or unpaired surrogates.'],
    ['a NUL in the event type', { ...valid, EventType: 'page\u0000view' }, 'EventType must not hold NUL or unpaired surrogates.'],
    ['a negative session duration', { ...valid, Session: { Id: 's', StartTimestamp: valid.Timestamp, Duration: -1 } }, 'Session.Duration must be a whole number of milliseconds.'],
  ])('refuses %s', (_, event, message) => {
    expect(messageFor(event)).toEqual(message);
  });
});

describe('readEventRecord', () => {
  it("reads the browser's id and the event's, or takes the record's id for an event without one", () => {
    expect(readEventRecord({ ...valid, EndpointId: 'browser-1', EventId: 'event-1' }, 'record-1', NOW)).toMatchObject({ endpointId: 'browser-1', event: { eventId: 'event-1' } });
    expect(readEventRecord({ ...valid, EndpointId: 'browser-1' }, 'record-1', NOW).event.eventId).toBe('record-1');
  });

  it.each([
    ['a record that is no object', ['x'], 'The record must be a JSON object.'],
    ['a record without a browser id', valid, 'EndpointId must be a non-empty string.'],
    ['a browser id over 128 characters', { ...valid, EndpointId: 'e'.repeat(129) }, 'EndpointId must be at most 128 characters.'],
  ])('refuses %s', (_, record, message) => {
    expect(() => readEventRecord(record, 'record-1', NOW)).toThrow(message);
  });
});
