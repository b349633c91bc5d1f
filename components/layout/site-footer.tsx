import { FooterLinkGroups } from './footer-link-groups';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container-xl">
        <div className="row g-4">
          <div className="col-12 col-lg-3 footer-about">
            <p className="footer-heading">Watch the watchers</p>
            <p>
              Ban histories, shadowban reports and short briefs on how platforms restrict creators — plus a stream
              catalogue on discipline, power, influence, information warfare, stoicism and leadership.
            </p>
            <SocialLinks />
          </div>
          <FooterLinkGroups />
          <div className="col-12 col-lg-3 footer-newsletter">
            <NewsletterForm />
          </div>
        </div>
        <p className="footer-copyright">© {new Date().getFullYear()} StreamIt. All rights reserved.</p>
      </div>
    </footer>
  );
}
