import Link from 'next/link';
import { MY_WORKSPACE_LINK } from '@/lib/navigation/workspace-links';

/** One tap from any page to the signed-in user's workspace (/me): their records and profile. */
export function WorkspaceLink() {
  return (
    <Link href={MY_WORKSPACE_LINK.href} prefetch={false} className="header-icon-button header-workspace-link" title={MY_WORKSPACE_LINK.label}>
      <i className="bi bi-person-workspace" aria-hidden="true" />
      <span className="visually-hidden">{MY_WORKSPACE_LINK.label}</span>
    </Link>
  );
}
