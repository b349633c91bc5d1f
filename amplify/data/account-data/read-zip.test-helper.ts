import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** Every entry of a ZIP, read back with yauzl (the tests' reader of what yazl wrote). */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) => fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) =>
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}
