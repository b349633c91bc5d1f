import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { VideosListing } from '@/components/media/videos-listing';

export const metadata: Metadata = {
  title: 'Videos',
  description: 'Short talks and guides: how shadowbans work, writing an appeal, stoic routines and leading under pressure.',
};

export default function VideosPage() {
  return (
    <>
      <BreadcrumbBanner title="Videos" />
      <VideosListing />
    </>
  );
}
