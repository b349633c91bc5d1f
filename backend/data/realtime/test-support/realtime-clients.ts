import { Hub } from 'aws-amplify/utils';
import { WebSocket as UndiciWebSocket } from 'undici';

/**
 * Node 20 has no global WebSocket; the Amplify client expects one, as in a browser. The client
 * always asks for wss:// (it assumes AppSync's TLS); the test backends speak plain HTTP on
 * loopback, so only the scheme is changed, and the URL, subprotocols, headers and messages are
 * the client's own.
 */
export function installWebSocketForAmplify(): void {
  class LoopbackWebSocket extends UndiciWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(String(url).replace(/^wss:\/\/127\.0\.0\.1:/, 'ws://127.0.0.1:'), protocols);
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = LoopbackWebSocket;
}

/**
 * Resolves when the server has acknowledged `count` more starts whose query names `field`
 * (the client's Hub event for a start_ack): events sent before that are not the test's to expect.
 */
export function nextStartAcks(field: string, count = 1): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = count;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no start_ack for ${field} within 10 s`));
    }, 10_000);
    const stop = Hub.listen('api', ({ payload }) => {
      const data = payload.data as { query?: string } | undefined;
      if (payload.event !== 'Subscription ack' || !data?.query?.includes(field)) return;
      left -= 1;
      if (left > 0) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** What a subscription has received so far, and a wait for the next one. */
export class Received<T> {
  readonly items: T[] = [];
  readonly errors: unknown[] = [];
  private waiters: (() => void)[] = [];

  push = (item: T) => {
    this.items.push(item);
    for (const waiter of this.waiters.splice(0)) waiter();
  };

  fail = (error: unknown) => {
    this.errors.push(error);
    for (const waiter of this.waiters.splice(0)) waiter();
  };

  /** Waits until `predicate` holds of the items (or an error arrives), up to `timeoutMs`. */
  async until(predicate: (items: T[]) => boolean, timeoutMs = 5000): Promise<T[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.items)) {
      if (this.errors.length > 0) throw new Error(`subscription failed: ${JSON.stringify(this.errors[0])}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out with ${JSON.stringify(this.items)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.items;
  }
}

/** Lets events that are on their way arrive before a test says none came. */
export const settle = (ms = 800) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RawMessage {
  type: string;
  id?: string;
  payload?: { data?: Record<string, unknown>; errors?: { errorType?: string; message?: string; errorCode?: number }[]; connectionTimeoutMs?: number };
}

/** A connection speaking the protocol by hand, as an attacker (or another client) would. */
export class RawRealtimeClient {
  readonly messages: RawMessage[] = [];
  closed: { code: number } | null = null;
  private readonly socket: UndiciWebSocket;
  private readonly opened: Promise<void>;

  constructor(graphqlUrl: string, headers: Record<string, string> | null, protocols: string[] = ['graphql-ws']) {
    const encoded = headers ? Buffer.from(JSON.stringify(headers)).toString('base64url') : null;
    this.socket = new UndiciWebSocket(`${graphqlUrl.replace(/^http/, 'ws')}/realtime`, encoded ? [...protocols, `header-${encoded}`] : protocols);
    this.opened = new Promise((resolve, reject) => {
      this.socket.onopen = () => resolve();
      this.socket.onerror = () => reject(new Error('the connection failed'));
    });
    this.socket.onmessage = (event) => this.messages.push(JSON.parse(String(event.data)) as RawMessage);
    this.socket.onclose = (event) => {
      this.closed = { code: event.code };
    };
  }

  async send(message: unknown): Promise<void> {
    await this.opened;
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** connection_init, answered by connection_ack. */
  async init(): Promise<RawMessage> {
    await this.send({ type: 'connection_init' });
    return this.next((message) => message.type === 'connection_ack' || message.type === 'connection_error');
  }

  /** A start of `query` authorized by `authorization`, answered by start_ack or error. */
  async start(id: string, query: string, variables: Record<string, unknown>, authorization: Record<string, string>): Promise<RawMessage> {
    await this.send({ id, type: 'start', payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } } });
    return this.next((message) => message.id === id && (message.type === 'start_ack' || message.type === 'error'));
  }

  /** The first message (from the start of the connection) that `predicate` accepts. */
  async next(predicate: (message: RawMessage) => boolean, timeoutMs = 5000): Promise<RawMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (this.closed) throw new Error(`closed (${this.closed.code}) with ${JSON.stringify(this.messages)}`);
      if (Date.now() > deadline) throw new Error(`timed out with ${JSON.stringify(this.messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): void {
    this.socket.close();
  }
}
