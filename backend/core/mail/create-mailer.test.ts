import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { silentLogger } from '../log';
import { createMailer } from './create-mailer';
import { findLatestMessageTo, listOutbox } from './read-outbox';

describe('createMailer without SMTP_URL (the outbox)', () => {
  let dataDir: string;
  const mailFrom = 'StreamIt <no-reply@localhost>';
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'streamit-mail-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes a readable .eml file and logs who it is for', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ dataDir, mailFrom }, { ...silentLogger, info: (line) => lines.push(line) });
    await mailer.send({ to: 'ada@example.com', subject: 'Your verification code', text: 'Your code is 012345' });

    const [name] = readdirSync(join(dataDir, 'outbox'));
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(join(dataDir, 'outbox', name), 'utf8');
    expect(raw).toMatch(/^From: StreamIt <no-reply@localhost>$/m);
    expect(raw).toContain('Your code is 012345');
    expect(lines).toEqual([expect.stringMatching(/to ada@example\.com: "Your verification code".*\.eml/)]);
    expect(lines[0]).not.toContain('012345');
  });

  it('makes its folder again when it is removed between messages, and leaves no temporary file', async () => {
    const mailer = createMailer({ dataDir, mailFrom }, silentLogger);
    await mailer.send({ to: 'ada@example.com', subject: 'First', text: 'one' });
    rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
    await mailer.send({ to: 'ada@example.com', subject: 'Second', text: 'two' });
    await mailer.send({ to: 'ada@example.com', subject: 'Third', text: 'three' });
    expect((await listOutbox(dataDir)).map((message) => message.subject)).toEqual(['Second', 'Third']);
    expect(readdirSync(join(dataDir, 'outbox')).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });

  it('reads back non-ASCII text, long lines and HTML alternatives', async () => {
    const mailer = createMailer({ dataDir, mailFrom }, silentLogger);
    const text = `Bonjour Zoë — votre code est 654321.\n${'long line '.repeat(30)}`;
    await mailer.send({ to: 'zoe@example.com', subject: 'Code de vérification ✓', text, html: '<p>654321</p>' });
    const [message] = await listOutbox(dataDir);
    expect(message).toMatchObject({ to: 'zoe@example.com', subject: 'Code de vérification ✓', text });
  });

  it('finds the latest message to an address, even when sent in the same millisecond', async () => {
    const mailer = createMailer({ dataDir, mailFrom }, silentLogger);
    for (const code of ['111111', '222222', '333333']) {
      await mailer.send({ to: 'bo@example.com', subject: 'Code', text: `code ${code}` });
      await mailer.send({ to: 'other@example.com', subject: 'Code', text: 'not this one' });
    }
    expect((await findLatestMessageTo(dataDir, 'BO@example.com'))?.text).toBe('code 333333');
    expect(await findLatestMessageTo(dataDir, 'nobody@example.com')).toBeUndefined();
    expect(await listOutbox(mkdtempSync(join(tmpdir(), 'streamit-empty-')))).toEqual([]);
  });
});

describe('createMailer with SMTP_URL', () => {
  type Received = { from: string; to: string[]; raw: string };
  let server: SMTPServer;
  let port: number;
  let received: Received[];

  beforeAll(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers by SMTP and writes nothing to the outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'streamit-mail-'));
    const mailer = createMailer({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'StreamIt <no-reply@streamit.test>' });
    try {
      await mailer.send({ to: 'ada@example.com', subject: 'Reset your password', text: 'Your code is 987654' });
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@streamit.test', to: ['ada@example.com'] });
    expect(received[0].raw).toMatch(/^Subject: Reset your password$/m);
    expect(received[0].raw).toContain('Your code is 987654');
    expect(await listOutbox(dataDir)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('throws when the server cannot be reached, so the caller knows the mail did not go', async () => {
    const mailer = createMailer({ dataDir: '/nonexistent', smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.c' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED/);
    mailer.close();
  });
});
