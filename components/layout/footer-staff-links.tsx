'use client';

import Link from 'next/link';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { staffLinksFor } from '@/lib/navigation/workspace-links';

/** The footer's "Your work" for staff: the moderation queue and the admin area their groups allow. */
export function FooterStaffLinks() {
  const current = useCurrentUser();
  if (current.status !== 'signedIn') return null;
  return staffLinksFor(current.user.groups).map((link) => (
    <li key={link.href}>
      <Link href={link.href} prefetch={false}>
        {link.label}
      </Link>
    </li>
  ));
}
