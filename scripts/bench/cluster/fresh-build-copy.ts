/**
 * A copy of the production build for one phase, without Next's cache folder: Next writes the
 * pages it renders (ISR) into its build folder, so serving the build itself would hand out pages
 * rendered by earlier runs on other databases (a brief that does not exist here), and would write
 * into a build others use. The copy sits in the project (Next wants its distDir there; .next-* is
 * ignored by git) and is removed after the phase.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../backend/core/project-root';

/** Copies `distDir` (relative to the project) and returns the copy's NEXT_DIST_DIR and its removal. */
export function freshBuildCopy(distDir: string, name: string): { distDir: string; remove: () => void } {
  const copy = `.next-bench-cluster-${name}-${process.pid}`;
  const source = join(PROJECT_ROOT, distDir);
  const skipped = new Set(['cache', 'trace', 'types'].map((folder) => join(source, folder)));
  cpSync(source, join(PROJECT_ROOT, copy), { recursive: true, filter: (path) => !skipped.has(path) });
  return { distDir: copy, remove: () => rmSync(join(PROJECT_ROOT, copy), { recursive: true, force: true }) };
}
