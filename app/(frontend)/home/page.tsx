import type { Metadata } from 'next';
import { StreamingHome } from '@/components/media/streaming-home';

export const metadata: Metadata = {
  title: 'Streaming Home',
  description: 'Featured films, trending titles, top ten, series, videos and genres on discipline, power, influence and information warfare.',
};

export default function StreamingHomePage() {
  return <StreamingHome />;
}
