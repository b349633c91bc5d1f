/**
 * What the operator CLI needs from the user pool, whether it reaches the database directly or a
 * running server's Admin API; both speak Cognito's Admin* inputs, so both run the same operations.
 */
export interface AdminApi {
  readonly mode: 'database' | 'server';
  call(operation: AdminOperationName, input: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export type AdminOperationName =
  | 'AdminCreateUser'
  | 'AdminSetUserPassword'
  | 'AdminAddUserToGroup'
  | 'AdminGetUser'
  | 'ListUsers'
  | 'AdminRotateKeys';

/** An Admin API refusal, with Cognito's error name. */
export class AdminApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}
