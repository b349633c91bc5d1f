import Link from 'next/link';
import { isNavLinkActive } from '@/lib/navigation/active-link';
import type { NavLink } from '@/lib/navigation/routes';

/** One link of the main header, highlighted (and `aria-current`) when the reader is in its section. */
export function MainNavItem({ link, pathname, onNavigate, isSecondary = false }: { link: NavLink; pathname: string; onNavigate: () => void; isSecondary?: boolean }) {
  const isActive = isNavLinkActive(pathname, link);
  // Where the header's search box shows, it stands for the Search link (styles/components/_header.scss).
  const className = [isSecondary && 'main-nav-secondary', link.href === '/search' && 'main-nav-search'].filter(Boolean).join(' ');
  return (
    <li className={className || undefined}>
      <Link
        href={link.href}
        className={`main-nav-link${isActive ? ' active' : ''}`}
        // Seven sections in every page's header: prefetching them all would cost every reader seven renders.
        prefetch={false}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    </li>
  );
}
