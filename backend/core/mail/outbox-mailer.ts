import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomic } from '../files/write-file-atomic';
import type { Logger } from '../log';
import type { Mailer } from './mailer';

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Without SMTP, each message becomes `<dataDir>/outbox/<timestamp>-<random>.eml`, named so that name order is send order. */
export function createOutboxMailer({ dataDir, mailFrom, log }: { dataDir: string; mailFrom: string; log: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = outboxDir(dataDir);
  // The folder is made once, not before every message (a sign-up's mail, issue 50); a message
  // that finds it gone (removed by hand) makes it again.
  let made: Promise<unknown> | undefined;
  const makeFolder = () => (made ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
    made = undefined;
    throw error;
  }));
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      const file = join(folder, `${nextTimestamp()}-${randomBytes(4).toString('hex')}.eml`);
      await makeFolder();
      try {
        await writeFileAtomic(file, info.message as Buffer, { folderMade: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        made = undefined;
        await makeFolder();
        await writeFileAtomic(file, info.message as Buffer, { folderMade: true });
      }
      log.info(`[mail] to ${message.to}: "${message.subject}" (no SMTP_URL, written to ${file})`);
    },
  };
}

let lastStamp = 0;

/** Strictly increasing within the process, so two messages in one millisecond still sort in order. */
function nextTimestamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString().replace(/[:.]/g, '-');
}
