'use client';

import './authenticator-styles';
import { Authenticator } from '@aws-amplify/ui-react';
import { confirmSignIn, confirmSignUp, signIn, type ConfirmSignInInput, type ConfirmSignUpInput, type SignInInput } from 'aws-amplify/auth';
import { I18n } from 'aws-amplify/utils';
import { useEffect, useState } from 'react';
import { ensureAmplifyConfigured } from '@/lib/amplify/configure-amplify';
import { ANALYTICS_EVENTS, recordEvent } from '@/lib/analytics';
import { AUTHENTICATOR_FORM_FIELDS, validateSignUpEmail } from '@/lib/auth/authenticator-fields';
import { CONFIGURATION_ERROR_MESSAGE } from '@/lib/auth/messages';
import { REDIRECT_ERROR_VOCABULARY } from '@/lib/auth/redirect-errors';
import { signInClientMetadata } from '@/lib/auth/sign-in-mark';
import { HostedSignInButton } from './hosted-sign-in-button';
import { dropEndedSession } from './drop-ended-session';
import { browserSessionStorage, resolveRedirectReturnPath } from './redirect-return-path';
import { SignedInRedirect } from './signed-in-redirect';
import { SignUpPasswordRules } from './sign-up-password-rules';
import { useIsFirstSignIn } from './use-first-sign-in';

// The Authenticator shows signInWithRedirect's errors (its social buttons) through I18n.
I18n.putVocabulariesForLanguage('en', REDIRECT_ERROR_VOCABULARY);

const services = {
  async validateCustomSignUp(formData: Record<string, unknown>, touchData: Record<string, unknown>) {
    return validateSignUpEmail(formData, touchData) ?? undefined;
  },
  // Amplify's Hub has no sign-up event (after confirmSignUp and autoSignIn it only says 'signedIn',
  // as for any sign-in), so the sign-up is counted where the Authenticator confirms it. The cast:
  // the services type is confirmSignUp's, which also has a server overload taking a context first.
  handleConfirmSignUp: (async (input: ConfirmSignUpInput) => {
    const output = await confirmSignUp(input);
    if (output.isSignUpComplete) recordEvent(ANALYTICS_EVENTS.signUpCompleted, {});
    return output;
  }) as typeof confirmSignUp,
  // Each sign-in says which browser it is for the account's last sign-ins (lib/auth/sign-in-mark.ts);
  // the code step after a password finishes the same sign-in, so it says it too.
  handleSignIn: (async (input: SignInInput) =>
    signIn({ ...input, options: { ...input.options, clientMetadata: { ...input.options?.clientMetadata, ...signInClientMetadata(true) } } })) as typeof signIn,
  handleConfirmSignIn: (async (input: ConfirmSignInInput) =>
    confirmSignIn({
      ...input,
      options: { ...input.options, clientMetadata: { ...input.options?.clientMetadata, ...signInClientMetadata(false) } },
    })) as typeof confirmSignIn,
};

/**
 * The sign-in screen's footer: the Authenticator's own ("Forgot your password?"), then the hosted
 * page's way in. The sign-up screen's fields: the Authenticator's own, with the password rules.
 */
const components = {
  SignUp: {
    FormFields() {
      return (
        <>
          <Authenticator.SignUp.FormFields />
          <SignUpPasswordRules />
        </>
      );
    },
  },
  SignIn: {
    Footer() {
      return (
        <>
          <Authenticator.SignIn.Footer />
          <HostedSignInButton />
        </>
      );
    },
  },
};

export type SignInKitScreen = 'signIn' | 'signUp' | 'forgotPassword';

/**
 * The Amplify Authenticator with the site's fields and checks (and its "Sign in with …" buttons
 * for each social provider the outputs list), plus sign-in on the hosted page when the outputs
 * configure it. It renders in the browser only: Amplify is configured there, from the outputs
 * the running backend wrote.
 */
export function SignInKit({ initialState, returnTo }: { initialState: SignInKitScreen; returnTo: string }) {
  const [isConfigured, setIsConfigured] = useState<boolean | null>(null);
  const [destination, setDestination] = useState(returnTo);
  useEffect(() => {
    let isCurrent = true;
    // First, before configuring starts: configuring Amplify finishes a redirect sign-in, which rewrites the address this reads.
    setDestination(resolveRedirectReturnPath(returnTo, window.location, browserSessionStorage()));
    const search = window.location.search;
    void ensureAmplifyConfigured()
      .then(async (isReady) => {
        // A session ended elsewhere (sign out everywhere) is dropped here, not greeted.
        if (isReady) await dropEndedSession(search);
        return isReady;
      })
      .then((isReady) => isCurrent && setIsConfigured(isReady));
    return () => {
      isCurrent = false;
    };
  }, [returnTo]);

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
  // The provider outside lets the kit follow the Authenticator's screens (a first sign-in's among them).
  return (
    <Authenticator.Provider>
      <KitAuthenticator initialState={initialState} destination={destination} />
    </Authenticator.Provider>
  );
}

function KitAuthenticator({ initialState, destination }: { initialState: SignInKitScreen; destination: string }) {
  const isFirstSignIn = useIsFirstSignIn();
  return (
    <Authenticator initialState={initialState} formFields={AUTHENTICATOR_FORM_FIELDS} services={services} components={components}>
      {({ user }) => <SignedInRedirect returnTo={destination} isFirstSignIn={isFirstSignIn} name={user?.signInDetails?.loginId ?? user?.username} />}
    </Authenticator>
  );
}
