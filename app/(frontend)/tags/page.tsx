import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TagsListing } from '@/components/media/tags-listing';

export const metadata: Metadata = {
  title: 'Tags',
  description: 'Every tag of the catalogue, from shadowbans and deplatforming to journaling and public speaking.',
};

export default function TagsPage() {
  return (
    <>
      <BreadcrumbBanner title="Tags" />
      <TagsListing />
    </>
  );
}
