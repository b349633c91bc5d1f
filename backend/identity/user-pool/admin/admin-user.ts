import type { PoolContext } from '../../pool-context';
import { filterWireAttributes, toWireAttributes } from '../attributes';
import { invalidParameter, userNotFound } from '../errors';
import { requireString, requireUserPoolId, type AttributeInput, type JsonObject } from '../input';
import { findUserByLogin, type UserRecord } from '../store/users';

/** The user an admin call names by e-mail, username or sub. */
export async function findAdminTarget(pool: PoolContext, input: JsonObject): Promise<UserRecord> {
  requireUserPoolId(pool, input);
  const user = await findUserByLogin(pool.db, requireString(input, 'Username'));
  if (!user) throw userNotFound();
  return user;
}

const toEpochSeconds = (date: Date): number => date.getTime() / 1000;

/** Cognito's UserType (AdminCreateUser, ListUsers); dates are epoch seconds on the wire. */
export function toUserType(user: UserRecord, attributeNames: readonly string[] = []): JsonObject {
  return {
    Username: user.username,
    Attributes: filterWireAttributes(toWireAttributes(user), attributeNames),
    UserCreateDate: toEpochSeconds(user.createdAt),
    UserLastModifiedDate: toEpochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/** Operators may also set the verification flag, which users may not. */
export function splitVerifiedFlag(attributes: readonly AttributeInput[]): {
  emailVerified?: boolean;
  rest: AttributeInput[];
} {
  let emailVerified: boolean | undefined;
  const rest: AttributeInput[] = [];
  for (const attribute of attributes) {
    if (attribute.name === 'email_verified') {
      if (attribute.value !== 'true' && attribute.value !== 'false') {
        throw invalidParameter('email_verified must be "true" or "false".');
      }
      emailVerified = attribute.value === 'true';
    } else {
      rest.push(attribute);
    }
  }
  return { emailVerified, rest };
}
