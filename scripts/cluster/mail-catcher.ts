// The reference deployment's SMTP server: several instances share no outbox folder, so mail must
// leave them by SMTP (backend/core/deployment-rules.ts). This one keeps what it receives, for the
// tests to read confirmation codes and for an operator to see them on the console.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeHeaderValue, parseEml } from '../../backend/core/mail/parse-eml';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

export interface MailCatcher {
  /** SMTP_URL for the instances. */
  smtpUrl: string;
  messages: readonly CaughtMail[];
  /** The newest message to `address` (case-insensitive), if any. */
  latestTo(address: string): CaughtMail | undefined;
  close(): Promise<void>;
}

export async function startMailCatcher(options: { port?: number; onMail?: (mail: CaughtMail) => void } = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseEml(Buffer.concat(chunks).toString('utf8'));
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: decodeHeaderValue(parsed.headers.get('subject') ?? ''),
          text: parsed.text ?? '',
          receivedAt: Date.now(),
        };
        messages.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    latestTo: (address) => messages.findLast((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
