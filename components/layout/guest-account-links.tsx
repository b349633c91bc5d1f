import Link from 'next/link';
import type { NavLink } from '@/lib/navigation/routes';

/**
 * What a guest sees where a signed-in user has the avatar: plain "Sign in" and "Join" links, so
 * nothing in the header reads as signed in. The last link is the call to action (a filled button).
 */
export function GuestAccountLinks({ links }: { links: NavLink[] }) {
  return (
    <ul className="guest-account-links list-unstyled" aria-label="Account">
      {links.map((link, index) => (
        <li key={link.href}>
          {/* Sign-in and sign-up pages are dynamic and rarely the next click: no render on every page view. */}
          <Link href={link.href} prefetch={false} className={index === links.length - 1 ? 'btn btn-primary btn-sm guest-account-join' : 'guest-account-sign-in'}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
