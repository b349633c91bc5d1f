import type { PoolContext } from '../../pool-context';
import { authenticateAccessToken } from '../authenticate-access-token';
import { resourceNotFound } from '../errors';
import { requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';

/*
 * The pool does not track devices: sign-ins never return NewDeviceMetadata, so the client never
 * stores a device key. Listing answers with none; anything naming a device finds none.
 */

/** ListDevices – no remembered devices. */
export async function listDevices(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  await authenticateAccessToken(pool, requireString(input, 'AccessToken'));
  return { Devices: [] };
}

/** ConfirmDevice, UpdateDeviceStatus, ForgetDevice, GetDevice – no such device. */
export async function unknownDevice(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  await authenticateAccessToken(pool, requireString(input, 'AccessToken'));
  throw resourceNotFound(MESSAGES.deviceNotFound);
}
