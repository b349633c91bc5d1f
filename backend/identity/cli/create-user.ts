import { AdminApiError, type AdminApi } from './admin-api';

export interface CreateUserRequest {
  email: string;
  password: string;
  groups: string[];
}

export interface CreateUserResult {
  username: string;
  isNew: boolean;
}

/**
 * A confirmed user with a permanent password and a verified e-mail, in the given groups. Run
 * again for the same address, it sets the password and adds the groups (so seed scripts can
 * repeat it).
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
  return { username: String(user.Username), isNew };
}
