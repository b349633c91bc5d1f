/**
 * Pinpoint's ingest quotas, which the local service enforces so a client that works here works
 * against AWS: 100 events a request, 4 MB a request, event types up to 50 characters, 40
 * attributes and metrics an event, keys up to 50 and event attribute values up to 200 characters.
 */
export const MAX_EVENTS_PER_REQUEST = 100;
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;
export const MAX_EVENT_TYPE_LENGTH = 50;
export const MAX_EVENT_ATTRIBUTES_AND_METRICS = 40;
export const MAX_KEY_LENGTH = 50;
export const MAX_EVENT_ATTRIBUTE_VALUE_LENGTH = 200;

/** Endpoints: up to 250 attribute and metric keys, 50 values an attribute, values up to 100 characters. */
export const MAX_ENDPOINT_KEYS = 250;
export const MAX_ENDPOINT_ATTRIBUTE_VALUES = 50;
export const MAX_ENDPOINT_ATTRIBUTE_VALUE_LENGTH = 100;

/** Ids (endpoint, event, session, user) and free-text endpoint fields. */
export const MAX_ID_LENGTH = 128;
export const MAX_TEXT_LENGTH = 256;

/**
 * Event timestamps are the client's clock. The web client buffers for seconds, so an event older
 * than this or dated ahead of this is a broken clock or forged data, and is refused per event.
 */
export const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_EVENT_FUTURE_MS = 24 * 60 * 60 * 1000;
