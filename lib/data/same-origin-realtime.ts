'use client';

let isInstalled = false;

/**
 * Real time on a site served over plain http (`npm start` on a laptop, the e2e server): the Amplify
 * client always opens subscriptions with wss:// (it assumes AppSync's TLS), but the local backend on
 * the page's own origin serves the same endpoint without TLS. Over http, a wss:// address on the
 * page's own host is opened as ws:// instead; nothing else is changed (URL, subprotocols, messages
 * are the client's), and over https nothing is installed at all.
 */
export function openSameOriginRealtimeOverHttp(): void {
  if (isInstalled || typeof window === 'undefined' || window.location.protocol !== 'http:') return;
  isInstalled = true;
  const NativeWebSocket = window.WebSocket;
  class SameOriginWebSocket extends NativeWebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      const url = new URL(String(address));
      if (url.protocol === 'wss:' && url.host === window.location.host) url.protocol = 'ws:';
      super(url, protocols);
    }
  }
  window.WebSocket = SameOriginWebSocket;
}

/** Whether subscriptions can connect: over https anywhere, over plain http only to the page's own origin. */
export function canOpenRealtime(graphqlEndpoint: unknown): boolean {
  if (typeof graphqlEndpoint !== 'string') return false;
  if (graphqlEndpoint.startsWith('https://')) return true;
  return typeof window !== 'undefined' && window.location.protocol === 'http:' && graphqlEndpoint.startsWith(`${window.location.origin}/`);
}
