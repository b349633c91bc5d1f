import { AuthUnavailable } from '@/components/auth/auth-unavailable';

export const metadata = { title: 'Create an account', robots: { index: false } };

export default function SignUpPage() {
  return <AuthUnavailable title="Create an account" action="Registering" />;
}
