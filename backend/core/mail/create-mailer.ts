import nodemailer from 'nodemailer';
import type { BackendConfig } from '../config';
import { consoleLogger, type Logger } from '../log';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

export type ClosableMailer = Mailer & { close(): void };

/** SMTP when SMTP_URL is set; otherwise the outbox in DATA_DIR. A failed send throws: mail is never dropped silently. */
export function createMailer(
  config: Pick<BackendConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Logger = consoleLogger,
): ClosableMailer {
  if (!config.smtpUrl) return { ...createOutboxMailer({ ...config, log }), close: () => undefined };
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}
