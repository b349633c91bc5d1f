import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PersonalityList } from '@/components/personalities/personality-list';
import { PERSONALITY_CATEGORIES, type PersonalityCategory } from '@/lib/content/personalities/personality-types';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';

type Props = { searchParams: Promise<{ category?: string | string[] }> };

export const dynamic = 'force-dynamic';

const description = 'Creators, streamers, podcasters and journalists worth following: their platforms, schedules, specialties and audiences.';

export function generateMetadata(): Metadata {
  const url = `${siteOrigin()}/personalities`;
  return { title: 'Personalities', description, alternates: { canonical: url }, openGraph: { type: 'website', url, title: 'Personalities', description }, twitter: { card: 'summary', title: 'Personalities', description } };
}

export default async function PersonalitiesPage({ searchParams }: Props) {
  const requested = String((await searchParams).category ?? '').toUpperCase();
  const category = requested in PERSONALITY_CATEGORIES ? (requested as PersonalityCategory) : null;
  return (
    <>
      <BreadcrumbBanner title="Personalities" />
      <PersonalityList category={category} />
    </>
  );
}
