/**
 * A copy of the production build for one phase, without Next's caches (../copy-build-without-caches.ts):
 * Next writes the pages it renders (ISR) into its build folder, so serving the build itself would
 * hand out pages rendered by earlier runs on other databases (a brief that does not exist here),
 * and would write into a build others use. The copy sits in the project (Next wants its distDir
 * there; .next-* is ignored by git) and is removed after the phase.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../backend/core/project-root';
import { copyBuildWithoutCaches } from '../copy-build-without-caches';

/** Copies `distDir` (relative to the project) and returns the copy's NEXT_DIST_DIR and its removal. */
export function freshBuildCopy(distDir: string, name: string): { distDir: string; remove: () => void } {
  const copy = `.next-bench-cluster-${name}-${process.pid}`;
  copyBuildWithoutCaches(join(PROJECT_ROOT, distDir), join(PROJECT_ROOT, copy));
  return { distDir: copy, remove: () => rmSync(join(PROJECT_ROOT, copy), { recursive: true, force: true }) };
}
