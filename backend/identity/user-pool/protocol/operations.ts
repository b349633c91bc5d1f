import type { PoolContext } from '../../pool-context';
import { adminCreateUser } from '../admin/admin-create-user';
import { adminGetUser } from '../admin/admin-get-user';
import { adminAddUserToGroup, adminListGroupsForUser, adminRemoveUserFromGroup } from '../admin/admin-groups';
import { adminSetUserPassword } from '../admin/admin-set-user-password';
import {
  adminConfirmSignUp,
  adminDeleteUser,
  adminDisableUser,
  adminEnableUser,
  adminUserGlobalSignOut,
} from '../admin/admin-user-state';
import { adminRotateKeys } from '../admin/admin-rotate-keys';
import { listUsersOperation } from '../admin/list-users';
import type { Caller } from '../caller';
import type { JsonObject } from '../input';
import { changePassword } from '../operations/change-password';
import { confirmForgotPassword } from '../operations/confirm-forgot-password';
import { confirmSignUp } from '../operations/confirm-sign-up';
import { deleteUser } from '../operations/delete-user';
import { deleteUserAttributes } from '../operations/delete-user-attributes';
import { listDevices, unknownDevice } from '../operations/devices';
import { forgotPassword } from '../operations/forgot-password';
import { getTokensFromRefreshToken } from '../operations/get-tokens-from-refresh-token';
import { getUser } from '../operations/get-user';
import { getUserAttributeVerificationCode } from '../operations/get-user-attribute-verification-code';
import { initiateAuth } from '../operations/initiate-auth';
import { resendConfirmationCode } from '../operations/resend-confirmation-code';
import { respondToAuthChallenge } from '../operations/respond-to-auth-challenge';
import { setUserMfaPreference } from '../operations/set-user-mfa-preference';
import { globalSignOut, revokeToken } from '../operations/sign-out';
import { signUp } from '../operations/sign-up';
import { associateSoftwareToken, verifySoftwareToken } from '../operations/software-token';
import { updateUserAttributes } from '../operations/update-user-attributes';
import { verifyUserAttribute } from '../operations/verify-user-attribute';

export type Operation = (pool: PoolContext, input: JsonObject, caller: Caller) => Promise<JsonObject>;

/**
 * Public operations: called by the app with a client id, an access token or a Session. Code that
 * names one itself may use this object; a name from a request goes through findPublicOperation,
 * since an object would also answer `constructor` or `toString`.
 */
export const PUBLIC_OPERATIONS = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  DeleteUserAttributes: deleteUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  DeleteUser: deleteUser,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  ListDevices: listDevices,
  ConfirmDevice: unknownDevice,
  UpdateDeviceStatus: unknownDevice,
  ForgetDevice: unknownDevice,
  GetDevice: unknownDevice,
} as const satisfies Record<string, Operation>;

/** Operator operations: only with a SigV4 signature by the operator credentials. */
export const ADMIN_OPERATIONS = {
  AdminCreateUser: adminCreateUser,
  AdminSetUserPassword: adminSetUserPassword,
  AdminGetUser: adminGetUser,
  AdminConfirmSignUp: adminConfirmSignUp,
  AdminAddUserToGroup: adminAddUserToGroup,
  AdminRemoveUserFromGroup: adminRemoveUserFromGroup,
  AdminListGroupsForUser: adminListGroupsForUser,
  AdminDisableUser: adminDisableUser,
  AdminEnableUser: adminEnableUser,
  AdminDeleteUser: adminDeleteUser,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  ListUsers: listUsersOperation,
  // This backend's own, not Cognito's: the operator CLI's rotate-keys through a running server.
  AdminRotateKeys: adminRotateKeys,
} as const satisfies Record<string, Operation>;

const PUBLIC_TABLE: ReadonlyMap<string, Operation> = new Map(Object.entries(PUBLIC_OPERATIONS));
const ADMIN_TABLE: ReadonlyMap<string, Operation> = new Map(Object.entries(ADMIN_OPERATIONS));

/** The public operation a request names; undefined for any other name, inherited ones included. */
export function findPublicOperation(name: string): Operation | undefined {
  return PUBLIC_TABLE.get(name);
}

/** The operator operation a request names; undefined for any other name, inherited ones included. */
export function findAdminOperation(name: string): Operation | undefined {
  return ADMIN_TABLE.get(name);
}
