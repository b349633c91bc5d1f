import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { CartTable } from '@/components/shop/cart-table';

export const metadata = {
  title: 'Cart',
  description: 'The items in your merchandise cart and their subtotal.',
};

export default function CartPage() {
  return (
    <>
      <BreadcrumbBanner title="Cart" />
      <div className="container-xl shop-section">
        <CartTable />
      </div>
    </>
  );
}
