import { readdirSync, readFileSync } from 'node:fs';

/** The resident memory (VmRSS) of a process and all its descendants, in bytes, read from /proc (Linux); 0 when it is gone. */
export function processTreeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  let bytes = 0;
  for (const pid of tree) {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readOrEmpty(`/proc/${pid}/status`));
    if (match) bytes += Number(match[1]) * 1024;
  }
  return bytes;
}

/** A process may end between listing /proc and reading its files. */
function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
