/**
 * The ingest through Pinpoint's own SDK client, signed with identity-pool credentials from the
 * local identity pool, against the real backend.
 */
import { randomUUID } from 'node:crypto';
import { PutEventsCommand, UpdateEndpointCommand, type ChannelType, type Event, type PinpointClient } from '@aws-sdk/client-pinpoint';
import { INHERITED_NAMES } from '../core/test-support/inherited-names';
import { signRequest } from '../core/test-support/sign-request';
import { startAnalyticsBackend, type AnalyticsTestBackend, type TestIdentity } from './test-support/start-analytics-backend';

jest.setTimeout(60_000);

let backend: AnalyticsTestBackend;
let guest: TestIdentity;
let client: PinpointClient;

beforeAll(async () => {
  backend = await startAnalyticsBackend();
  guest = await backend.guest();
  client = backend.pinpointClient(guest.credentials);
});
afterAll(() => backend?.close());

const event = (EventType: string, Attributes: Record<string, string> = {}, at = new Date()): Event => ({
  EventType,
  Timestamp: at.toISOString(),
  Attributes,
  Session: { Id: 'session-1', StartTimestamp: at.toISOString() },
});

const eventsOf = (count: number, type = 'page_view') =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [randomUUID(), event(type, { path: `/briefs/${index}` })]));

async function putEvents(pinpoint: PinpointClient, endpointId: string, Events: Record<string, Event>, Endpoint = {}) {
  return pinpoint.send(new PutEventsCommand({ ApplicationId: backend.appId, EventsRequest: { BatchItem: { [endpointId]: { Endpoint, Events } } } }));
}

async function storedEvents(endpointId: string) {
  const { rows } = await backend.backend.context.db.query<{ event_id: string; event_type: string; identity_id: string; is_authenticated: boolean; attributes: Record<string, string>; session_id: string }>(
    'SELECT event_id, event_type, identity_id, is_authenticated, attributes, session_id FROM analytics_events WHERE endpoint_id = $1',
    [endpointId],
  );
  return rows;
}

async function storedEndpoint(endpointId: string) {
  const { rows } = await backend.backend.context.db.query('SELECT * FROM analytics_endpoints WHERE endpoint_id = $1', [endpointId]);
  return rows[0];
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { name, message, $metadata } = error as { name: string; message: string; $metadata: { httpStatusCode?: number } };
    return { name, message, status: $metadata.httpStatusCode };
  }
  throw new Error('the call succeeded');
}

describe('the outputs file', () => {
  it("carries Gen 2's analytics section and the ingest URL the SDK takes as endpoint", () => {
    expect(backend.outputs.analytics).toEqual({ amazon_pinpoint: { aws_region: 'us-west-2', app_id: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(backend.outputs.custom).toMatchObject({
      analytics_endpoint: `${backend.baseUrl}/_aws/pinpoint`,
      analytics_dashboard_url: `${backend.baseUrl}/_aws/pinpoint/dashboard/summary`,
    });
  });
});

describe('UpdateEndpoint', () => {
  it('creates an endpoint with its address, channel, attributes, demographic, location, metrics and user', async () => {
    const endpointId = randomUUID();
    const answer = await client.send(
      new UpdateEndpointCommand({
        ApplicationId: backend.appId,
        EndpointId: endpointId,
        EndpointRequest: {
          ChannelType: 'IN_APP',
          Address: 'device-token-1',
          Attributes: { theme: ['dark'] },
          Demographic: { Platform: 'web', AppVersion: '1.0.0', Locale: 'en-US' },
          Location: { Country: 'US', City: 'Portland' },
          Metrics: { visits: 1 },
          OptOut: 'NONE',
          User: { UserId: 'reader-1', UserAttributes: { plan: ['free'] } },
        },
      }),
    );
    expect(answer.$metadata.httpStatusCode).toBe(202);
    expect(answer.MessageBody).toEqual({ Message: 'Accepted', RequestID: expect.any(String) });
    expect(await storedEndpoint(endpointId)).toMatchObject({
      opt_out: 'NONE',
      channel_type: 'IN_APP',
      address: 'device-token-1',
      attributes: { theme: ['dark'] },
      demographic: { Platform: 'web', AppVersion: '1.0.0', Locale: 'en-US' },
      location: { Country: 'US', City: 'Portland' },
      metrics: { visits: 1 },
      user_id: 'reader-1',
      user_attributes: { plan: ['free'] },
      identity_id: guest.identityId,
    });
  });

  it('merges a later update into the endpoint, keeping what it leaves out', async () => {
    const endpointId = randomUUID();
    const update = (EndpointRequest: object) =>
      client.send(new UpdateEndpointCommand({ ApplicationId: backend.appId, EndpointId: endpointId, EndpointRequest }));
    await update({ Attributes: { theme: ['dark'] }, Demographic: { Platform: 'web', Locale: 'en-US' } });
    await update({ Attributes: { plan: ['free'] }, Demographic: { Locale: 'de-DE' } });
    expect(await storedEndpoint(endpointId)).toMatchObject({
      attributes: { theme: ['dark'], plan: ['free'] },
      demographic: { Platform: 'web', Locale: 'de-DE' },
    });
  });

  it('refuses a bad field with BadRequestException', async () => {
    const answer = await refusal(
      client.send(new UpdateEndpointCommand({ ApplicationId: backend.appId, EndpointId: randomUUID(), EndpointRequest: { ChannelType: 'PIGEON' as ChannelType } })),
    );
    expect(answer).toMatchObject({ name: 'BadRequestException', status: 400, message: expect.stringContaining('ChannelType must be one of') });
  });

  it('answers NotFoundException for another app id', async () => {
    const answer = await refusal(
      client.send(new UpdateEndpointCommand({ ApplicationId: 'f'.repeat(32), EndpointId: randomUUID(), EndpointRequest: {} })),
    );
    expect(answer).toMatchObject({ name: 'NotFoundException', status: 404 });
  });
});

describe('PutEvents', () => {
  it("stores a guest's batch of 100 events and answers 202 for each, as Pinpoint does", async () => {
    const endpointId = randomUUID();
    const events = eventsOf(100);
    const answer = await putEvents(client, endpointId, events);
    const result = answer.EventsResponse?.Results?.[endpointId];
    expect(result?.EndpointItemResponse).toEqual({ StatusCode: 202, Message: 'Accepted' });
    expect(Object.keys(result?.EventsItemResponse ?? {}).sort()).toEqual(Object.keys(events).sort());
    expect(Object.values(result?.EventsItemResponse ?? {}).every((item) => item.StatusCode === 202)).toBe(true);

    const stored = await storedEvents(endpointId);
    expect(stored).toHaveLength(100);
    expect(stored[0]).toMatchObject({ event_type: 'page_view', identity_id: guest.identityId, is_authenticated: false, session_id: 'session-1' });
    // An endpoint first seen in a batch is created bare.
    expect(await storedEndpoint(endpointId)).toMatchObject({ opt_out: 'NONE', identity_id: guest.identityId });
  });

  it("stores a signed-in user's events under the user's identity", async () => {
    const user = await backend.signIn('reader@example.com');
    const endpointId = randomUUID();
    await putEvents(backend.pinpointClient(user.credentials), endpointId, { [randomUUID()]: event('brief_read', { briefSlug: 'on-bans' }) });
    expect(await storedEvents(endpointId)).toEqual([
      expect.objectContaining({ event_type: 'brief_read', identity_id: user.identityId, is_authenticated: true, attributes: { briefSlug: 'on-bans' } }),
    ]);
  });

  it('answers 400 for the events that are wrong and 202 for the rest', async () => {
    const endpointId = randomUUID();
    const good = randomUUID();
    const answer = await putEvents(client, endpointId, {
      [good]: event('page_view'),
      untyped: { ...event(''), EventType: '' },
      ancient: event('page_view', {}, new Date(Date.now() - 40 * 24 * 3600_000)),
      tooLong: event('page_view', { path: 'x'.repeat(201) }),
    });
    const items = answer.EventsResponse?.Results?.[endpointId]?.EventsItemResponse ?? {};
    expect(items[good]).toEqual({ StatusCode: 202, Message: 'Accepted' });
    expect(items.untyped).toEqual({ StatusCode: 400, Message: 'EventType must be a non-empty string.' });
    expect(items.ancient?.StatusCode).toBe(400);
    expect(items.tooLong).toEqual({ StatusCode: 400, Message: 'Attributes.path must be at most 200 characters.' });
    expect((await storedEvents(endpointId)).map((row) => row.event_id)).toEqual([good]);
  });

  it('refuses more than 100 events in one request', async () => {
    const answer = await refusal(putEvents(client, randomUUID(), eventsOf(101)));
    expect(answer).toMatchObject({ name: 'BadRequestException', status: 400, message: 'A request may hold at most 100 events (got 101).' });
  });
});

describe('names a client chooses', () => {
  it('keeps inherited names (__proto__, constructor …) as ordinary event ids and attribute names', async () => {
    const endpointId = randomUUID();
    const events = INHERITED_NAMES.map((name) => `${JSON.stringify(name)}:${JSON.stringify(event('page_view', { [name]: 'kept' }))}`);
    const body = `{"BatchItem":{${JSON.stringify(endpointId)}:{"Endpoint":{},"Events":{${events.join(',')}}}}}`;
    const url = `${backend.analyticsEndpoint}/v1/apps/${backend.appId}/events`;
    const headers = await signRequest({ url, body, service: 'mobiletargeting' }, guest.credentials);
    const response = await fetch(url, { method: 'POST', headers, body });
    expect(response.status).toBe(202);
    // Read as written: JSON.parse keeps "__proto__" as an own member.
    const items = JSON.parse(await response.text()).Results[endpointId].EventsItemResponse as Record<string, unknown>;
    expect(Object.keys(items).sort()).toEqual([...INHERITED_NAMES].sort());
    for (const name of INHERITED_NAMES) expect([name, Object.getOwnPropertyDescriptor(items, name)?.value]).toEqual([name, { StatusCode: 202, Message: 'Accepted' }]);
    const stored = await storedEvents(endpointId);
    expect(stored.map((row) => row.event_id).sort()).toEqual([...INHERITED_NAMES].sort());
    for (const row of stored) expect(Object.keys(row.attributes)).toEqual([row.event_id]);
  });

  it('refuses JSON nested past the limit with BadRequestException before reading it', async () => {
    const endpointId = randomUUID();
    const deep = `{"BatchItem":{"${endpointId}":{"Endpoint":{},"Events":{"e":${'['.repeat(80)}${']'.repeat(80)}}}}}`;
    // The SDK signs whatever body it is given at the build step: the deep text goes out properly signed.
    const sender = backend.pinpointClient(guest.credentials);
    sender.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body: string; headers: Record<string, string> };
        request.body = deep;
        request.headers['content-length'] = String(Buffer.byteLength(deep));
        return next(args);
      },
      { step: 'build', priority: 'low' },
    );
    const answer = await refusal(putEvents(sender, endpointId, eventsOf(1)));
    expect(answer).toMatchObject({ name: 'BadRequestException', status: 400, message: 'The JSON nests deeper than 64 levels.' });
    expect(await storedEvents(endpointId)).toHaveLength(0);
  });
});

describe('signatures', () => {
  it('refuses a request signed with the wrong secret (403)', async () => {
    const forger = backend.pinpointClient({ ...guest.credentials, secretAccessKey: 'x'.repeat(40) });
    const endpointId = randomUUID();
    expect(await refusal(putEvents(forger, endpointId, eventsOf(1)))).toMatchObject({ name: 'InvalidSignatureException', status: 403 });
    expect(await storedEvents(endpointId)).toHaveLength(0);
  });

  it('refuses credentials whose session token is forged or missing (403)', async () => {
    const [payload] = guest.credentials.sessionToken.split('.');
    const forged = backend.pinpointClient({ ...guest.credentials, sessionToken: `${payload}.${'A'.repeat(43)}` });
    expect(await refusal(putEvents(forged, randomUUID(), eventsOf(1)))).toMatchObject({ name: 'UnrecognizedClientException', status: 403 });
    const tokenless = backend.pinpointClient({ ...guest.credentials, sessionToken: undefined as unknown as string });
    expect(await refusal(putEvents(tokenless, randomUUID(), eventsOf(1)))).toMatchObject({ name: 'UnrecognizedClientException', status: 403 });
  });

  it('refuses an unsigned request (403)', async () => {
    const response = await fetch(`${backend.analyticsEndpoint}/v1/apps/${backend.appId}/events`, { method: 'POST', body: '{"BatchItem":{}}' });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
  });

  it('refuses a signed request whose body was replaced (403)', async () => {
    const signedHeaders: Record<string, string> = {};
    const spy = backend.pinpointClient(guest.credentials);
    spy.middlewareStack.add(
      (next) => async (args) => {
        Object.assign(signedHeaders, (args.request as { headers: Record<string, string> }).headers);
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    const endpointId = randomUUID();
    await putEvents(spy, endpointId, eventsOf(1));
    const tampered = JSON.stringify({ BatchItem: { [endpointId]: { Endpoint: {}, Events: eventsOf(1) } } });
    const headers = { ...signedHeaders, 'content-length': String(Buffer.byteLength(tampered)) };
    delete (headers as Record<string, string>).host;
    const response = await fetch(`${backend.analyticsEndpoint}/v1/apps/${backend.appId}/events`, { method: 'POST', headers, body: tampered });
    expect(response.status).toBe(403);
    expect(await storedEvents(endpointId)).toHaveLength(1);
  });
});

describe('an opted-out endpoint', () => {
  it('keeps only the opt-out marker and stores none of its events', async () => {
    const endpointId = randomUUID();
    const update = (EndpointRequest: object) =>
      client.send(new UpdateEndpointCommand({ ApplicationId: backend.appId, EndpointId: endpointId, EndpointRequest }));
    await update({ Attributes: { theme: ['dark'] }, Demographic: { Platform: 'web' } });
    await update({ OptOut: 'ALL', Attributes: { plan: ['free'] } });
    expect(await storedEndpoint(endpointId)).toMatchObject({ opt_out: 'ALL', attributes: {}, demographic: {}, identity_id: null });

    const answer = await putEvents(client, endpointId, eventsOf(5));
    expect(Object.values(answer.EventsResponse?.Results?.[endpointId]?.EventsItemResponse ?? {}).map((item) => item.StatusCode)).toEqual(
      [202, 202, 202, 202, 202],
    );
    await update({ Demographic: { Platform: 'web' } });
    expect(await storedEvents(endpointId)).toHaveLength(0);
    expect(await storedEndpoint(endpointId)).toMatchObject({ opt_out: 'ALL', demographic: {} });

    await update({ OptOut: 'NONE' });
    await putEvents(client, endpointId, eventsOf(2));
    expect(await storedEvents(endpointId)).toHaveLength(2);
  });

  it('stores nothing when the opt-out arrives with the batch itself', async () => {
    const endpointId = randomUUID();
    await putEvents(client, endpointId, eventsOf(3), { OptOut: 'ALL', Attributes: { theme: ['dark'] } });
    expect(await storedEvents(endpointId)).toHaveLength(0);
    expect(await storedEndpoint(endpointId)).toMatchObject({ opt_out: 'ALL', attributes: {} });
  });
});

describe('privacy', () => {
  it('stores no IP address, neither the caller’s nor one sent as data', async () => {
    const endpointId = randomUUID();
    await client.send(
      new UpdateEndpointCommand({ ApplicationId: backend.appId, EndpointId: endpointId, EndpointRequest: { Address: '203.0.113.7', Attributes: { ip: ['2001:db8::1', 'kept'] } } }),
    );
    await putEvents(client, endpointId, { [randomUUID()]: event('page_view', { ip: '198.51.100.4', path: '/' }) });
    const endpoint = await storedEndpoint(endpointId);
    expect(endpoint).toMatchObject({ address: null, attributes: { ip: ['kept'] } });
    expect((await storedEvents(endpointId))[0].attributes).toEqual({ path: '/' });
    const { rows } = await backend.backend.context.db.query<{ dump: string }>(
      `SELECT (SELECT coalesce(string_agg(e::text, ' '), '') FROM analytics_events e) || (SELECT string_agg(p::text, ' ') FROM analytics_endpoints p) AS dump`,
    );
    for (const address of ['127.0.0.1', '203.0.113.7', '2001:db8::1', '198.51.100.4']) expect(rows[0].dump).not.toContain(address);
  });
});
