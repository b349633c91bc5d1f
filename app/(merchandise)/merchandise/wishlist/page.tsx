import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { WishlistTable } from '@/components/shop/wishlist-table';
import { wishlistProducts } from '@/lib/sample-data/products';

export const metadata = {
  title: 'Wishlist',
  description: 'Products you have saved for later.',
};

export default function WishlistPage() {
  return (
    <>
      <BreadcrumbBanner title="Wishlist" />
      <div className="container-xl shop-section">
        <WishlistTable products={wishlistProducts()} />
      </div>
    </>
  );
}
