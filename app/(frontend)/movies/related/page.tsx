import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { RelatedMerchandise } from '@/components/shop/related-merchandise';

export const metadata = {
  title: 'Related Merchandise',
  description: 'Apparel, posters, mugs and books that go with the movies in the StreamIt catalogue.',
};

export default function RelatedMerchandisePage() {
  return (
    <>
      <BreadcrumbBanner title="Related Merchandise" />
      <RelatedMerchandise />
    </>
  );
}
