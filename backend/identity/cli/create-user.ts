import { isStaffGroup } from '../../../amplify/auth/staff-second-factor';
import { AdminApiError, type AdminApi } from './admin-api';
import { enrolAuthenticatorApp } from './enrol-authenticator-app';

export interface CreateUserRequest {
  email: string;
  password: string;
  groups: string[];
  /**
   * Enrol an authenticator app and return its secret. Staff (ADMINS, MODERATORS) get one without
   * asking when they have no second factor yet, since their tokens carry no staff group without one.
   */
  withTotp?: boolean;
}

export interface CreateUserResult {
  username: string;
  isNew: boolean;
  /** The base-32 secret of the authenticator app enrolled now. */
  totpSecret?: string;
  /** The user had a second factor before this run (then nothing is enrolled). */
  hadSecondFactor: boolean;
}

/**
 * A confirmed user with a permanent password and a verified e-mail, in the given groups. Run
 * again for the same address, it sets the password and adds the groups (so seed scripts can
 * repeat it). Staff without a second factor get an authenticator app (see `withTotp`).
 */
export async function createConfirmedUser(api: AdminApi, request: CreateUserRequest): Promise<CreateUserResult> {
  let isNew = true;
  try {
    // The requested password doubles as the temporary one, so a password the policy refuses
    // stops the command before any account exists.
    await api.call('AdminCreateUser', {
      Username: request.email,
      TemporaryPassword: request.password,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: request.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  } catch (error) {
    if (!(error instanceof AdminApiError && error.type === 'UsernameExistsException')) throw error;
    isNew = false;
  }
  await api.call('AdminSetUserPassword', { Username: request.email, Password: request.password, Permanent: true });
  for (const group of request.groups) {
    await api.call('AdminAddUserToGroup', { Username: request.email, GroupName: group });
  }
  const user = await api.call('AdminGetUser', { Username: request.email });
  const hadSecondFactor = Array.isArray(user.UserMFASettingList) && user.UserMFASettingList.length > 0;
  if (request.withTotp && hadSecondFactor) {
    throw new AdminApiError('InvalidParameterException', `${request.email} already has a second factor; it can be changed at /me/security.`);
  }
  const isStaff = request.groups.some(isStaffGroup);
  const totpSecret = !hadSecondFactor && (request.withTotp || isStaff) ? await enrolAuthenticatorApp(api, request.email, request.password) : undefined;
  return { username: String(user.Username), isNew, hadSecondFactor, ...(totpSecret ? { totpSecret } : {}) };
}
