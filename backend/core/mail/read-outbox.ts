import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir } from './outbox-mailer';
import { decodeHeaderValue, parseEml } from './parse-eml';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** Absolute path of the .eml file. */
  file: string;
}

/** Every message in `<dataDir>/outbox`, oldest first; for developers and tests. */
export async function listOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const directory = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(files.map((name) => readOutboxMessage(join(directory, name))));
}

/** The newest message addressed to `address` (case-insensitive), if any. */
export async function findLatestMessageTo(dataDir: string, address: string): Promise<OutboxMessage | undefined> {
  const wanted = address.trim().toLowerCase();
  const messages = await listOutbox(dataDir);
  return messages.reverse().find((message) => listAddresses(message.to).includes(wanted));
}

async function readOutboxMessage(file: string): Promise<OutboxMessage> {
  const { headers, text, html } = parseEml(await readFile(file, 'utf8'));
  return {
    to: decodeHeaderValue(headers.get('to') ?? ''),
    subject: decodeHeaderValue(headers.get('subject') ?? ''),
    text: text ?? html ?? '',
    file,
  };
}

function listAddresses(to: string): string[] {
  const bracketed = [...to.matchAll(/<([^>]+)>/g)].map((match) => match[1]);
  return (bracketed.length > 0 ? bracketed : to.split(',')).map((address) => address.trim().toLowerCase());
}
