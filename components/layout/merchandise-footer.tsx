import Link from 'next/link';
import { FooterColumns } from './footer-columns';

/** The shop's own footer: store promises above the shared links and newsletter box. */
export function MerchandiseFooter() {
  return (
    <footer className="site-footer merchandise-footer">
      <div className="merchandise-promises">
        <div className="container-xl row row-cols-2 row-cols-lg-4 g-3 mx-auto">
          {[
            ['bi-truck', 'Free shipping', 'On orders over $75'],
            ['bi-arrow-repeat', '30-day returns', 'No questions asked'],
            ['bi-shield-lock', 'Secure checkout', 'Encrypted payments'],
            ['bi-headset', 'Support', 'Mon–Fri, 9am–6pm'],
          ].map(([icon, title, text]) => (
            <div key={title} className="col merchandise-promise">
              <i className={`bi ${icon}`} aria-hidden="true" />
              <div>
                <p className="mb-0 fw-semibold">{title}</p>
                <p className="mb-0 small text-muted-theme">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <FooterColumns heading="StreamIt Merchandise" owner="StreamIt Merchandise">
        Apparel and gear for people who think for themselves. Every order supports independent creators.{' '}
        <Link href="/merchandise/shop">Browse the shop</Link>.
      </FooterColumns>
    </footer>
  );
}
