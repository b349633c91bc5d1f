/**
 * What the operator CLI needs from the user pool, whether it reaches the database directly or a
 * running server's Admin API; both speak Cognito's Admin* inputs, so both run the same operations.
 */
export interface AdminApi {
  readonly mode: 'database' | 'server';
  /** The app client the public operations (a sign-in to enrol an authenticator app) name. */
  readonly clientId: string;
  call(operation: AdminOperationName, input: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export type AdminOperationName =
  | 'AdminCreateUser'
  | 'AdminSetUserPassword'
  | 'AdminAddUserToGroup'
  | 'AdminGetUser'
  | 'ListUsers'
  | 'AdminRotateKeys'
  | PublicOperationName;

/** The public operations `create-user --totp` makes as the user, as Cognito has no Admin* for them. */
export type PublicOperationName = 'InitiateAuth' | 'AssociateSoftwareToken' | 'VerifySoftwareToken' | 'SetUserMFAPreference';

const PUBLIC_NAMES: ReadonlySet<string> = new Set<PublicOperationName>(['InitiateAuth', 'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference']);

/** Public operations name no pool: Cognito finds it from the client id or the token. */
export function isPublicOperation(name: string): name is PublicOperationName {
  return PUBLIC_NAMES.has(name);
}

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
