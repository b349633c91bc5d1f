import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { CheckoutForm } from '@/components/shop/checkout-form';

export const metadata = {
  title: 'Checkout',
  description: 'Billing details and order summary. Online ordering is not open yet.',
};

export default function CheckoutPage() {
  return (
    <>
      <BreadcrumbBanner title="Checkout" />
      <div className="container-xl shop-section">
        <CheckoutForm />
      </div>
    </>
  );
}
