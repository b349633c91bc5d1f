import type { FuzzContext } from '../fuzz-context';
import { deeplyNestedJson, hugeString, INVALID_UTF8, malformedText, malformedValue, objectOf, PROTOTYPE_NAMES } from '../malformed-values';
import type { SeededRandom } from '../seeded-random';

/**
 * The real-time WebSocket door (issue 47): one connection per case, opened with a chosen
 * authorization subprotocol (or a broken one), then a burst of frames: broken JSON, binary,
 * unknown message types, starts of other people's subscriptions, oversized messages and floods.
 */
export interface RealtimeCase {
  door: 'real time';
  label: string;
  /** The subprotocols asked for (the authorization travels in a `header-<base64url>` one). */
  protocols: string[];
  frames: (string | Buffer)[];
}

const OPERATIONS = ['onCreateBrief', 'onUpdateBrief', 'onDeleteBrief', 'onCreateProfile', 'onUpdatePlatformBan', 'onCreateHiddenRecord', 'onCreateRecordReport', 'onCreateContactMessage', 'onCreateAnonymousAuthorship', 'onCreateModerationAction', 'onCreateNewsletterSubscription'];
const MESSAGE_TYPES = ['connection_init', 'start', 'stop', 'ka', 'data', 'complete', 'connection_terminate', 'subscribe', 'ping', '__proto__', 'constructor', ''];

const header = (value: unknown) => `header-${Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')}`;

function authorizationOf(random: SeededRandom, context: FuzzContext, host: string): unknown {
  switch (random.int(0, 5)) {
    case 0:
      return { host, 'x-api-key': context.apiKey };
    case 1:
      return { host, Authorization: context.accessToken };
    case 2:
      return { host, 'x-api-key': malformedText(random, 80) };
    case 3:
      return { host, Authorization: random.pick(['Bearer x', `${context.accessToken.slice(0, -4)}AAAA`, '', malformedText(random, 200)]) };
    case 4:
      return objectOf(random, ['host', 'x-api-key', 'Authorization', 'x-amz-date', 'x-amz-security-token']);
    default:
      return malformedValue(random);
  }
}

function protocolsOf(random: SeededRandom, context: FuzzContext, host: string): string[] {
  const roll = random.next();
  if (roll < 0.6) return ['graphql-ws', header(authorizationOf(random, context, host))];
  if (roll < 0.7) return ['graphql-ws'];
  if (roll < 0.8) return ['graphql-ws', `header-${random.pick(['!!!', '', '%%%', 'e30', hugeString(random, 3_000).replace(/[^A-Za-z0-9]/g, 'A')])}`];
  if (roll < 0.9) return [random.pick(['graphql-transport-ws', 'x', 'graphql-ws'.repeat(20)]), header({ host, 'x-api-key': context.apiKey })];
  return ['graphql-ws', header(deeplyNestedJson(random, random.pick([65, 1_000])))];
}

function startFrame(random: SeededRandom, context: FuzzContext, host: string): string {
  const operation = random.pick(OPERATIONS);
  const filter = random.chance(0.5)
    ? { filter: random.pick([{ owner: { beginsWith: '' } }, { status: { eq: 'DRAFT' } }, { id: { ne: '' } }, objectOf(random, ['owner', 'status', 'and', 'or', 'not', ...PROTOTYPE_NAMES])]) }
    : {};
  // onRecordChange's argument filter (a custom subscription's argument) gets malformed values too.
  const variables = random.chance(0.5) ? filter : { recordKey: random.chance(0.5) ? malformedValue(random) : `PlatformBan#${malformedText(random, 200)}` };
  const query = random.pick([
    `subscription ($filter: ModelSubscription${operation.replace(/^on(Create|Update|Delete)/, '')}FilterInput) { ${operation}(filter: $filter) { id owner } }`,
    'subscription ($recordKey: String) { onRecordChange(recordKey: $recordKey) { recordKey model recordId change } }',
    `subscription { ${operation} { id owner } }`,
    `subscription { ${operation} { id } } subscription Second { onCreateBrief { id } }`,
    '{ listBriefs { items { id } } }',
    'mutation { reportRecord(model: Brief, id: "x", reason: "y") }',
    `subscription { ${'onCreateBrief { id } '.repeat(random.int(2, 40))}}`,
    malformedText(random, 2_000),
  ]);
  const payload = random.chance(0.85)
    ? { data: random.chance(0.9) ? JSON.stringify({ query, variables }) : malformedValue(random), extensions: { authorization: authorizationOf(random, context, host) } }
    : malformedValue(random);
  const id = random.chance(0.8) ? `s${random.int(0, 5)}` : malformedValue(random);
  return JSON.stringify({ id, type: 'start', payload });
}

function frame(random: SeededRandom, context: FuzzContext, host: string): string | Buffer {
  const roll = random.next();
  if (roll < 0.45) return startFrame(random, context, host);
  if (roll < 0.55) return JSON.stringify({ id: random.chance(0.5) ? 's1' : malformedValue(random), type: random.pick(MESSAGE_TYPES), payload: malformedValue(random) });
  if (roll < 0.65) return random.pick(['', '{', '[]', 'null', '1', '"x"', '{"type":', '{"__proto__":{"type":"start"}}', '{"constructor":{"prototype":{"x":1}}}']);
  if (roll < 0.72) return Buffer.concat([Buffer.from('{"type":"'), random.pick(INVALID_UTF8), Buffer.from('"}')]);
  if (roll < 0.78) return Buffer.from(random.many(random.int(1, 64), () => random.int(0, 255)));
  if (roll < 0.84) return deeplyNestedJson(random);
  if (roll < 0.9) return JSON.stringify({ type: 'start', id: 'big', payload: { data: hugeString(random, random.pick([70_000, 300_000])) } });
  return JSON.stringify(objectOf(random, ['id', 'type', 'payload']));
}

export function realtimeCases(random: SeededRandom, context: FuzzContext, host: string, count: number): RealtimeCase[] {
  return random.many(count, () => {
    const protocols = protocolsOf(random, context, host);
    const init = random.chance(0.85) ? [JSON.stringify({ type: 'connection_init', ...(random.chance(0.2) ? { payload: malformedValue(random) } : {}) })] : [];
    // A flood: more messages than the endpoint takes in a second.
    const burst = random.chance(0.1) ? 80 : random.int(1, 8);
    const frames = [...init, ...random.many(burst, () => frame(random, context, host))];
    return { door: 'real time', label: `${protocols.map((protocol) => protocol.slice(0, 40)).join(', ')} then ${frames.length} frames`, protocols, frames };
  });
}
