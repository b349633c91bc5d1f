import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PersonDetail } from '@/components/media/person-detail';
import { cast } from '@/lib/sample-data/cast';
import { findPerson } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return cast.map((person) => ({ slug: person.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const person = findPerson((await params).slug);
  return person ? { title: person.title, description: `${person.title}, ${person.designation}: profile and credits.` } : {};
}

export default async function PersonPage({ params }: Props) {
  const person = findPerson((await params).slug);
  if (!person) notFound();
  return (
    <>
      <BreadcrumbBanner title={person.title} />
      <PersonDetail person={person} />
    </>
  );
}
