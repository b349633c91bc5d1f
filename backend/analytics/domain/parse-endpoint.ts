import { emptyRecord } from '../../core/own-property';
import {
  MAX_ENDPOINT_ATTRIBUTE_VALUE_LENGTH,
  MAX_ENDPOINT_ATTRIBUTE_VALUES,
  MAX_ENDPOINT_KEYS,
  MAX_ID_LENGTH,
  MAX_TEXT_LENGTH,
} from './limits';
import {
  InvalidInputError,
  isIpAddress,
  isJsonObject,
  parseTimestamp,
  readKey,
  readMetrics,
  readOptionalObject,
  readOptionalString,
} from './wire-values';

const CHANNEL_TYPES = new Set([
  'PUSH', 'GCM', 'APNS', 'APNS_SANDBOX', 'APNS_VOIP', 'APNS_VOIP_SANDBOX', 'ADM', 'SMS', 'VOICE', 'EMAIL', 'BAIDU', 'CUSTOM', 'IN_APP',
]);
const DEMOGRAPHIC_FIELDS = ['AppVersion', 'Locale', 'Make', 'Model', 'ModelVersion', 'Platform', 'PlatformVersion', 'Timezone'] as const;
const LOCATION_TEXT_FIELDS = ['City', 'Country', 'PostalCode', 'Region'] as const;

export type OptOut = 'ALL' | 'NONE';

/** The fields of an endpoint a request set; absent ones keep their stored values (Pinpoint merges). */
export interface EndpointUpdate {
  optOut?: OptOut;
  channelType?: string;
  address?: string;
  attributes?: Record<string, string[]>;
  demographic?: Record<string, string>;
  location?: Record<string, string | number>;
  metrics?: Record<string, number>;
  userId?: string;
  userAttributes?: Record<string, string[]>;
  endpointStatus?: 'ACTIVE' | 'INACTIVE';
  effectiveDate?: string;
}

/**
 * Pinpoint's EndpointRequest (UpdateEndpoint) or PublicEndpoint (a PutEvents batch item):
 * address, channel type, attributes, demographic, location, metrics, opt-out and user.
 * An Address that is an IP address, and IP-shaped attribute values, are dropped.
 */
export function parseEndpointUpdate(value: unknown): EndpointUpdate {
  if (!isJsonObject(value)) throw new InvalidInputError('The endpoint must be an object.');
  const update: EndpointUpdate = {};

  const optOut = value.OptOut;
  if (optOut !== undefined && optOut !== null) {
    if (optOut !== 'ALL' && optOut !== 'NONE') throw new InvalidInputError('OptOut must be ALL or NONE.');
    update.optOut = optOut;
  }
  const channelType = readOptionalString(value.ChannelType, 'ChannelType', MAX_TEXT_LENGTH);
  if (channelType !== undefined) {
    if (!CHANNEL_TYPES.has(channelType)) throw new InvalidInputError(`ChannelType must be one of ${[...CHANNEL_TYPES].join(', ')}.`);
    update.channelType = channelType;
  }
  const address = readOptionalString(value.Address, 'Address', MAX_TEXT_LENGTH);
  if (address !== undefined && !isIpAddress(address)) update.address = address;

  const status = value.EndpointStatus;
  if (status !== undefined && status !== null) {
    if (status !== 'ACTIVE' && status !== 'INACTIVE') throw new InvalidInputError('EndpointStatus must be ACTIVE or INACTIVE.');
    update.endpointStatus = status;
  }
  if (value.EffectiveDate !== undefined && value.EffectiveDate !== null) {
    update.effectiveDate = new Date(parseTimestamp(value.EffectiveDate, 'EffectiveDate')).toISOString();
  }
  if (value.Attributes !== undefined && value.Attributes !== null) update.attributes = readAttributeLists(value.Attributes, 'Attributes');
  if (value.Metrics !== undefined && value.Metrics !== null) update.metrics = readMetrics(value.Metrics, 'Metrics');
  const demographic = readOptionalObject(value.Demographic, 'Demographic');
  if (demographic) update.demographic = readTextFields(demographic, DEMOGRAPHIC_FIELDS, 'Demographic');
  const location = readOptionalObject(value.Location, 'Location');
  if (location) update.location = readLocation(location);

  const user = readOptionalObject(value.User, 'User');
  if (user) {
    const userId = readOptionalString(user.UserId, 'User.UserId', MAX_ID_LENGTH);
    if (userId !== undefined) update.userId = userId;
    if (user.UserAttributes !== undefined && user.UserAttributes !== null) {
      update.userAttributes = readAttributeLists(user.UserAttributes, 'User.UserAttributes');
    }
  }
  const keyCount =
    Object.keys(update.attributes ?? {}).length + Object.keys(update.metrics ?? {}).length + Object.keys(update.userAttributes ?? {}).length;
  if (keyCount > MAX_ENDPOINT_KEYS) throw new InvalidInputError(`An endpoint may have at most ${MAX_ENDPOINT_KEYS} attributes and metrics.`);
  return update;
}

export function hasEndpointFields(update: EndpointUpdate): boolean {
  return Object.keys(update).length > 0;
}

function readAttributeLists(value: unknown, field: string): Record<string, string[]> {
  const lists = emptyRecord<string[]>();
  for (const [key, list] of Object.entries(readOptionalObject(value, field) ?? {})) {
    readKey(key, field);
    if (!Array.isArray(list) || list.length > MAX_ENDPOINT_ATTRIBUTE_VALUES) {
      throw new InvalidInputError(`${field}.${key} must be a list of at most ${MAX_ENDPOINT_ATTRIBUTE_VALUES} strings.`);
    }
    const values: string[] = [];
    for (const item of list) {
      if (typeof item !== 'string' || item.length > MAX_ENDPOINT_ATTRIBUTE_VALUE_LENGTH) {
        throw new InvalidInputError(`${field}.${key} values must be strings of at most ${MAX_ENDPOINT_ATTRIBUTE_VALUE_LENGTH} characters.`);
      }
      if (!isIpAddress(item)) values.push(item);
    }
    lists[key] = values;
  }
  return lists;
}

function readTextFields(source: Record<string, unknown>, fields: readonly string[], field: string): Record<string, string> {
  const text: Record<string, string> = {};
  for (const name of fields) {
    const value = readOptionalString(source[name], `${field}.${name}`, MAX_TEXT_LENGTH);
    if (value !== undefined) text[name] = value;
  }
  return text;
}

function readLocation(source: Record<string, unknown>): Record<string, string | number> {
  const location: Record<string, string | number> = readTextFields(source, LOCATION_TEXT_FIELDS, 'Location');
  for (const [name, limit] of [['Latitude', 90], ['Longitude', 180]] as const) {
    const value = source[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
      throw new InvalidInputError(`Location.${name} must be a number from -${limit} to ${limit}.`);
    }
    location[name] = value;
  }
  return location;
}
