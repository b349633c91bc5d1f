'use client';

/**
 * Amplify's auth client, configured, loaded on first use: the header needs it on every page, but
 * reading pages should not pay for it in their first load.
 */
export async function loadAmplifyAuth() {
  const [{ ensureAmplifyConfigured, hasHostedUi }, auth, { Hub }] = await Promise.all([
    import('./configure-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/utils'),
  ]);
  return { isConfigured: ensureAmplifyConfigured(), hasHostedUi, ...auth, Hub };
}
