/** Who the provider says the user is: its stable subject id and the claims to map. */
export interface ProviderProfile {
  subject: string;
  claims: Record<string, unknown>;
}

/** Facebook's Graph API `/me`: `id`, the names, `email` and `picture.data.url`. */
export function readFacebookProfile(body: Record<string, unknown>): ProviderProfile {
  const picture = (body.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
  return {
    subject: requireSubject(body.id),
    claims: { ...body, picture: typeof picture === 'string' ? picture : undefined },
  };
}

/** Login with Amazon's `/user/profile`: `user_id`, `name`, `email` (Amazon verifies the address). */
export function readAmazonProfile(body: Record<string, unknown>): ProviderProfile {
  return { subject: requireSubject(body.user_id), claims: body };
}

/**
 * Apple sends the name only once, on the first sign-in, in the `user` form field; the id token
 * carries the subject and e-mail.
 */
export function readAppleProfile(idTokenClaims: Record<string, unknown>, userField: string | undefined): ProviderProfile {
  const claims: Record<string, unknown> = { ...idTokenClaims };
  if (userField) {
    try {
      const { name } = JSON.parse(userField) as { name?: { firstName?: string; lastName?: string } };
      const parts = [name?.firstName, name?.lastName].filter((part): part is string => typeof part === 'string' && part !== '');
      if (parts.length > 0) Object.assign(claims, { name: parts.join(' '), given_name: name?.firstName, family_name: name?.lastName });
    } catch {
      // A malformed `user` field only loses the name.
    }
  }
  return { subject: requireSubject(claims.sub), claims };
}

function requireSubject(value: unknown): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value) === '') {
    throw new Error('the provider named no user id');
  }
  return String(value);
}
