import { SignInScreen } from '@/components/auth/sign-in-screen';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/auth/return-path';

export const metadata = { title: 'Create an account', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /extra-pages/sign-up – the same kit, sign-up first.
export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const returnTo = safeReturnPath((await searchParams)[RETURN_TO_PARAM]);
  return <SignInScreen title="Create an account" initialState="signUp" returnTo={returnTo} />;
}
