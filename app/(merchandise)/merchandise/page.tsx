import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ShopHome } from '@/components/shop/shop-home';

export const metadata = {
  title: 'Merchandise',
  description: 'Apparel, mugs, posters and books on discipline, power, influence and stoicism for creators who keep going.',
};

export default function MerchandiseHomePage() {
  return (
    <>
      <BreadcrumbBanner title="Merchandise" />
      <ShopHome />
    </>
  );
}
