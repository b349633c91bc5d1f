/**
 * @jest-environment jsdom
 */
import { canOpenRealtime, openSameOriginRealtimeOverHttp } from './same-origin-realtime';

describe('real time over plain http', () => {
  it('subscribes over https anywhere, over http only to the page’s own origin (jsdom: http://localhost)', () => {
    expect(canOpenRealtime('https://api.example.com/graphql')).toBe(true);
    expect(canOpenRealtime(`${window.location.origin}/_aws/graphql/graphql`)).toBe(true);
    expect(canOpenRealtime('http://localhost:3000/_aws/graphql/graphql')).toBe(false);
    expect(canOpenRealtime('http://elsewhere.example/_aws/graphql/graphql')).toBe(false);
    expect(canOpenRealtime(undefined)).toBe(false);
  });

  it('opens the Amplify client’s wss:// on the page’s own host as ws://, and nothing else changes', () => {
    const opened: string[] = [];
    class RecordingWebSocket {
      constructor(address: string | URL) {
        opened.push(String(address));
      }
    }
    window.WebSocket = RecordingWebSocket as unknown as typeof WebSocket;
    openSameOriginRealtimeOverHttp();
    openSameOriginRealtimeOverHttp();
    new window.WebSocket(`wss://${window.location.host}/_aws/graphql/graphql/realtime?x=1`, ['graphql-ws']);
    new window.WebSocket('wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql');
    expect(opened).toEqual([`ws://${window.location.host}/_aws/graphql/graphql/realtime?x=1`, 'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql']);
  });
});
