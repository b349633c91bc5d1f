import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';

/** The part of a `ws` WebSocket this endpoint uses. */
export interface ServerSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  readonly protocol: string;
  send(data: string, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

interface WebSocketServerOptions {
  noServer: true;
  maxPayload: number;
  perMessageDeflate: false;
  clientTracking: false;
  handleProtocols(protocols: Set<string>, request: IncomingMessage): string | false;
}

interface WebSocketServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, callback: (socket: ServerSocket) => void): void;
}

export const SOCKET_OPEN = 1;

/**
 * The `ws` package's server, typed here by what this endpoint uses: the package ships no types of
 * its own and its @types package is not among the dependencies.
 */
export function createWebSocketServer(options: WebSocketServerOptions): WebSocketServer {
  const { WebSocketServer } = createRequire(__filename)('ws') as { WebSocketServer: new (options: WebSocketServerOptions) => WebSocketServer };
  return new WebSocketServer(options);
}
