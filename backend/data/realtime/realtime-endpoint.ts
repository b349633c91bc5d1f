import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { HIDDEN_MODEL, hiddenIdOf } from '../../../amplify/data/moderation/moderation-records';
import type { Logger } from '../../core/log';
import type { SubscribedModel, SubscribedMutations, SubscriptionKind, SubscriptionSource } from '../graphql/subscription-fields';
import { createRequestContext, type DataRequestContext } from '../operations/request-context';
import type { Actor } from '../policy/actor';
import { checkVariableValues } from '../protocol/check-variable-values';
import { FieldErrorBudget } from '../protocol/field-error-budget';
import { formatErrors } from '../protocol/format-errors';
import type { GraphqlEndpoint } from '../protocol/handle-graphql-request';
import { measureOperation } from '../protocol/measure-operation';
import { createItemPacer } from '../protocol/pace-list-items';
import { prepareDocument } from '../protocol/prepare-document';
import { QUERY_LIMITS } from '../protocol/query-limits';
import { TransportError } from '../protocol/transport-error';
import { findRecordsByIds, type RecordDocument } from '../store/record-store';
import type { DataChange, FeedNotice, MutationNotice } from './data-change-feed';
import { REALTIME_LIMITS, type RealtimeLimits } from './realtime-limits';
import { authenticateHeaders, readConnectionHeaders, readHeaderObject } from './realtime-authorization';
import { createWebSocketServer, SOCKET_OPEN, type ServerSocket } from './ws-library';

/** AppSync's error entry in connection_error, error and start refusals. */
interface RealtimeError {
  errorType: string;
  message: string;
  errorCode?: number;
}

/** What a subscription hears: a model's generated events, or the declared mutations' results. */
type Subscribed = { model: string; kind: SubscriptionKind } | { mutations: SubscribedMutations };

interface Subscription {
  id: string;
  subscribed: Subscribed;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  actor: Actor;
}

interface Connection {
  socket: ServerSocket;
  address: string;
  actor: Actor | null;
  subscriptions: Map<string, Subscription>;
  /** Events and starts of this connection run one after another, so events keep commit order. */
  queue: Promise<void>;
  queued: number;
  timers: { init?: NodeJS.Timeout; keepAlive?: NodeJS.Timeout; idle?: NodeJS.Timeout };
  window: { startedAt: number; messages: number };
}

export interface RealtimeEndpoint {
  /** Takes over an upgrade to the real-time path (anything else there answers like AppSync's HTTP errors). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, clientAddress: string | undefined): void;
  /** A committed change (or a custom mutation's success) heard from the database: resolved for each subscription it may concern. */
  deliver(change: FeedNotice): void;
  /** Open connections (for tests and the bench). */
  connectionCount(): number;
  close(): void;
}

const KINDS: Record<DataChange['op'], SubscriptionKind> = { INSERT: 'create', UPDATE: 'update', DELETE: 'delete' };

/**
 * AppSync's real-time WebSocket protocol over the data schema's subscriptions, as the Amplify
 * client speaks it: the `graphql-ws` subprotocol with the authorization in a `header-…`
 * subprotocol (or the `header` query parameter), connection_init / connection_ack, `ka`,
 * start / start_ack / data / error, stop / complete. Each start is authenticated by its own
 * authorization and checked like a query (size, depth, cost, variables, the caller's access);
 * each event is resolved for each subscriber as getX would answer them at that moment.
 */
export function createRealtimeEndpoint(options: {
  endpoint: () => Promise<GraphqlEndpoint>;
  log: Logger;
  limits?: Partial<RealtimeLimits>;
}): RealtimeEndpoint {
  const limits: RealtimeLimits = { ...REALTIME_LIMITS, ...options.limits };
  const { log } = options;
  const connections = new Set<Connection>();
  let deliveries: Promise<void> = Promise.resolve();
  const perAddress = new Map<string, number>();
  const server = createWebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: (protocols) => (protocols.has('graphql-ws') ? 'graphql-ws' : false),
  });

  const send = (connection: Connection, message: Record<string, unknown>) => {
    const { socket } = connection;
    if (socket.readyState !== SOCKET_OPEN) return;
    // A client that does not read what it is sent is dropped, not buffered for without limit.
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.close(1013, 'Slow consumer');
      return;
    }
    socket.send(JSON.stringify(message));
  };
  const sendError = (connection: Connection, id: string | undefined, errors: RealtimeError[]) =>
    send(connection, { type: 'error', ...(id === undefined ? {} : { id }), payload: { errors } });

  const resetIdle = (connection: Connection) => {
    clearTimeout(connection.timers.idle);
    if (connection.subscriptions.size > 0) return;
    connection.timers.idle = setTimeout(() => connection.socket.close(1000, 'Idle'), limits.idleTimeoutMs).unref();
  };

  const enqueue = (connection: Connection, work: () => Promise<void>) => {
    if (connection.queued >= limits.maxQueuedEvents) {
      connection.socket.close(1013, 'Slow consumer');
      return;
    }
    connection.queued += 1;
    connection.queue = connection.queue
      .then(work)
      .catch((error: unknown) => log.error('[realtime] a subscription event failed', error))
      .finally(() => {
        connection.queued -= 1;
      });
  };

  const contextFor = (endpoint: GraphqlEndpoint, actor: Actor, clientAddress: string): DataRequestContext => ({
    ...createRequestContext(endpoint.services, actor, randomUUID(), clientAddress),
    pacer: createItemPacer(QUERY_LIMITS.fieldsPerTurn),
    fieldErrors: new FieldErrorBudget(QUERY_LIMITS.maxFieldErrors),
  });

  const run = async (endpoint: GraphqlEndpoint, connection: Connection, subscription: Subscription, source: SubscriptionSource): Promise<ExecutionResult> => {
    const contextValue = contextFor(endpoint, subscription.actor, connection.address);
    const result = await execute({
      schema: endpoint.schema,
      document: subscription.document,
      operationName: subscription.operation.name?.value,
      variableValues: subscription.variables,
      rootValue: source,
      contextValue,
    });
    return contextValue.fieldErrors!.summarize(result);
  };

  const start = async (connection: Connection, message: Record<string, unknown>): Promise<void> => {
    const { id, payload } = message;
    if (typeof id !== 'string' || id.length === 0 || id.length > limits.maxSubscriptionIdLength) {
      return sendError(connection, undefined, [{ errorType: 'BadRequestException', message: 'A start needs an id of at most 128 characters.' }]);
    }
    const refuse = (errorType: string, text: string) => sendError(connection, id, [{ errorType, message: text }]);
    if (connection.subscriptions.has(id)) return refuse('DuplicatedOperationError', `Subscription ${id} is already started.`);
    if (connection.subscriptions.size >= limits.maxSubscriptionsPerConnection) {
      return refuse('MaxSubscriptionsReachedError', `A connection holds at most ${limits.maxSubscriptionsPerConnection} subscriptions.`);
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return refuse('BadRequestException', 'A start needs a payload.');
    const data = Object.hasOwn(payload, 'data') ? (payload as Record<string, unknown>).data : undefined;
    const extensions = Object.hasOwn(payload, 'extensions') ? (payload as Record<string, unknown>).extensions : undefined;
    if (typeof data !== 'string') return refuse('BadRequestException', 'payload.data must be the JSON text of { query, variables }.');
    const request = readRequest(data);
    if (!request) return refuse('BadRequestException', 'payload.data must be the JSON text of { query, variables }.');

    const authorization =
      typeof extensions === 'object' && extensions !== null && Object.hasOwn(extensions, 'authorization')
        ? readHeaderObject((extensions as Record<string, unknown>).authorization)
        : null;
    if (!authorization) return sendError(connection, id, [{ errorType: 'UnauthorizedException', message: 'Valid authorization header not provided.', errorCode: 401 }]);
    const endpoint = await options.endpoint();
    let actor: Actor;
    try {
      actor = await authenticateHeaders(authorization, { path: 'graphql', body: data }, endpoint.authentication);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      return sendError(connection, id, [{ errorType: error.errorType, message: error.message, errorCode: error.status }]);
    }

    const prepared = prepareDocument(endpoint.schema, endpoint.documents, request.query);
    const refusal = (errors: readonly GraphQLError[]) =>
      sendError(
        connection,
        id,
        formatErrors(errors, log, id).map((error) => ({ errorType: error.errorType ?? 'BadRequestException', message: error.message })),
      );
    if (prepared.errors || !prepared.document) return refusal(prepared.errors ?? []);
    const { document } = prepared;
    const operation = getOperationAST(document, request.operationName ?? undefined);
    if (!operation) return refuse('BadRequestException', 'The document has no operation of that name, or several without operationName.');
    if (operation.operation !== 'subscription') return refuse('UnsupportedOperation', `${operation.operation} is not supported through the realtime channel.`);
    const variablesRefusal = checkVariableValues(request.variables);
    if (variablesRefusal) return refusal([variablesRefusal]);
    const measured = measureOperation(endpoint.schema, document, operation, request.variables);
    if (measured.refusal) return refusal([measured.refusal]);
    const subscribed = subscribedOf(endpoint.schema, operation);
    if (!subscribed) return refuse('UnsupportedOperation', 'Subscribe to one subscription field (onCreateX, onUpdateX, onDeleteX or a declared one).');

    const subscription: Subscription = { id, subscribed, document, operation, variables: request.variables, actor };
    // The probe checks the caller's access and the filter's fields once, as the subscription starts.
    const probe = await run(endpoint, connection, subscription, { probe: true });
    if (probe.errors?.length) return refusal(probe.errors);
    if (connection.socket.readyState !== SOCKET_OPEN) return;
    connection.subscriptions.set(id, subscription);
    resetIdle(connection);
    send(connection, { type: 'start_ack', id });
  };

  /**
   * A user-pool subscription lives as long as its token: past the token's `exp` it ends with
   * AppSync's auth error, on which the Amplify client reconnects with a fresh token (so a user
   * taken out of a group stops getting that group's records within the token's life).
   */
  const endIfExpired = (connection: Connection, subscription: Subscription): boolean => {
    const { actor } = subscription;
    const exp = actor.mode === 'userPool' ? actor.claims.exp : undefined;
    if (typeof exp !== 'number' || exp * 1000 > Date.now()) return false;
    connection.subscriptions.delete(subscription.id);
    resetIdle(connection);
    sendError(connection, subscription.id, [{ errorType: 'UnauthorizedException', message: 'Token has expired.', errorCode: 401 }]);
    return true;
  };

  const stop = (connection: Connection, id: unknown) => {
    if (typeof id !== 'string') return;
    if (connection.subscriptions.delete(id)) resetIdle(connection);
    send(connection, { type: 'complete', id });
  };

  const onMessage = (connection: Connection, raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const now = Date.now();
    if (now - connection.window.startedAt >= 1000) connection.window = { startedAt: now, messages: 0 };
    connection.window.messages += 1;
    if (connection.window.messages > limits.maxMessagesPerSecond) {
      connection.socket.close(1008, 'Too many messages');
      return;
    }
    const message = isBinary ? null : readMessage(raw);
    if (!message) {
      sendError(connection, undefined, [{ errorType: 'MalformedMessage', message: 'Messages are JSON objects with a type.' }]);
      return;
    }
    const { type } = message;
    if (type === 'connection_init') {
      clearTimeout(connection.timers.init);
      if (!connection.actor) {
        send(connection, { type: 'connection_error', payload: { errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.', errorCode: 401 }] } });
        connection.socket.close(1000, 'Unauthorized');
        return;
      }
      if (connection.timers.keepAlive) return;
      send(connection, { type: 'connection_ack', payload: { connectionTimeoutMs: limits.connectionTimeoutMs } });
      connection.timers.keepAlive = setInterval(() => {
        send(connection, { type: 'ka' });
        for (const subscription of [...connection.subscriptions.values()]) endIfExpired(connection, subscription);
      }, limits.keepAliveMs).unref();
      send(connection, { type: 'ka' });
      resetIdle(connection);
      return;
    }
    if (!connection.timers.keepAlive) {
      sendError(connection, undefined, [{ errorType: 'BadRequestException', message: 'Send connection_init first.' }]);
      return;
    }
    if (type === 'start') enqueue(connection, () => start(connection, message));
    else if (type === 'stop') enqueue(connection, async () => stop(connection, message.id));
    else sendError(connection, undefined, [{ errorType: 'UnsupportedOperation', message: `${type.slice(0, 40)} not supported through the realtime channel` }]);
  };

  const accept = (socket: ServerSocket, address: string, actor: Actor | null) => {
    const connection: Connection = {
      socket,
      address,
      actor,
      subscriptions: new Map(),
      queue: Promise.resolve(),
      queued: 0,
      timers: {},
      window: { startedAt: Date.now(), messages: 0 },
    };
    connections.add(connection);
    connection.timers.init = setTimeout(() => socket.close(1000, 'No connection_init'), limits.initTimeoutMs).unref();
    socket.on('message', (raw, isBinary) => onMessage(connection, raw, isBinary));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      connections.delete(connection);
      connection.subscriptions.clear();
      clearTimeout(connection.timers.init);
      clearInterval(connection.timers.keepAlive);
      clearTimeout(connection.timers.idle);
    });
  };

  const hears = (subscription: Subscription, change: FeedNotice): boolean => {
    const { subscribed } = subscription;
    if (change.op === 'MUTATION') return 'mutations' in subscribed && subscribed.mutations.includes(change.mutation);
    return 'model' in subscribed && subscribed.model === change.model && subscribed.kind === KINDS[change.op];
  };

  const sendEvent = (endpoint: GraphqlEndpoint, interested: [Connection, Subscription][], source: SubscriptionSource) => {
    for (const [connection, subscription] of interested) {
      enqueue(connection, async () => {
        // Stopped (or the connection closed) while the event waited.
        if (connection.subscriptions.get(subscription.id) !== subscription) return;
        if (endIfExpired(connection, subscription)) return;
        const result = await run(endpoint, connection, subscription, source);
        const value = result.data ? Object.values(result.data)[0] : null;
        if (value === null || value === undefined) return;
        const payload: Record<string, unknown> = { data: result.data };
        if (result.errors?.length) payload.errors = formatErrors(result.errors, log, subscription.id);
        send(connection, { type: 'data', id: subscription.id, payload });
      });
    }
  };

  const deliverChange = async (change: FeedNotice) => {
    const interested: [Connection, Subscription][] = [];
    for (const connection of connections)
      for (const subscription of connection.subscriptions.values()) if (hears(subscription, change)) interested.push([connection, subscription]);
    if (interested.length === 0) return;
    const endpoint = await options.endpoint();
    if (change.op === 'MUTATION') return sendEvent(endpoint, interested, mutationSourceOf(change));
    const kind = KINDS[change.op];
    // The record as the commit left it (the notice carries it), or, too large for a notice, as it
    // stands now, read once for every subscriber.
    let record = (change.doc as RecordDocument | undefined) ?? null;
    if (kind === 'delete') {
      // A record taken down (hideRecord moves it to HiddenRecord in the same commit) is not sent
      // out once more to everyone who could read it: on AppSync a custom mutation fires no
      // generated subscription either.
      const [hidden] = await findRecordsByIds(endpoint.services.db, HIDDEN_MODEL, [hiddenIdOf(change.model, change.id)]);
      if (hidden) return;
    } else if (!record) [record = null] = await findRecordsByIds(endpoint.services.db, change.model, [change.id]);
    if (!record) return;
    sendEvent(endpoint, interested, { kind, model: change.model, record });
  };

  return {
    handleUpgrade(req, socket, head, clientAddress) {
      socket.on('error', () => undefined);
      const address = clientAddress ?? 'unknown';
      const count = perAddress.get(address) ?? 0;
      if (count >= limits.maxConnectionsPerAddress || connections.size >= limits.maxConnections) {
        refuseUpgrade(socket, 429, 'Too many connections');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const protocols = String(req.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((protocol) => protocol.trim())
        .slice(0, 10);
      const headers = readConnectionHeaders(url, protocols);
      perAddress.set(address, count + 1);
      // Counted until the TCP connection ends, whatever ends it (a refused handshake included).
      socket.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      const authenticated = headers
        ? options.endpoint().then((endpoint) => authenticateHeaders(headers, { path: 'connect', body: '{}' }, endpoint.authentication))
        : Promise.reject(new TransportError(401, 'UnauthorizedException', 'No authorization header.'));
      authenticated
        .catch((error: unknown) => {
          if (!(error instanceof TransportError)) log.error('[realtime] a connection could not be authenticated', error);
          // Refused at connection_init, as AppSync does, so the client reads why.
          return null;
        })
        .then((actor) => {
          if (socket.destroyed) throw new Error('closed');
          server.handleUpgrade(req, socket, head, (ws) => accept(ws, address, actor));
        })
        .catch(() => socket.destroy());
    },
    deliver(change) {
      // One change after another, so each connection's queue gets them in commit order even when
      // the reads of the records would complete out of order.
      deliveries = deliveries.then(() => deliverChange(change)).catch((error: unknown) => log.error('[realtime] a change could not be delivered', error));
    },
    connectionCount: () => connections.size,
    close() {
      for (const connection of connections) connection.socket.close(1001, 'Server stopping');
    },
  };
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A client message: a JSON object with a string `type` of its own, or null. */
function readMessage(raw: Buffer | ArrayBuffer | Buffer[]): (Record<string, unknown> & { type: string }) | null {
  const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as ArrayBuffer).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // Read as own members only: a `type` such as {"toString": 1} once reached String() and threw out of the handler.
  const type = Object.hasOwn(value, 'type') ? (value as { type: unknown }).type : undefined;
  if (typeof type !== 'string') return null;
  const id = Object.hasOwn(value, 'id') ? (value as { id: unknown }).id : undefined;
  const payload = Object.hasOwn(value, 'payload') ? (value as { payload: unknown }).payload : undefined;
  return { type, id, payload };
}

/** A start's `data`: `{ query, variables, operationName }`, or null. */
function readRequest(data: string): { query: string; variables: Record<string, unknown>; operationName: string | null } | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const get = (name: string) => (Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined);
  const query = get('query');
  const variables = get('variables') ?? {};
  const operationName = get('operationName') ?? null;
  if (typeof query !== 'string' || query.trim() === '') return null;
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
  if (operationName !== null && typeof operationName !== 'string') return null;
  return { query, variables: variables as Record<string, unknown>, operationName };
}

/** What the subscription field an operation selects hears, or null for anything else (fragments at the root included). */
function subscribedOf(schema: GraphQLSchema, operation: OperationDefinitionNode): Subscribed | null {
  const selections = operation.selectionSet.selections;
  const [only] = selections;
  if (selections.length !== 1 || only.kind !== Kind.FIELD) return null;
  const fields = schema.getSubscriptionType()?.getFields();
  const field = fields && Object.hasOwn(fields, only.name.value) ? fields[only.name.value] : undefined;
  const model = field?.extensions?.subscribedModel as SubscribedModel | undefined;
  if (model) return model;
  const mutations = field?.extensions?.subscribedMutations as SubscribedMutations | undefined;
  return mutations ? { mutations } : null;
}

/** A custom mutation's result, as its subscribers' fields resolve from it. */
function mutationSourceOf(notice: MutationNotice): SubscriptionSource {
  return { mutation: notice.mutation, result: notice.result };
}
