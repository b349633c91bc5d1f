import { RefusalError } from '../store/refusal-error';

/**
 * An error the data API answers inside the GraphQL response, with AppSync's `errorType`
 * (Unauthorized, DynamoDB:ConditionalCheckFailedException, …) and message.
 */
export class DataApiError extends RefusalError {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'DataApiError';
  }
}

/** AppSync's words for a denied field, e.g. "Not Authorized to access listBriefs on type Query". */
export function notAuthorized(fieldName: string, typeName: string): DataApiError {
  return new DataApiError('Unauthorized', `Not Authorized to access ${fieldName} on type ${typeName}`);
}

/** AppSync's words for a write naming fields the caller may not set, e.g. "Unauthorized on [views, featured]". */
export function unauthorizedOn(fieldNames: readonly string[]): DataApiError {
  return new DataApiError('Unauthorized', `Unauthorized on [${fieldNames.join(', ')}]`);
}

export function conditionalCheckFailed(requestId: string): DataApiError {
  return new DataApiError(
    'DynamoDB:ConditionalCheckFailedException',
    `The conditional request failed (Service: DynamoDb, Status Code: 400, Request ID: ${requestId})`,
  );
}

export function badRequest(message: string): DataApiError {
  return new DataApiError('BadRequest', message);
}
