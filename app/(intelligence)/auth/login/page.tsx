import { SignInScreen } from '@/components/auth/sign-in-screen';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/auth/return-path';

export const metadata = { title: 'Sign in', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `?screen=forgot-password` opens the reset form (the hosted sign-in page links there). */
const FORGOT_PASSWORD_SCREEN = 'forgot-password';

// /auth/login – sign in first (tabs lead to sign-up and password reset); returns to ?returnTo= afterwards. Redirect sign-ins come back here too.
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnPath(params[RETURN_TO_PARAM]);
  const initialState = params.screen === FORGOT_PASSWORD_SCREEN ? 'forgotPassword' : 'signIn';
  return <SignInScreen title="Sign in" initialState={initialState} returnTo={returnTo} />;
}
