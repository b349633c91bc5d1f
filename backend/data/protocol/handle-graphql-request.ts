import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { Logger } from '../../core/log';
import type { ContentChanges } from '../../core/revalidation/content-changes';
import { HttpError } from '../../core/http/http-error';
import { readBody } from '../../core/http/read-body';
import { sendJson } from '../../core/http/send';
import { createRequestContext, type DataServices } from '../operations/request-context';
import { authenticateRequest, type AuthenticationServices } from './authenticate-request';
import type { DocumentCache } from './document-cache';
import { executeGraphql, type GraphqlRequestBody } from './execute-graphql';
import { formatErrors } from './format-errors';
import { publicChangeOf } from './public-change';
import { announceMutationResults } from '../realtime/data-change-feed';
import { ANNOUNCE_RECORD_CHANGE } from '../../../amplify/data/realtime/record-changes';
import { readGraphqlBody } from './read-graphql-body';
import { TransportError } from './transport-error';

/** AppSync refuses request bodies over 1 MB… */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface GraphqlEndpoint {
  schema: GraphQLSchema;
  documents: DocumentCache;
  services: DataServices;
  authentication: AuthenticationServices;
  log: Logger;
  /** Committed changes to public content are made visible through this before the answer leaves. */
  contentChanges?: ContentChanges;
}

// POST /_aws/graphql/graphql – AppSync-compatible GraphQL: authenticate, run, answer { data, errors }.
export async function handleGraphqlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  endpoint: GraphqlEndpoint,
  { requestId, clientAddress }: { requestId: string; clientAddress: string | undefined },
): Promise<void> {
  try {
    if (req.method !== 'POST')
      throw new TransportError(405, 'MethodNotAllowedException', 'Send GraphQL requests with POST.');
    const body = await readBody(req, MAX_BODY_BYTES).catch((error: unknown) => {
      if (error instanceof HttpError) throw new TransportError(error.status, error.type, error.message);
      throw error;
    });
    const request = readGraphqlBody(body);
    const actor = await authenticateRequest(req, body, endpoint.authentication);
    const context = createRequestContext(endpoint.services, actor, requestId, clientAddress);
    if (endpoint.contentChanges) context.heldRecordChanges = [];
    const result = await executeGraphql(endpoint.schema, endpoint.documents, request, context);
    // A moderator's hide (or any change to public content) is visible on every instance by the
    // time its answer arrives: a visitor asking right after must not get a cached copy. The
    // public hears of the records it changed (onRecordChange) only then, for the same reason.
    if (endpoint.contentChanges) {
      await announcePublicChange(endpoint, request, result);
      await announceMutationResults(endpoint.services.db, ANNOUNCE_RECORD_CHANGE, context.heldRecordChanges ?? []);
    }
    const answer: Record<string, unknown> = {};
    if ('data' in result) answer.data = result.data ?? null;
    if (result.errors?.length) answer.errors = formatErrors(result.errors, endpoint.log, requestId);
    sendJson(res, 200, answer);
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    const headers: Record<string, string> = { 'x-amzn-ErrorType': error.errorType };
    if (error.status === 413) headers.Connection = 'close';
    sendJson(
      res,
      error.status,
      { errors: [{ errorType: error.errorType, message: error.message }] },
      headers,
    );
  }
}

async function announcePublicChange(endpoint: GraphqlEndpoint, request: GraphqlRequestBody, result: ExecutionResult): Promise<void> {
  let change: ReturnType<typeof publicChangeOf>;
  try {
    change = publicChangeOf(endpoint.schema, endpoint.documents, request, result);
  } catch (error) {
    // The mutation is committed: its answer still goes out, and the pages catch up by themselves.
    return endpoint.log.error('[data] could not work out what a mutation changed on the public site', error);
  }
  if (change) await endpoint.contentChanges?.announce(change);
}
