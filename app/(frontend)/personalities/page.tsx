import type { Metadata } from 'next';
import { personalitiesMetadata, PersonalitiesView } from './personalities-view';

// /personalities?category=&page=: rendered per request from cached reads; the plain /personalities is the cached view.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ category?: string | string[]; page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return personalitiesMetadata(await searchParams);
}

export default async function PersonalitiesPage({ searchParams }: Props) {
  return <PersonalitiesView query={await searchParams} />;
}
