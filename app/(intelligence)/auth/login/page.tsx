import { AuthUnavailable } from '@/components/auth/auth-unavailable';

export const metadata = { title: 'Sign in', robots: { index: false } };

export default function LoginPage() {
  return <AuthUnavailable title="Sign in" action="Signing in" />;
}
