'use client';

/**
 * Amplify's auth client, configured, loaded on first use: reading pages should not pay for it in
 * their first load (the header asks for it only for a returning user, see components/auth/use-current-user.ts).
 */
export async function loadAmplifyAuth() {
  const [{ ensureAmplifyConfigured, hasHostedUi }, auth, { Hub }] = await Promise.all([
    import('./configure-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/utils'),
  ]);
  return { isConfigured: await ensureAmplifyConfigured(), hasHostedUi, ...auth, Hub };
}
