import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from './identity';

/** How long a worker waits for another one's sign-in before it gives up. */
const WAIT_FOR_OTHER_MS = 120_000;

/**
 * This run of the suite: Playwright's workers are children of the one runner process, so they share
 * its id and start time (a retry's new worker too); a later run's runner is another process (and one
 * that reuses the id started later), so it starts afresh.
 */
const RUN_ID = `${process.ppid}-${processStartTicks(process.ppid)}`;

/** When process `pid` started, in clock ticks since boot (Linux's /proc; '' elsewhere). */
function processStartTicks(pid: number): string {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

const sessionsDir = () => join(E2E_DATA_DIR, 'e2e-shared-sessions');
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The storage state (cookies and local storage) of one browser sign-in shared by every test of this
 * run that asks for `name`, in any worker: the first to ask runs `signIn` in a fresh context of its
 * own (which must end signed in) and saves the state; the others wait for that file and start from
 * it (as creator-workspace.spec.ts's later tests start from its first test's session). A worker whose
 * sign-in failed leaves no state: the next to ask (a retry, or a test in another worker) signs in anew.
 * Answers the state file's path, for browser.newContext({ storageState }).
 */
export async function sharedSession(browser: Browser, name: string, signIn: (page: Page) => Promise<void>): Promise<string> {
  mkdirSync(sessionsDir(), { recursive: true });
  const statePath = join(sessionsDir(), `${encodeURIComponent(name)}-${RUN_ID}.json`);
  const lockPath = `${statePath}.lock`;
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    if (existsSync(statePath)) return statePath;
    let lock: number | null = null;
    try {
      lock = openSync(lockPath, 'wx');
    } catch {
      // Another worker holds the lock: wait for its state, or take over once it has gone.
      const holder = Number(readFileSync(lockPath, { encoding: 'utf8', flag: 'a+' }) || 0);
      if (holder && holder !== process.pid && !isAlive(holder)) rmSync(lockPath, { force: true });
      else if (Date.now() > deadline) throw new Error(`waited ${WAIT_FOR_OTHER_MS} ms for another worker's sign-in as ${name}`);
      else await sleep(250);
      continue;
    }
    writeSync(lock, String(process.pid));
    closeSync(lock);
    let context: BrowserContext | null = null;
    try {
      context = await browser.newContext();
      await signIn(await context.newPage());
      // Written whole under another name first, so a waiting worker never reads half a file.
      await context.storageState({ path: `${statePath}.${process.pid}` });
      renameSync(`${statePath}.${process.pid}`, statePath);
      return statePath;
    } finally {
      await context?.close();
      rmSync(lockPath, { force: true });
    }
  }
}
