// Next ships the `compression` middleware it answers through, compiled and without types; the page
// cache's tests run it to prove that requests of one content-coding class get one coding.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  function compression(options?: { filter?: Filter }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  namespace compression {
    /** The default filter: compress when the Content-Type is compressible. */
    const filter: Filter;
  }
  export default compression;
}
