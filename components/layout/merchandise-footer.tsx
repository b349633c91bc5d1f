import Link from 'next/link';
import { FooterLinkGroups } from './footer-link-groups';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

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
      <div className="container-xl">
        <div className="row g-4">
          <div className="col-12 col-lg-3 footer-about">
            <p className="footer-heading">StreamIt Merchandise</p>
            <p>
              Apparel and gear for people who think for themselves. Every order supports independent creators.{' '}
              <Link href="/merchandise/shop">Browse the shop</Link>.
            </p>
            <SocialLinks />
          </div>
          <FooterLinkGroups />
          <div className="col-12 col-lg-3 footer-newsletter">
            <NewsletterForm />
          </div>
        </div>
        <p className="footer-copyright">© {new Date().getFullYear()} StreamIt Merchandise. All rights reserved.</p>
      </div>
    </footer>
  );
}
