/** The GraphQL rows, product beside the AppSync simulator: the 50-brief list and a contact message sent. */
import type { GraphqlClient } from './graphql-client';
import { contactMessageArguments, LIST_BRIEFS_QUERY, SEND_CONTACT_MESSAGE, visitorAddressOf } from './graphql-documents';
import { measureRate } from './measure-rate';
import type { BenchRow } from './run-row';

const PAGE = 50;

export function graphqlRows(sides: { product: GraphqlClient; peer: GraphqlClient; peerName: string }, connections: number): BenchRow[] {
  const list = (client: GraphqlClient) => (ms: number) =>
    measureRate(connections, ms, async () => {
      const data = (await client.request(LIST_BRIEFS_QUERY, { limit: PAGE })) as { listBriefs: { items: unknown[] } };
      if (data.listBriefs.items.length !== PAGE) throw new Error(`listBriefs gave ${data.listBriefs.items.length} briefs, not ${PAGE}`);
    });
  let messages = 0;
  const write = (client: GraphqlClient) => (ms: number) =>
    measureRate(connections, ms, () => {
      const sequence = messages++;
      return client.request(SEND_CONTACT_MESSAGE, contactMessageArguments(sequence), { 'x-forwarded-for': visitorAddressOf(sequence) });
    });
  return [
    { key: 'graphql-list', name: `${PAGE}-brief GraphQL list`, concurrency: connections, unit: 'ops/s', peerName: sides.peerName, product: list(sides.product), peer: list(sides.peer) },
    { key: 'graphql-write', name: 'GraphQL write (sendContactMessage)', concurrency: connections, unit: 'ops/s', peerName: sides.peerName, product: write(sides.product), peer: write(sides.peer) },
  ];
}
