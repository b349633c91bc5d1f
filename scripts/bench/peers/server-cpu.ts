/**
 * The CPU a server process used (all its threads, user and system, as /proc/<pid>/stat counts
 * it), so a row can print each server's CPU per call beside the bench's own: on this 2-core
 * machine, shared by both servers and the bench, a row's ratio follows what each server spends
 * per call more than the load of the moment. Linux only: elsewhere (no /proc) nothing is printed.
 * The server is found by the port it listens on, so any peer (a child process of its own or not)
 * is measured the same way as the product.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on Linux unless configured otherwise). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Milliseconds of CPU the process has used so far, or undefined when it cannot be read. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}

/** The process listening on `port` (TCP, IPv4 or IPv6), or undefined when none is found. */
export function pidListeningOn(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is "<address>:<port>"; state 0A is LISTEN; the inode is the 10th field.
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return Number(entry);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return undefined;
}

/** A server to measure: found once, by the port of `endpoint` (a URL), when first asked. */
export function serverAt(endpoint: string): () => number | undefined {
  let pid: number | undefined;
  let looked = false;
  return () => {
    if (!looked) {
      const url = new URL(endpoint);
      pid = pidListeningOn(Number(url.port || (url.protocol === 'https:' ? 443 : 80)));
      looked = true;
    }
    return pid;
  };
}
