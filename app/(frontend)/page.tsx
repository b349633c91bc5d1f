import type { Metadata } from 'next';
import { LandingPage } from '@/components/media/landing-page';

export const metadata: Metadata = {
  title: 'Platform bans, restrictions and shadowbans',
  description:
    'Why creators get banned, restricted and shadowbanned, with a streaming catalogue of films, series and talks on discipline, power, influence and information warfare.',
};

export default function HomePage() {
  return <LandingPage />;
}
