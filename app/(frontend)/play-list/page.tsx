import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PlaylistPage } from '@/components/media/playlist-page';

export const metadata: Metadata = {
  title: 'Playlist',
  description: 'A curated watchlist on bans, appeals and steady leadership, with a player-style featured title.',
};

export default function PlayListPage() {
  return (
    <>
      <BreadcrumbBanner title="My Playlist" name="Playlist" />
      <PlaylistPage />
    </>
  );
}
