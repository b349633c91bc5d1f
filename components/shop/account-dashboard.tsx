import type { ReactNode } from 'react';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { accountAddresses, accountProfile, formatOrderDate, orders } from '@/lib/sample-data/orders';
import { wishlistSlugs } from '@/lib/sample-data/products';
import type { NavLink } from '@/lib/navigation/routes';
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
 * "My account": the signed-in user's own account first (who they are signed in as, and their work:
 * workspace, records, profile, the staff pages their groups allow), then the shop's part, which is
 * the theme's sample data (the shop has no backend, SPEC §1) and says so.
 */
export function AccountDashboard({ signedInAs, workLinks }: { signedInAs: string; workLinks: NavLink[] }) {
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
      <section className="account-work" aria-labelledby="account-work-title">
        <h3 id="account-work-title" className="shop-card-title">
          Your work
        </h3>
        <ul className="account-work-links list-unstyled">
          {workLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={link.href === '/me' ? 'btn btn-primary' : 'btn btn-outline-primary'}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="account-shop" aria-labelledby="account-shop-title">
        <h3 id="account-shop-title" className="shop-card-title">
          The shop (sample data)
        </h3>
        <p>
          The merchandise shop is a demonstration: its{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" data-account-tab="orders">
            sample orders
          </button>
          ,{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" data-account-tab="addresses">
            addresses
          </button>{' '}
          and{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" data-account-tab="details">
            account details
          </button>{' '}
          are the same for everyone, not yours.
        </p>
        <ul className="account-stats list-unstyled">
          <li>
            <span className="account-stat-value">{orders.length}</span> sample orders
          </li>
          <li>
            <span className="account-stat-value">{wishlistSlugs.length}</span>
            <Link href="/merchandise/wishlist">sample wishlist items</Link>
          </li>
          <li>
            <span className="account-stat-value">{latest.status}</span>
            <span>
              latest sample order <span className="d-none d-md-inline">({latest.id}, {formatOrderDate(latest.placedOn)})</span>
            </span>
          </li>
        </ul>
      </section>
    </>
  );

  return (
    <AccountTabs
      tabs={[
        { id: 'dashboard', label: 'Dashboard', icon: 'bi-speedometer2', content: dashboard },
        {
          id: 'orders',
          label: 'Sample orders',
          icon: 'bi-receipt',
          content: (
            <>
              <h2 className="shop-heading">Sample orders</h2>
              <OrdersTable orders={orders} />
              <SampleNote>These are the shop’s sample orders, the same for everyone: the shop takes no orders yet.</SampleNote>
            </>
          ),
        },
        {
          id: 'addresses',
          label: 'Addresses',
          icon: 'bi-geo-alt',
          content: (
            <>
              <h2 className="shop-heading">Addresses (sample)</h2>
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
              <SampleNote>These are the shop’s sample addresses; editing them is not saved yet.</SampleNote>
            </>
          ),
        },
        {
          id: 'details',
          label: 'Account details',
          icon: 'bi-person',
          content: (
            <>
              <h2 className="shop-heading">Shop account details (sample)</h2>
              <SampleNote>The shop’s sample account, the same for everyone: your sign-in e-mail and password are not changed here.</SampleNote>
              <AccountDetailsForm profile={accountProfile} />
            </>
          ),
        },
      ]}
    />
  );
}
