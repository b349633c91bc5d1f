/**
 * The user-pool rows, product beside cognito-local: sign-up + confirm (new addresses each time),
 * password sign-in and GetUser (over a set of confirmed users made first), and SRP sign-in, which
 * cognito-local cannot do. GetUser is judged on the wire client (wire-client.ts) and also measured
 * through the SDK, as a reference line.
 */
import { randomBytes } from 'node:crypto';
import type { BenchRow } from './run-row';
import { serverAt } from './server-cpu';
import { measureRate } from './measure-rate';
import { signInWithSrp } from './srp-sign-in';
import {
  createWireUserPool,
  getUser,
  getUserOnWire,
  signInWithPassword,
  signUpAndConfirm,
  type SignInTokens,
  type UserIdentity,
  type UserPoolTarget,
} from './user-pool-operations';

/** endpoint: the one the SDK client was made for, for the wire client's pool. */
export interface UserPoolSides {
  product: UserPoolTarget & { userPoolId: string; endpoint: string };
  peer: UserPoolTarget & { endpoint: string };
  peerName: string;
}

/** Users per side for the sign-in and GetUser rows. */
const USERS = 16;

export async function prepareUserPoolRows(sides: UserPoolSides, connections: number): Promise<{ rows: BenchRow[]; productTokens: SignInTokens[]; close(): Promise<void> }> {
  const run = randomBytes(3).toString('hex');
  const address = (side: string, name: string) => `${name}.${side}.${run}@bench.banwatch.test`;
  const users = async (side: 'product' | 'peer', target: UserPoolTarget) => {
    const emails = Array.from({ length: USERS }, (_, index) => address(side, `user${index}`));
    for (const email of emails) await signUpAndConfirm(target, email);
    const tokens: SignInTokens[] = [];
    for (const email of emails) tokens.push(await signInWithPassword(target, email));
    // What GetUser must answer for each token, as the SDK reads it (the wire row checks against it).
    const identities: UserIdentity[] = [];
    for (const [index, token] of tokens.entries()) {
      const identity = await getUser(target, token.accessToken);
      if (identity.email !== emails[index]) throw new Error(`GetUser for ${emails[index]} answered ${identity.email}`);
      identities.push(identity);
    }
    return { emails, tokens, identities };
  };
  const product = await users('product', sides.product);
  const peer = await users('peer', sides.peer);

  let signUps = 0;
  const wire = { product: createWireUserPool(sides.product.endpoint, connections), peer: createWireUserPool(sides.peer.endpoint, connections) };
  const each = (side: 'product' | 'peer', target: UserPoolTarget, set: typeof product) => ({
    getUserOnWire: (ms: number) =>
      measureRate(connections, ms, (sequence) => getUserOnWire(wire[side], set.tokens[sequence % USERS].accessToken, set.identities[sequence % USERS])),
    signUp: (ms: number) => measureRate(connections, ms, () => signUpAndConfirm(target, address(side, `signup${signUps++}`))),
    signIn: (ms: number) => measureRate(connections, ms, (sequence) => signInWithPassword(target, set.emails[sequence % USERS])),
    getUser: (ms: number) => measureRate(connections, ms, (sequence) => getUser(target, set.tokens[sequence % USERS].accessToken)),
  });
  const servers = { product: serverAt(sides.product.endpoint), peer: serverAt(sides.peer.endpoint) };
  const ours = each('product', sides.product, product);
  const theirs = each('peer', sides.peer, peer);
  const row = (key: string, name: string, pick: (side: typeof ours) => BenchRow['product'], reference = false): BenchRow => ({
    key,
    name,
    reference,
    servers,
    concurrency: connections,
    unit: 'ops/s',
    peerName: sides.peerName,
    product: pick(ours),
    peer: pick(theirs),
  });
  const rows: BenchRow[] = [
    row('sign-up', 'sign-up + confirm', (side) => side.signUp),
    row('sign-in', 'password sign-in', (side) => side.signIn),
    // Judged on the wire: through the SDK its own CPU on this thread was the limit (the header).
    row('get-user', 'GetUser (wire)', (side) => side.getUserOnWire),
    row('get-user', 'GetUser via SDK', (side) => side.getUser, true),
    {
      key: 'srp',
      name: 'SRP sign-in (client maths)',
      // One at a time: the client's SRP maths (aws-amplify's pure-JS big numbers) runs on this thread.
      concurrency: 1,
      unit: 'ops/s',
      peerName: sides.peerName,
      product: (ms) => measureRate(1, ms, (sequence) => signInWithSrp(sides.product, sides.product.userPoolId, product.emails[sequence % USERS])),
      peer: null,
      servers,
    },
  ];
  return { rows, productTokens: product.tokens, close: async () => void (await Promise.all([wire.product.pool.close(), wire.peer.pool.close()])) };
}
