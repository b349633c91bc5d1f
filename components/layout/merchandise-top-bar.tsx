import Link from 'next/link';
import { merchandiseMetaMenu } from '@/lib/navigation/routes';

/** The shop's extra top bar: contact details and the meta menu. */
export function MerchandiseTopBar() {
  return (
    <div className="merchandise-top-bar">
      <div className="container-xl merchandise-top-bar-inner">
        <p className="mb-0">
          <i className="bi bi-truck" aria-hidden="true" /> Free shipping on merchandise orders over $75
        </p>
        <ul className="meta-menu list-unstyled" aria-label="Account and help">
          {merchandiseMetaMenu.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label} <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
                </a>
              ) : (
                <Link href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
