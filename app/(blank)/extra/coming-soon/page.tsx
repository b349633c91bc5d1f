import { ComingSoon } from '@/components/extra/coming-soon';

export const metadata = {
  title: 'Coming Soon',
  description: 'Paid plans, restriction alerts and the full stream catalogue are launching soon.',
};

export default function ComingSoonPage() {
  return <ComingSoon />;
}
