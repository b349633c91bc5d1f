import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BackendConfig } from './config';
import type { Database } from './database/database';
import type { Logger } from './log';
import type { ContentChanges } from './revalidation/content-changes';
import type { Mailer } from './mail/mailer';

/** What every service shares for the life of the backend. */
export interface BackendContext {
  config: BackendConfig;
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** Where a committed change to public content is made visible before its request answers (backend/main.ts refreshes the caches). */
  contentChanges?: ContentChanges;
}

/** The shared context plus what belongs to one request. */
export interface RequestContext extends BackendContext {
  /** Also sent as the x-amzn-RequestId response header. */
  requestId: string;
  /** The request URL, absolute against PUBLIC_URL. */
  url: URL;
  /** Whom the request comes from: the peer, or whom a trusted proxy forwarded for (client-address.ts). */
  clientAddress: string | undefined;
}

/** A service's part of amplify_outputs.json. */
export interface OutputsContribution {
  /** Top-level sections it owns, e.g. `{ auth: { … } }`. */
  sections?: Record<string, unknown>;
  /** Values under `custom`, e.g. `{ user_pool_endpoint: 'http://localhost:3000/_aws/cognito-idp' }`. */
  custom?: Record<string, unknown>;
}

/** One local AWS service, mounted by createBackend from the list in backend/services.ts. */
export interface BackendService {
  /** Short name used in logs, e.g. `cognito-idp`. */
  name: string;
  /** Path prefix it owns, starting and ending with `/`; by convention `/_aws/<name>/`. */
  prefix: string;
  /**
   * Exact paths outside the prefix it also answers, for clients that build URLs themselves (the
   * Amplify client sends the hosted sign-in's sign-out to `/logout` at the root of its domain).
   */
  rootPaths?: readonly string[];
  /** Runs once after migrations, before any request (generate keys, seed settings…). */
  start?(ctx: BackendContext): Promise<void>;
  /**
   * Runs once every service has started and the tables' statistics are fresh, before any request:
   * work that makes a first request as fast as the next. A failure is logged, not fatal.
   */
  warmUp?(ctx: BackendContext): Promise<void>;
  /** Answers every request under `prefix` (CORS preflights are already answered). */
  handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void>;
  /** Takes over a WebSocket upgrade under `prefix` (the data API's real-time endpoint); without it such upgrades get a 404. */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, ctx: RequestContext): void;
  outputs?(ctx: BackendContext): OutputsContribution | Promise<OutputsContribution>;
  stop?(ctx: BackendContext): Promise<void>;
}
