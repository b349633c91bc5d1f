'use client';

import '@aws-amplify/ui-react/styles.css';
import { Authenticator } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { ensureAmplifyConfigured } from '@/components/amplify/configure-amplify';
import { AUTHENTICATOR_FORM_FIELDS, validateSignUpEmail } from '@/lib/auth/authenticator-fields';
import { CONFIGURATION_ERROR_MESSAGE } from '@/lib/auth/messages';
import { SignedInRedirect } from './signed-in-redirect';

const services = {
  async validateCustomSignUp(formData: Record<string, unknown>, touchData: Record<string, unknown>) {
    return validateSignUpEmail(formData, touchData) ?? undefined;
  },
};

/**
 * The Amplify Authenticator with the site's fields and checks. It renders in the browser only:
 * Amplify is configured there, from the outputs the running backend wrote.
 */
export function SignInKit({ initialState, returnTo }: { initialState: 'signIn' | 'signUp'; returnTo: string }) {
  const [isConfigured, setIsConfigured] = useState<boolean | null>(null);
  useEffect(() => setIsConfigured(ensureAmplifyConfigured()), []);

  if (isConfigured === null) {
    return (
      <div className="sign-in-kit-loading" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading sign-in…
      </div>
    );
  }
  if (!isConfigured) {
    return (
      <div className="alert alert-danger" role="alert">
        {CONFIGURATION_ERROR_MESSAGE}
      </div>
    );
  }
  return (
    <Authenticator initialState={initialState} formFields={AUTHENTICATOR_FORM_FIELDS} services={services}>
      {({ user }) => <SignedInRedirect returnTo={returnTo} name={user?.signInDetails?.loginId ?? user?.username} />}
    </Authenticator>
  );
}
