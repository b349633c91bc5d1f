import Link from 'next/link';
import { RECORD_YOUR_BAN_LINK } from '@/lib/navigation/routes';

/** The creator's call to action: their ban records (a guest is asked to sign in first, middleware.ts). */
export function RecordBanLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link href={RECORD_YOUR_BAN_LINK.href} prefetch={false} className={`btn btn-primary btn-sm record-ban-link ${className ?? ''}`} onClick={onNavigate}>
      <i className="bi bi-plus-lg" aria-hidden="true" /> {RECORD_YOUR_BAN_LINK.label}
    </Link>
  );
}
