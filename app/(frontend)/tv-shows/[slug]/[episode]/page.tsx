import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { EpisodeDetail } from '@/components/media/episode-detail';
import { episodesOf, findEntry, findShow } from '@/lib/sample-data/media-lookup';
import { tvShows } from '@/lib/sample-data/tv-shows';
import { slugOf } from '@/lib/slug';

type Props = { params: Promise<{ slug: string; episode: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return tvShows.flatMap((show) => episodesOf(show).map((ref) => ({ slug: slugOf(show.title), episode: ref.slug })));
}

async function lookUp(params: Props['params']) {
  const { slug, episode } = await params;
  const show = findShow(slug);
  const entry = findEntry('tv-show', slug);
  const episodes = show ? episodesOf(show) : [];
  const current = episodes.find((ref) => ref.slug === episode);
  return entry && current ? { entry, episodes, current } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookUp(params);
  if (!found) return {};
  const { entry, current } = found;
  return { title: `${current.episode.title} – ${entry.info.title} S${current.season} E${current.number}`, description: entry.info.synopsis };
}

export default async function EpisodePage({ params }: Props) {
  const found = await lookUp(params);
  if (!found) notFound();
  const { entry, episodes, current } = found;
  return (
    <>
      <BreadcrumbBanner title={current.episode.title} name={`${entry.info.title} · S${current.season} E${current.number}`} />
      <EpisodeDetail show={entry} episodes={episodes} current={current} />
    </>
  );
}
