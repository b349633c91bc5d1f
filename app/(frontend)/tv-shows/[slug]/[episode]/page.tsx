import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { EpisodeDetail } from '@/components/media/episode-detail';
import { episodeParams, findEpisode } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string; episode: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return episodeParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, episode } = await params;
  const found = findEpisode(slug, episode);
  if (!found) return {};
  const { entry, current } = found;
  return { title: `${current.episode.title} – ${entry.info.title} S${current.season} E${current.number}`, description: entry.info.synopsis };
}

export default async function EpisodePage({ params }: Props) {
  const { slug, episode } = await params;
  const found = findEpisode(slug, episode);
  if (!found) notFound();
  const { entry, episodes, current } = found;
  return (
    <>
      <BreadcrumbBanner title={current.episode.title} name={`${entry.info.title} · S${current.season} E${current.number}`} />
      <EpisodeDetail show={entry} episodes={episodes} current={current} />
    </>
  );
}
