import { encodedText, jsonBody, malformedValue, objectOf, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

function event(random: SeededRandom): Record<string, unknown> {
  return objectOf(
    random,
    ['EventType', 'Timestamp', 'Attributes', 'Metrics', 'Session', ...PROTOTYPE_NAMES],
    (field) => {
      if (field === 'Timestamp' && random.chance(0.5)) return new Date().toISOString();
      if (field === 'EventType' && random.chance(0.5)) return 'page_view';
      if (field === 'Attributes' || field === 'Metrics' || field === 'Session')
        return objectOf(random, ['Id', 'StartTimestamp', 'path', ...PROTOTYPE_NAMES]);
      return malformedValue(random);
    },
  );
}

function eventsRequest(random: SeededRandom): unknown {
  const batch = Object.create(null) as Record<string, unknown>;
  for (const endpointId of random.many(random.int(0, 3), () =>
    random.pick(['endpoint-1', ...PROTOTYPE_NAMES, 'x'.repeat(200)]),
  )) {
    const events = Object.create(null) as Record<string, unknown>;
    for (const eventId of random.many(random.int(0, 5), () => random.pick(['e1', 'e2', ...PROTOTYPE_NAMES])))
      events[eventId] = event(random);
    batch[endpointId] = random.chance(0.9)
      ? {
          Endpoint: objectOf(random, ['Address', 'ChannelType', 'OptOut', 'Attributes', 'Location', 'User']),
          Events: events,
        }
      : malformedValue(random);
  }
  return random.chance(0.9) ? { BatchItem: batch } : malformedValue(random);
}

/** Pinpoint's ingest and the dashboard read: broken batches, ids and dates; `isSigned` marks those to sign as a guest. */
export function analyticsRequests(
  random: SeededRandom,
  context: FuzzContext,
  count: number,
): (FuzzRequest & { isSigned: boolean })[] {
  return random.many(count, (): FuzzRequest & { isSigned: boolean } => {
    const appId = random.chance(0.85)
      ? context.analyticsAppId
      : random.pick([...PROTOTYPE_NAMES, '%ZZ', 'x'.repeat(300)]);
    const roll = random.int(0, 2);
    const encoded = (value: string) => (random.chance(0.9) ? encodeURIComponent(value) : value);
    if (roll === 0) {
      return {
        door: 'analytics',
        method: random.pick(['PUT', 'PUT', 'GET', 'POST']),
        path: `/_aws/pinpoint/v1/apps/${appId}/endpoints/${encoded(random.pick(['endpoint-1', ...PROTOTYPE_NAMES, '%E0%A4%A']))}`,
        headers: { 'content-type': 'application/json' },
        body: jsonBody(random, () =>
          objectOf(random, [
            'Address',
            'ChannelType',
            'Attributes',
            'Demographic',
            'Location',
            'Metrics',
            'OptOut',
            'User',
            'EffectiveDate',
          ]),
        ),
        isSigned: random.chance(0.7),
      };
    }
    if (roll === 1) {
      return {
        door: 'analytics',
        method: 'POST',
        path: `/_aws/pinpoint/v1/apps/${appId}/events`,
        headers: { 'content-type': 'application/json' },
        body: jsonBody(random, () => eventsRequest(random)),
        isSigned: random.chance(0.7),
      };
    }
    const parameter = () =>
      `${random.pick(['from', 'to', 'limit', ...PROTOTYPE_NAMES])}=${encodedText(random, 100)}`;
    return {
      door: 'analytics',
      method: 'GET',
      path: `/_aws/pinpoint/dashboard/summary?${random.many(random.int(0, 4), parameter).join('&')}`,
      headers: random.chance(0.5)
        ? { authorization: `Bearer ${random.chance(0.5) ? context.accessToken : 'a.b.c'}` }
        : {},
      isSigned: false,
    };
  });
}
