import { randomBytes } from 'node:crypto';
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
  // The first message makes the folder; later ones write straight into it (a sign-up's mail,
  // issue 50), and one that finds it gone (removed by hand) makes it again.
  let folderMade = false;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      const file = join(folder, `${nextTimestamp()}-${randomBytes(4).toString('hex')}.eml`);
      try {
        await writeFileAtomic(file, info.message as Buffer, { folderMade });
      } catch (error) {
        if (!folderMade || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await writeFileAtomic(file, info.message as Buffer);
      }
      folderMade = true;
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
