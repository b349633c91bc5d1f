import { PinpointClient, PutEventsCommand, UpdateEndpointCommand, type Event } from '@aws-sdk/client-pinpoint';
import type { AnalyticsTransport, BufferedEvent, EventStatuses } from './analytics-types';

/** Identity-pool credentials as aws-amplify's fetchAuthSession() hands them out. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export interface PinpointTransportOptions {
  appId: string;
  region: string;
  /** The local backend's Pinpoint URL (custom.analytics_endpoint); AWS's own endpoint when absent. */
  endpoint?: string;
  /** The current credentials (guest or signed in), read for every request. */
  getCredentials(): Promise<AwsCredentials | undefined>;
}

type Clients = { accessKeyId: string; regular: PinpointClient; unloading: PinpointClient };

/**
 * Events and endpoint updates through Pinpoint's official SDK client. The client is made again
 * whenever the credentials change (sign-in, sign-out), so every request is signed as the current
 * identity. The SDK makes one attempt: retries are the event buffer's (429 and 500 only). While the
 * page unloads, requests go out as keep-alive fetches, which the browser finishes after the page is gone.
 */
export function createPinpointTransport(options: PinpointTransportOptions): AnalyticsTransport {
  let clients: Clients | undefined;

  const clientFor = async (isUnloading: boolean): Promise<PinpointClient> => {
    const credentials = await options.getCredentials();
    // No status: the buffer drops the batch instead of retrying it.
    if (!credentials) throw new Error('No AWS credentials for analytics (is the identity pool configured?)');
    if (clients?.accessKeyId !== credentials.accessKeyId) {
      clients?.regular.destroy();
      clients?.unloading.destroy();
      const make = (keepAlive: boolean) =>
        new PinpointClient({
          region: options.region,
          endpoint: options.endpoint,
          credentials,
          maxAttempts: 1,
          // In the browser this is the fetch handler's option; Node's handler ignores it.
          ...(keepAlive ? { requestHandler: { keepAlive: true } } : {}),
        });
      clients = { accessKeyId: credentials.accessKeyId, regular: make(false), unloading: make(true) };
    }
    return isUnloading ? clients.unloading : clients.regular;
  };

  return {
    async putEvents(endpointId, events, sendOptions) {
      const client = await clientFor(sendOptions?.isUnloading ?? false);
      const answer = await client.send(
        new PutEventsCommand({
          ApplicationId: options.appId,
          EventsRequest: { BatchItem: { [endpointId]: { Endpoint: {}, Events: toPinpointEvents(events) } } },
        }),
      );
      const statuses: EventStatuses = {};
      for (const [eventId, item] of Object.entries(answer.EventsResponse?.Results?.[endpointId]?.EventsItemResponse ?? {})) {
        if (item.StatusCode !== undefined) statuses[eventId] = item.StatusCode;
      }
      return statuses;
    },
    async updateEndpoint(endpointId, update) {
      const client = await clientFor(false);
      await client.send(new UpdateEndpointCommand({ ApplicationId: options.appId, EndpointId: endpointId, EndpointRequest: update }));
    },
  };
}

function toPinpointEvents(events: readonly BufferedEvent[]): Record<string, Event> {
  const batch: Record<string, Event> = {};
  for (const event of events) {
    batch[event.eventId] = {
      EventType: event.eventType,
      Timestamp: event.timestamp,
      Attributes: event.attributes,
      Metrics: event.metrics,
      Session: event.session,
    };
  }
  return batch;
}
