import type { ReactNode } from 'react';
import { FooterLinkGroups } from './footer-link-groups';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

/** The columns every footer shares: an about blurb with social links, the link groups, the newsletter box. */
export function FooterColumns({ heading, children, owner }: { heading: string; children: ReactNode; owner: string }) {
  return (
    <div className="container-xl">
      <div className="row g-4">
        <div className="col-12 col-lg-3 footer-about">
          <p className="footer-heading">{heading}</p>
          <p>{children}</p>
          <SocialLinks />
        </div>
        <FooterLinkGroups />
        <div className="col-12 col-lg-3 footer-newsletter">
          <NewsletterForm />
        </div>
      </div>
      <p className="footer-copyright">
        © {new Date().getFullYear()} {owner}. All rights reserved.
      </p>
    </div>
  );
}
