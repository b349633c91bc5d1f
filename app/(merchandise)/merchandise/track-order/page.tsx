import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TrackOrderForm } from '@/components/shop/track-order-form';

export const metadata = {
  title: 'Track Order',
  description: 'Follow your merchandise order with its order ID and e-mail address.',
};

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function TrackOrderPage({ searchParams }: Props) {
  const { order } = await searchParams;
  const initialOrderId = typeof order === 'string' ? order.slice(0, 32) : '';
  return (
    <>
      <BreadcrumbBanner title="Track Order" />
      <div className="container-xl shop-section">
        <TrackOrderForm key={initialOrderId} initialOrderId={initialOrderId} />
      </div>
    </>
  );
}
