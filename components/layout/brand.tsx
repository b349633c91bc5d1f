'use client';

import Link from 'next/link';
import { useSettings } from '@/components/settings/settings-provider';

/**
 * The site's name as the visitor's settings call it (StreamIt by default). Not prefetched: it is on
 * every page, and decoding the home page's payload would be a long task in each page's start.
 */
export function Brand() {
  const { settings } = useSettings();
  return (
    <Link href="/" prefetch={false} className="brand" aria-label={`${settings.appName} home`}>
      <i className="bi bi-broadcast-pin brand-mark" aria-hidden="true" />
      <span className="brand-name">{settings.appName}</span>
    </Link>
  );
}
