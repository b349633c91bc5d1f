// Next ships the `compression` middleware it answers through, compiled and without types; the page
// cache's tests run it to prove that requests of one content-coding class get one coding.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
