import Link from 'next/link';
import { footerLinkGroups } from '@/lib/navigation/routes';

export function FooterLinkGroups() {
  return (
    <>
      {footerLinkGroups.map((group) => (
        <nav key={group.label} className="footer-links col-6 col-lg-2" aria-label={group.label}>
          <h2 className="footer-heading">{group.label}</h2>
          <ul className="list-unstyled">
            {group.links.map((link) => (
              <li key={link.href}>
                {/* Eleven links on every page: prefetching them would cost every reader eleven renders. */}
                <Link href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
