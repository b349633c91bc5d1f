'use client';

import { usePathname } from 'next/navigation';
import { publicPathOf } from './public-path';

/** usePathname as the visitor's address bar has it (a cached listing view reads as the listing). */
export function useSitePathname(): string {
  return publicPathOf(usePathname());
}
