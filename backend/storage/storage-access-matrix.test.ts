/**
 * SPEC §6's storage rules through the wire: every declared prefix × get / list / put / delete ×
 * a guest, the signed-in owner of the sub-folder, another signed-in user and an ADMINS member,
 * each with identity-pool credentials and the AWS SDK's S3 client. Allowed succeeds; denied is
 * AccessDenied and leaves the bucket as it was.
 */
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isImageKey } from '../../amplify/storage/images';
import { makePng, readBody } from './test-support/test-files';
import { startStorageBackend, type IdentityCredentials, type StorageTestBackend } from './test-support/start-storage-backend';

jest.setTimeout(180_000);

type Actor = 'a guest' | 'the owner of the sub-folder' | 'another signed-in user' | 'an ADMINS member';
type Action = 'get' | 'list' | 'put' | 'delete';
const ACTORS: Actor[] = ['a guest', 'the owner of the sub-folder', 'another signed-in user', 'an ADMINS member'];
const ACTIONS: Action[] = ['get', 'list', 'put', 'delete'];

let backend: StorageTestBackend;
let png: Buffer;
const credentials = {} as Record<Actor, IdentityCredentials>;
const clients = {} as Record<Actor, S3Client>;
let ownerFolder: string;

/** The paths as SPEC §6 states them; `folder` is filled with the owner's identity id. */
const PATHS: { folder: (owner: string) => string; allowed: Record<Actor, Action[]> }[] = [];
const READ: Action[] = ['get', 'list'];
const ALL: Action[] = ['get', 'list', 'put', 'delete'];
const ADD: Action[] = ['get', 'list', 'put'];
// Only the identity writes in its own sub-folder; everyone signed in reads (amplify/storage/access.ts).
for (const prefix of ['public/', 'streams/']) {
  PATHS.push({ folder: () => prefix, allowed: { 'a guest': READ, 'the owner of the sub-folder': ALL, 'another signed-in user': ALL, 'an ADMINS member': ALL } });
}
for (const [prefix, adminActions] of [
  ['stream-thumbnails/', ALL],
  ['profile-avatar/', ADD],
  ['picture-submissions/', ADD],
  ['brief-thumbnails/', ALL],
  ['images/', ALL],
] as const) {
  PATHS.push({
    folder: (owner) => `${prefix}${owner}/`,
    allowed: { 'a guest': READ, 'the owner of the sub-folder': ALL, 'another signed-in user': READ, 'an ADMINS member': adminActions },
  });
  PATHS.push({
    folder: () => prefix,
    allowed: { 'a guest': READ, 'the owner of the sub-folder': READ, 'another signed-in user': READ, 'an ADMINS member': adminActions },
  });
}
// Issue 18: uploads of evidence are the owner's alone (staff read); sealed items are read-only to every client.
PATHS.push({
  folder: (owner) => `evidence-uploads/${owner}/`,
  allowed: { 'a guest': [], 'the owner of the sub-folder': ALL, 'another signed-in user': [], 'an ADMINS member': READ },
});
PATHS.push({ folder: () => 'evidence-items/', allowed: { 'a guest': READ, 'the owner of the sub-folder': READ, 'another signed-in user': READ, 'an ADMINS member': READ } });
PATHS.push({ folder: () => 'personalities/', allowed: { 'a guest': READ, 'the owner of the sub-folder': READ, 'another signed-in user': READ, 'an ADMINS member': ALL } });
PATHS.push({ folder: () => 'undeclared/', allowed: { 'a guest': [], 'the owner of the sub-folder': [], 'another signed-in user': [], 'an ADMINS member': [] } });

const bodyFor = (key: string) => (isImageKey(key) ? png : Buffer.from(`text of ${key}`));

/** Whether an object exists, asked of the store's catalogue itself (some paths nobody may read). */
async function exists(key: string): Promise<boolean> {
  const { rows } = await backend.backend.context.db.query('SELECT 1 FROM storage_objects WHERE key = $1', [key]);
  return rows.length > 0;
}

/** Puts an object as someone the rules let write there (the setup of a case, not what it tests). */
async function seed(key: string, allowed: Record<Actor, Action[]>): Promise<void> {
  const writer = ACTORS.find((actor) => allowed[actor].includes('put'));
  if (!writer) {
    // Nobody may write under an undeclared prefix; the case still needs something to refuse reading.
    await backend.putObjectDirectly(key, bodyFor(key));
    return;
  }
  await clients[writer].send(new PutObjectCommand({ Bucket: backend.bucket, Key: key, Body: bodyFor(key) }));
}

beforeAll(async () => {
  backend = await startStorageBackend();
  png = await makePng();
  [credentials['a guest'], credentials['the owner of the sub-folder'], credentials['another signed-in user'], credentials['an ADMINS member']] =
    await Promise.all([
      backend.guestCredentials(),
      backend.userCredentials('owner@example.com'),
      backend.userCredentials('other@example.com'),
      backend.userCredentials('admin@example.com', ['ADMINS']),
    ]);
  for (const actor of ACTORS) clients[actor] = backend.s3Client(credentials[actor]);
  ownerFolder = credentials['the owner of the sub-folder'].identityId;
});
afterAll(() => backend?.close());

const cases = PATHS.flatMap((path, pathIndex) =>
  ACTORS.flatMap((actor) =>
    ACTIONS.map((action) => ({
      pathIndex,
      actor,
      action,
      where: path.folder('<owner id>/').replace('<owner id>//', '<owner id>/') || '/',
      isAllowed: path.allowed[actor].includes(action),
      verdict: path.allowed[actor].includes(action) ? 'succeeds' : 'is AccessDenied and changes nothing',
    })),
  ),
);

describe('the storage rules through the S3 API', () => {
  it.each(cases)('$actor: $action in $where $verdict', async ({ pathIndex, actor, action, isAllowed }) => {
    const path = PATHS[pathIndex];
    const folder = path.folder(ownerFolder);
    const key = `${folder}${action}-${ACTORS.indexOf(actor)}${isImageKey(folder) ? '.png' : '.txt'}`;
    const s3 = clients[actor];
    const Bucket = backend.bucket;
    if (action !== 'put') await seed(key, path.allowed);

    const attempt = async () => {
      switch (action) {
        case 'get': {
          const { Body } = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
          expect((await readBody(Body)).equals(bodyFor(key))).toBe(true);
          return;
        }
        case 'list': {
          const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: folder }));
          expect(Contents?.map((item) => item.Key)).toContain(key);
          return;
        }
        case 'put':
          await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: bodyFor(key) }));
          expect(await exists(key)).toBe(true);
          return;
        case 'delete':
          await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
          expect(await exists(key)).toBe(false);
          return;
      }
    };
    if (isAllowed) {
      await attempt();
      return;
    }
    await expect(attempt()).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    expect(await exists(key)).toBe(action !== 'put');
  });
});
