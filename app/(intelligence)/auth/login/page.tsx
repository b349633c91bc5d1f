import { SignInScreen } from '@/components/auth/sign-in-screen';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/auth/return-path';

export const metadata = { title: 'Sign in', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /auth/login – sign in first (tabs lead to sign-up and password reset); returns to ?returnTo= afterwards.
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const returnTo = safeReturnPath((await searchParams)[RETURN_TO_PARAM]);
  return <SignInScreen title="Sign in" initialState="signIn" returnTo={returnTo} />;
}
