import { WebSocket } from 'undici';
import { findSecrets } from './find-secrets';

/** The messages the endpoint may send (AppSync's real-time protocol). */
const SERVER_MESSAGE_TYPES = new Set(['connection_ack', 'connection_error', 'ka', 'start_ack', 'error', 'data', 'complete']);
/** 1011: the server failed (an internal error), which no input may cause. */
const SERVER_FAILURE = 1011;

export interface RealtimeConnection {
  /** Every message received, parsed. */
  readonly messages: { type?: string; id?: string; payload?: unknown }[];
  /** What broke a rule so far (a message that is not the protocol's, a secret, a server failure). */
  readonly problems: string[];
  readonly closed: Promise<number>;
  send(frame: string | Buffer): void;
  /** Resolves once `count` messages of `type` have arrived, or after `timeoutMs`. */
  waitFor(type: string, count: number, timeoutMs: number): Promise<boolean>;
  close(): void;
}

/**
 * A WebSocket to the real-time endpoint that checks every answer as it arrives. Null when the
 * client library refuses the subprotocols before sending anything (not the server's door).
 */
export async function openRealtimeConnection(url: string, protocols: string[], secrets: readonly string[], label: string): Promise<RealtimeConnection | null> {
  let socket: WebSocket;
  try {
    socket = new WebSocket(url, protocols);
  } catch {
    return null;
  }
  const messages: RealtimeConnection['messages'] = [];
  const problems: string[] = [];
  const listeners = new Set<() => void>();
  const closed = new Promise<number>((resolve) => {
    socket.onclose = (event) => {
      if (event.code === SERVER_FAILURE) problems.push(`${label}: closed with 1011 (server failure): ${event.reason}`);
      resolve(event.code);
      for (const listener of listeners) listener();
    };
  });
  socket.onmessage = (event) => {
    const text = typeof event.data === 'string' ? event.data : null;
    if (text === null) return void problems.push(`${label}: a binary message from the server`);
    for (const secret of findSecrets(text, secrets)) problems.push(`${label}: an answer carries ${secret}`);
    try {
      const message = JSON.parse(text) as RealtimeConnection['messages'][number];
      if (!SERVER_MESSAGE_TYPES.has(String(message.type))) problems.push(`${label}: an unknown message type ${JSON.stringify(message.type)}`);
      messages.push(message);
    } catch {
      problems.push(`${label}: an answer that is not JSON: ${text.slice(0, 120)}`);
    }
    for (const listener of listeners) listener();
  };
  const isOpen = await new Promise<boolean>((resolve) => {
    socket.onopen = () => resolve(true);
    socket.onerror = () => resolve(false);
    void closed.then(() => resolve(false));
  });
  return {
    messages,
    problems,
    closed,
    send(frame) {
      if (isOpen && socket.readyState === WebSocket.OPEN) socket.send(frame);
    },
    waitFor(type, count, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          if (messages.filter((message) => message.type === type).length >= count) finish(true);
        };
        const finish = (result: boolean) => {
          clearTimeout(timer);
          listeners.delete(check);
          resolve(result);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close() {
      socket.close();
    },
  };
}
