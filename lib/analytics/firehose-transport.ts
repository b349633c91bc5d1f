import { FirehoseClient, PutRecordBatchCommand } from '@aws-sdk/client-firehose';
import type { AnalyticsTransport, BufferedEvent, EventStatuses } from './analytics-types';

/** Identity-pool credentials as aws-amplify's fetchAuthSession() hands them out. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export interface FirehoseTransportOptions {
  region: string;
  deliveryStreamName: string;
  /** The local backend's Firehose URL (custom.analytics_firehose_endpoint); AWS's own endpoint when absent. */
  endpoint?: string;
  /** The current credentials (guest or signed in), read for every request. */
  getCredentials(): Promise<AwsCredentials | undefined>;
}

type Clients = { accessKeyId: string; regular: FirehoseClient; unloading: FirehoseClient };

/** Firehose's per-record failures (ServiceUnavailableException, InternalFailure) are the service's: retried as a 500. */
const RECORD_FAILED_STATUS = 500;
const ACCEPTED_STATUS = 202;
const encoder = new TextEncoder();

/**
 * Events as Firehose records through the AWS SDK's Firehose client (PutRecordBatch), one line of
 * JSON per event: Pinpoint's event fields plus EventId and EndpointId, which the local ingest and the
 * AWS aggregator read alike. Amplify's own Firehose provider is not used: it cannot be given the
 * local endpoint, treats a batch with FailedPutCount as sent and drops events past its resend limit
 * without a word. The client is made again when the credentials change, makes one attempt (retries
 * are the event buffer's, 429 and 500 only), and sends keep-alive fetches while the page unloads.
 */
export function createFirehoseTransport(options: FirehoseTransportOptions): AnalyticsTransport {
  let clients: Clients | undefined;

  const clientFor = async (isUnloading: boolean): Promise<FirehoseClient> => {
    const credentials = await options.getCredentials();
    // No status: the buffer counts the batch as dropped instead of retrying it.
    if (!credentials) throw new Error('No AWS credentials for analytics (is the identity pool configured?)');
    if (clients?.accessKeyId !== credentials.accessKeyId) {
      clients?.regular.destroy();
      clients?.unloading.destroy();
      const make = (keepAlive: boolean) =>
        new FirehoseClient({
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
        new PutRecordBatchCommand({
          DeliveryStreamName: options.deliveryStreamName,
          Records: events.map((event) => ({ Data: encoder.encode(toRecordLine(endpointId, event)) })),
        }),
      );
      const statuses: EventStatuses = {};
      const responses = answer.RequestResponses ?? [];
      events.forEach((event, index) => {
        statuses[event.eventId] = responses[index]?.ErrorCode ? RECORD_FAILED_STATUS : ACCEPTED_STATUS;
      });
      return statuses;
    },
  };
}

/** One record: a line of JSON (newline-delimited in the bucket). */
export function toRecordLine(endpointId: string, event: BufferedEvent): string {
  return `${JSON.stringify({
    EventId: event.eventId,
    EndpointId: endpointId,
    EventType: event.eventType,
    Timestamp: event.timestamp,
    Session: event.session,
    Attributes: event.attributes,
    Metrics: event.metrics,
  })}\n`;
}
