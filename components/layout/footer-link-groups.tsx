import Link from 'next/link';
import { footerLinkGroups } from '@/lib/navigation/routes';
import { FooterStaffLinks } from './footer-staff-links';

/** The footer's link groups: the record, a signed-in user's work (with staff pages for staff), then the site's pages. */
export function FooterLinkGroups() {
  return (
    <div className="col-12 footer-link-columns">
      <div className="footer-link-grid">
        {footerLinkGroups.map((group) => (
          <nav key={group.label} className="footer-links" aria-label={group.label}>
            <h2 className="footer-heading">{group.label}</h2>
            <ul className="list-unstyled">
              {group.links.map((link) => (
                <li key={link.href}>
                  {/* Twenty links on every page: prefetching them would cost every reader twenty renders. */}
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.hasStaffLinks ? <FooterStaffLinks /> : null}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
