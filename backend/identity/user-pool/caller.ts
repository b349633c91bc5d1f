/** What an operation knows of who sent the request, besides its input. */
export interface Caller {
  /** The client's address as the backend worked it out (backend/core/http/client-address.ts). */
  clientAddress: string | undefined;
}
