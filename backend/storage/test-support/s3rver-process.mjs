// Runs s3rver (a real S3-compatible server) for the tests, in a process of its own: s3rver makes
// its continuation tokens with DES, which Node's OpenSSL 3 offers only with the legacy provider
// (`node --openssl-legacy-provider`), a flag the test process itself should not need.
// Usage: node --openssl-legacy-provider s3rver-process.mjs <directory> <bucket>; prints {"port":N}.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }], vhostBuckets: false });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// The test closes stdin (or exits) when it is done; the server goes with it.
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
