import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { PersonalityDetailView } from '@/components/personalities/personality-detail-view';
import { getPersonality } from '@/lib/content/personalities/get-personality';
import { personalityPathOf } from '@/lib/content/personalities/personality-paths';
import { buildPersonalityMetadata } from '@/lib/content/personalities/personality-seo';

type Props = { params: Promise<{ slug: string }> };

// Rendered on first request and cached; the data cache's tags refresh it after an edit.
export const revalidate = 5;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const personality = await getPersonality((await params).slug);
  return personality ? buildPersonalityMetadata(personality) : { title: 'Personality not found' };
}

export default async function PersonalityPage({ params }: Props) {
  const { slug } = await params;
  const personality = await getPersonality(slug);
  if (!personality) notFound();
  // Reached by id (an old or shared link): send visitors and search engines to the one address.
  if (slug !== personality.pathSegment) permanentRedirect(personalityPathOf(personality));
  return (
    <>
      <BreadcrumbBanner title={personality.displayName} trail={[sectionCrumbOf('/personalities')]} />
      <PersonalityDetailView personality={personality} />
    </>
  );
}
