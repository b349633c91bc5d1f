import type { GraphQLError } from 'graphql';
import type { Logger } from '../../core/log';
import { DataApiError } from '../operations/data-api-error';
import { FilterError } from '../store/compile-filter';
import { RecordTooLargeError } from '../store/record-store';
import { InvalidNextTokenError } from '../store/next-token';

/** One error as AppSync writes it in a response. */
export interface AppSyncError {
  path: readonly (string | number)[] | null;
  data: null;
  errorType: string | null;
  errorInfo: null;
  locations: { line: number; column: number; sourceName: null }[];
  message: string;
}

/**
 * graphql-js errors in AppSync's shape. Errors the data API raised keep their errorType; a bad
 * filter or page token is the caller's mistake; anything else is logged and answered without
 * details (never an HTTP 500: the other fields of the answer still stand).
 */
export function formatErrors(
  errors: readonly GraphQLError[],
  log: Logger,
  requestId: string,
): AppSyncError[] {
  return errors.map((error) => {
    const original = error.originalError;
    let errorType: string | null = null;
    let message = error.message;
    if (original instanceof DataApiError) errorType = original.errorType;
    else if (original instanceof RecordTooLargeError) errorType = 'DynamoDB:DynamoDbException';
    else if (original instanceof InvalidNextTokenError || original instanceof FilterError)
      errorType = 'BadRequest';
    else if (original && !('locations' in original)) {
      log.error(`[data] ${requestId} ${error.path?.join('.') ?? ''} failed:`, original);
      errorType = 'InternalFailure';
      message = `An internal failure occurred while resolving this field (request ${requestId}).`;
    } else if (!error.path) {
      errorType = 'ValidationError';
    }
    return {
      path: error.path ?? null,
      data: null,
      errorType,
      errorInfo: null,
      locations: (error.locations ?? []).map(({ line, column }) => ({ line, column, sourceName: null })),
      message,
    };
  });
}
