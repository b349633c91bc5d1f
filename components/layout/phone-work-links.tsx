import Link from 'next/link';
import type { NavLink } from '@/lib/navigation/routes';

/** The top of the phone menu: "Record your ban", and a signed-in user's work (hidden where the header shows them). */
export function PhoneWorkLinks({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  if (links.length === 0) return null;
  return (
    <ul className="phone-work-links list-unstyled" aria-label="Your work">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false} className="main-nav-link" onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
