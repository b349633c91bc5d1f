import Link from 'next/link';
import { DEFAULT_APP_NAME } from '@/lib/constants/ui';

/**
 * The site's name (the product's, never a visitor's setting). Not prefetched: it is on every page,
 * and decoding the home page's payload would be a long task in each page's start.
 */
export function Brand() {
  return (
    <Link href="/" prefetch={false} className="brand" aria-label={`${DEFAULT_APP_NAME} home`}>
      <i className="bi bi-broadcast-pin brand-mark" aria-hidden="true" />
      <span className="brand-name">{DEFAULT_APP_NAME}</span>
    </Link>
  );
}
