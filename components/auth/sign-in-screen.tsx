import Link from 'next/link';
import { Brand } from '@/components/layout/brand';
import { RedirectSignInErrors } from './redirect-sign-in-errors';
import { SignInKit, type SignInKitScreen } from './sign-in-kit';

/**
 * The intelligence-layout screen around the Authenticator: brand, heading, the kit, a way home.
 * `data-amplify-theme` makes it a scope of Amplify UI's design tokens, which styles/components/_auth.scss
 * sets from the site's colour scheme (dark by default, light with the light scheme).
 */
export function SignInScreen({
  title,
  initialState,
  returnTo,
}: {
  title: string;
  initialState: SignInKitScreen;
  returnTo: string;
}) {
  return (
    <section className="auth-screen">
      <div className="sign-in-screen" data-amplify-theme="streamit">
        <div className="sign-in-screen-brand">
          <Brand />
        </div>
        <h1 className="h4 text-center mb-3">{title}</h1>
        {/* Before the kit: it must listen before the kit configures Amplify, which finishes a redirect sign-in. */}
        <RedirectSignInErrors />
        <SignInKit initialState={initialState} returnTo={returnTo} />
        <p className="text-center small mt-3 mb-0">
          <Link href="/">Back to the site</Link>
        </p>
      </div>
    </section>
  );
}
