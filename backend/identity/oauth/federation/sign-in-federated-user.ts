import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../core/database/database';
import type { PoolContext } from '../../pool-context';
import { announceUserChange } from '../../user-pool/signed-in-users/user-change-notices';
import { findUserByLogin, findUserBySub, insertUser, updateUser, type UserRecord } from '../../user-pool/store/users';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { findLinkedUserSub, linkFederatedIdentity } from '../store/federated-identities';
import { providerLabel, type FederatedProvider } from './federated-provider';
import { mapProviderAttributes, type MappedAttributes } from './map-provider-attributes';
import type { ProviderProfile } from './provider-profile';

/**
 * The pool user behind a provider's profile. A known link signs in that user (with the mapped
 * attributes brought up to date, as Cognito does); otherwise the user with the same e-mail is
 * linked, when the provider vouches for the address, or a new confirmed user is made.
 */
export async function signInFederatedUser(pool: PoolContext, provider: FederatedProvider, profile: ProviderProfile): Promise<UserRecord> {
  const mapped = mapProviderAttributes(provider.attributeMapping, profile.claims);
  const now = pool.now();
  const user = await pool.db.transaction(async (tx) => {
    const linkedSub = await findLinkedUserSub(tx, provider.name, profile.subject, now);
    const linked = linkedSub ? await findUserBySub(tx, linkedSub) : null;
    if (linked) return refreshMappedAttributes(tx, linked, mapped, now);

    if (!mapped.email) throw new OAuthError('invalid_request', OAUTH_MESSAGES.providerEmailMissing(providerLabel(provider)));
    const email = mapped.email;
    const existing = await findUserByLogin(tx, email);
    const user = existing
      ? await adoptExistingUser(tx, existing, mapped, now)
      : await createFederatedUser(tx, provider, profile, { ...mapped, email }, now);
    await linkFederatedIdentity(tx, { providerName: provider.name, providerSubject: profile.subject, userSub: user.sub, now });
    return user;
  });
  // Updates inside the transaction could not announce themselves before the commit.
  await announceUserChange(pool.db, user.sub);
  if (!user.enabled) throw new OAuthError('access_denied', OAUTH_MESSAGES.userDisabled);
  return user;
}

async function refreshMappedAttributes(tx: Queryable, user: UserRecord, mapped: MappedAttributes, now: Date): Promise<UserRecord> {
  const isChanged = Object.entries(mapped.attributes).some(([name, value]) => user.attributes[name] !== value);
  if (!isChanged) return user;
  return (await updateUser(tx, user.sub, { attributes: { ...user.attributes, ...mapped.attributes } }, now)) ?? user;
}

/**
 * Links a provider to the account that already has its e-mail address, but only on the
 * provider's word that the address is the user's. An account that never confirmed the address
 * may have been registered by someone else, so its password is removed (it can be reset).
 */
async function adoptExistingUser(tx: Queryable, existing: UserRecord, mapped: MappedAttributes, now: Date): Promise<UserRecord> {
  if (mapped.emailVerified !== true) throw new OAuthError('access_denied', OAUTH_MESSAGES.emailTaken);
  const attributes = { ...mapped.attributes, ...existing.attributes };
  const wasUnconfirmed = existing.status === 'UNCONFIRMED';
  const patch = {
    attributes,
    emailVerified: true,
    ...(wasUnconfirmed ? { status: 'CONFIRMED' as const, srpSalt: null, srpVerifier: null } : {}),
  };
  return (await updateUser(tx, existing.sub, patch, now)) ?? existing;
}

async function createFederatedUser(
  tx: Queryable,
  provider: FederatedProvider,
  profile: ProviderProfile,
  mapped: MappedAttributes & { email: string },
  now: Date,
): Promise<UserRecord> {
  const user = await insertUser(
    tx,
    {
      sub: randomUUID(),
      // Cognito names federated users <provider>_<subject>.
      username: `${provider.name.toLowerCase()}_${profile.subject}`,
      email: mapped.email,
      emailVerified: mapped.emailVerified === true,
      attributes: mapped.attributes,
      status: 'CONFIRMED',
    },
    now,
  );
  if (!user) throw new OAuthError('access_denied', OAUTH_MESSAGES.emailTaken);
  return user;
}
