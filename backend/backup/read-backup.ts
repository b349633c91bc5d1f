import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  type BackupHeader,
  type BackupLine,
  type BackupManifest,
  type ObjectChecksumEntry,
} from './backup-format';

/** The longest line a backup writes is the manifest; anything far longer is not a backup. */
const MAX_LINE_CHARS = 512 * 1024 * 1024;
const LINE_KINDS = new Set(['header', 'table', 'row', 'table-end', 'sequence', 'object', 'chunk', 'object-end', 'manifest']);

/** Each line of the file, parsed, with its text (to hash). A damaged or cut-short gzip stream becomes a BackupFileError. */
export async function* readBackupLines(path: string): AsyncGenerator<{ line: BackupLine; text: string }> {
  const file = createReadStream(path);
  const gunzip = createGunzip();
  const lines = createInterface({ input: file.pipe(gunzip), crlfDelay: Infinity });
  let failure: Error | undefined;
  const onError = (error: Error) => {
    failure ??= error;
    lines.close();
  };
  file.on('error', onError);
  gunzip.on('error', onError);
  let number = 0;
  try {
    for await (const text of lines) {
      if (failure) break;
      number += 1;
      yield { line: parseLine(path, text, number), text };
    }
  } catch (error) {
    throw error instanceof BackupFileError ? error : describeReadFailure(path, failure ?? (error as Error));
  } finally {
    lines.close();
    file.destroy();
  }
  if (failure) throw describeReadFailure(path, failure);
}

function parseLine(path: string, text: string, number: number): BackupLine {
  if (text.length > MAX_LINE_CHARS) throw new BackupFileError(`${path} is not a backup: line ${number} is too long.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupFileError(`${path} is damaged: line ${number} is not JSON.`);
  }
  const kind = typeof parsed === 'object' && parsed !== null ? (parsed as { t?: unknown }).t : undefined;
  if (typeof kind !== 'string' || !LINE_KINDS.has(kind)) throw new BackupFileError(`${path} is damaged: line ${number} is not a backup line.`);
  return parsed as BackupLine;
}

function describeReadFailure(path: string, error: Error): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupFileError(`There is no backup file at ${path}.`);
  if (code?.startsWith('Z_')) return new BackupFileError(`${path} is cut short or damaged (${error.message}); it cannot be restored.`);
  return error;
}

export interface VerifiedBackup {
  header: BackupHeader;
  manifest: BackupManifest;
}

/**
 * Reads the whole file and checks it against its manifest: every line well formed and in order,
 * each table's row count, each object's size and SHA-256, and the SHA-256 of everything before
 * the manifest. A file without a manifest did not finish and is refused.
 */
export async function verifyBackup(path: string): Promise<VerifiedBackup> {
  const content = createHash('sha256');
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  const tables = new Map<string, number>();
  const checksums: ObjectChecksumEntry[] = [];
  let table: { name: string; rows: number } | undefined;
  let object: { key: string; size: number; bytes: number; hash: ReturnType<typeof createHash> } | undefined;
  const damaged = (what: string) => new BackupFileError(`${path} is damaged: ${what}.`);

  for await (const { line, text } of readBackupLines(path)) {
    if (manifest) throw damaged('there are lines after the manifest');
    if (!header) {
      if (line.t !== 'header' || line.format !== BACKUP_FORMAT) throw new BackupFileError(`${path} is not a backup made by \`npm run admin -- backup\`.`);
      if (line.version !== BACKUP_FORMAT_VERSION) throw new BackupFileError(`${path} is in backup format ${line.version}; this version reads format ${BACKUP_FORMAT_VERSION}.`);
      header = line;
      content.update(`${text}\n`);
      continue;
    }
    if (line.t === 'manifest') {
      if (table || object) throw damaged('the manifest comes before the last table or object ended');
      manifest = line;
      continue;
    }
    content.update(`${text}\n`);
    switch (line.t) {
      case 'table':
        if (table || object) throw damaged(`table ${line.name} starts inside another section`);
        table = { name: line.name, rows: 0 };
        break;
      case 'row':
        if (!table || typeof line.r !== 'string') throw damaged('a row lies outside a table');
        table.rows += 1;
        break;
      case 'table-end':
        if (!table || table.name !== line.name || table.rows !== line.rows) throw damaged(`table ${line.name} does not hold the rows it says`);
        tables.set(table.name, table.rows);
        table = undefined;
        break;
      case 'object':
        if (table || object) throw damaged(`object ${line.key} starts inside another section`);
        object = { key: line.key, size: line.size, bytes: 0, hash: createHash('sha256') };
        break;
      case 'chunk': {
        if (!object || typeof line.b !== 'string') throw damaged('object bytes lie outside an object');
        const bytes = Buffer.from(line.b, 'base64');
        object.hash.update(bytes);
        object.bytes += bytes.length;
        break;
      }
      case 'object-end': {
        if (!object) throw damaged('an object ends that never began');
        const sha256 = object.hash.digest('hex');
        if (object.bytes !== object.size || sha256 !== line.sha256) throw damaged(`the bytes of object ${object.key} do not match their checksum`);
        checksums.push({ key: object.key, size: object.size, sha256 });
        object = undefined;
        break;
      }
      case 'sequence':
        if (table || object) throw damaged('a sequence lies inside another section');
        break;
      default:
        throw damaged(`a second ${line.t} line`);
    }
  }
  if (!header) throw new BackupFileError(`${path} is empty.`);
  if (!manifest) throw new BackupFileError(`${path} has no manifest: the backup did not finish or the file was cut short. It cannot be restored.`);
  checkManifest(manifest, { header, contentSha256: content.digest('hex'), tables, checksums }, damaged);
  return { header, manifest };
}

function checkManifest(
  manifest: BackupManifest,
  found: { header: BackupHeader; contentSha256: string; tables: Map<string, number>; checksums: ObjectChecksumEntry[] },
  damaged: (what: string) => Error,
): void {
  if (manifest.contentSha256 !== found.contentSha256) throw damaged('its content does not match the manifest checksum');
  if (manifest.schemaVersion !== found.header.schemaVersion) throw damaged('the manifest and the header name different schema versions');
  const listed = Object.entries(manifest.tables ?? {});
  if (listed.length !== found.tables.size || listed.some(([name, rows]) => found.tables.get(name) !== rows)) throw damaged('the row counts differ from the manifest');
  const { objects } = manifest;
  const listedChecksums = objects?.checksums ?? [];
  const sameObjects =
    listedChecksums.length === found.checksums.length &&
    listedChecksums.every((entry, index) => {
      const seen = found.checksums[index];
      return entry.key === seen.key && entry.size === seen.size && entry.sha256 === seen.sha256;
    });
  const bytes = found.checksums.reduce((sum, entry) => sum + entry.size, 0);
  if (!sameObjects || objects.count !== found.checksums.length || objects.bytes !== bytes) throw damaged('the objects differ from the manifest');
}
