import type { ReactNode } from 'react';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { accountAddresses, accountProfile, formatOrderDate, orders } from '@/lib/sample-data/orders';
import { wishlistSlugs } from '@/lib/sample-data/products';
import { AccountDetailsForm } from './account-details-form';
import { AccountTabs } from './account-tabs';
import { OrdersTable } from './orders-table';

function SampleNote({ children }: { children: ReactNode }) {
  return (
    <p className="shop-sample-note">
      <i className="bi bi-info-circle" aria-hidden="true" /> {children}
    </p>
  );
}

/**
 * "My account": greets the signed-in user; orders, addresses and account details are the shop
 * theme's sample account (the shop has no backend, SPEC §1).
 */
export function AccountDashboard({ signedInAs }: { signedInAs: string }) {
  const fullName = signedInAs;
  const latest = orders[0];
  const dashboard = (
    <>
      <div className="account-hello">
        <Avatar name={fullName} size={56} />
        <div>
          <h2 className="shop-heading mb-1">Hello, {fullName}</h2>
          <p className="mb-0 text-muted-theme">Signed in with {signedInAs}</p>
        </div>
      </div>
      <p>
        From your account dashboard you can view your{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" data-account-tab="orders">
          recent orders
        </button>
        , manage your{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" data-account-tab="addresses">
          shipping and billing addresses
        </button>
        , and edit your{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" data-account-tab="details">
          account details
        </button>
        .
      </p>
      <ul className="account-stats list-unstyled">
        <li>
          <span className="account-stat-value">{orders.length}</span> orders
        </li>
        <li>
          <span className="account-stat-value">{wishlistSlugs.length}</span>
          <Link href="/merchandise/wishlist">wishlist items</Link>
        </li>
        <li>
          <span className="account-stat-value">{latest.status}</span>
          <span>
            latest order <span className="d-none d-md-inline">({latest.id}, {formatOrderDate(latest.placedOn)})</span>
          </span>
        </li>
      </ul>
      <SampleNote>This is a sample account: sign-in is not available yet, so everyone sees the same sample data.</SampleNote>
    </>
  );

  return (
    <AccountTabs
      tabs={[
        { id: 'dashboard', label: 'Dashboard', icon: 'bi-speedometer2', content: dashboard },
        {
          id: 'orders',
          label: 'Orders',
          icon: 'bi-receipt',
          content: (
            <>
              <h2 className="shop-heading">Orders</h2>
              <OrdersTable orders={orders} />
              <SampleNote>These are sample orders.</SampleNote>
            </>
          ),
        },
        {
          id: 'addresses',
          label: 'Addresses',
          icon: 'bi-geo-alt',
          content: (
            <>
              <h2 className="shop-heading">Addresses</h2>
              <p className="text-muted-theme">The following addresses will be used on the checkout page by default.</p>
              <div className="address-grid">
                {accountAddresses.map((address) => (
                  <section key={address.label} className="shop-card" aria-label={address.label}>
                    <h3 className="shop-card-title">{address.label}</h3>
                    <address className="mb-0">
                      {address.name}
                      {address.lines.map((line) => (
                        <span key={line} className="d-block">
                          {line}
                        </span>
                      ))}
                      {address.phone && <span className="d-block">{address.phone}</span>}
                    </address>
                  </section>
                ))}
              </div>
              <SampleNote>Editing addresses is not saved yet.</SampleNote>
            </>
          ),
        },
        {
          id: 'details',
          label: 'Account details',
          icon: 'bi-person',
          content: (
            <>
              <h2 className="shop-heading">Account details</h2>
              <AccountDetailsForm profile={accountProfile} />
            </>
          ),
        },
      ]}
    />
  );
}
