import { readdirSync, readlinkSync } from 'node:fs';

/** How many of this process's file descriptors are open on `path` (Linux: read from /proc). */
export function countOpenDescriptors(path: string): number {
  let count = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).replace(/ \(deleted\)$/, '') === path) count += 1;
    } catch {
      // Closed between the listing and the look.
    }
  }
  return count;
}
