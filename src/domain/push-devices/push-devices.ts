import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { badRequest, DomainError, missingArgument } from '../errors.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { longerThan } from '../text.ts';
import { checkHumanUser } from '../users/human-users.ts';
import { pythonDecodesBase64 } from './base64.ts';

/**
 * Mobile devices' push tokens (Zulip's PushDeviceToken and the
 * /users/me/apns_device_token, /users/me/android_gcm_reg_id and
 * /mobile_push endpoints). Zulip stores a device's token whether or not the
 * server can push; this server has no push service (neither APNs nor FCM
 * credentials, nor Zulip's push bouncer), so it answers as such a Zulip
 * server does: tokens are kept, test notifications go nowhere, and the
 * end-to-end encrypted registration is refused.
 */

export type PushTokenKind = 'apns' | 'fcm';

/** Zulip's PushDeviceToken.kind values. */
const KIND_CODE: Readonly<Record<PushTokenKind, number>> = { apns: 1, fcm: 2 };
const KIND_OF_CODE: Readonly<Record<number, PushTokenKind>> = { 1: 'apns', 2: 'fcm' };

export interface PushDevice {
  id: number;
  kind: PushTokenKind;
  token: string;
  /** The iOS app's id (APNs tokens only). */
  iosAppId: string | null;
  /** When the token was registered. */
  lastUpdated: Date;
}

const MAX_TOKEN_LENGTH = 4096;

/** Zulip's validate_token, run before anything is looked up. */
function validateToken(token: string, kind: PushTokenKind): void {
  if (token === '' || longerThan(token, MAX_TOKEN_LENGTH)) throw badRequest('Empty or invalid length token');
  if (kind === 'apns' && !pythonDecodesBase64(token)) throw badRequest('Invalid APNS token');
}

/** The iOS app id's pattern (Zulip's ApnsAppId). */
const APNS_APP_ID = /^[.a-zA-Z0-9-]+$/;

/**
 * POST /users/me/apns_device_token and /users/me/android_gcm_reg_id. A token
 * the user already registered stays as it was (Zulip's bulk_create with
 * ignore_conflicts).
 */
export async function addPushDevice(
  deps: Deps,
  actor: Actor,
  raw: InputOrReader<{ kind: PushTokenKind; token: string; iosAppId?: string }>,
): Promise<void> {
  checkHumanUser(actor);
  const input = readInput(raw);
  if (input.kind === 'apns' && input.iosAppId === undefined) throw missingArgument('appid').about('iosAppId');
  if (input.iosAppId !== undefined && !APNS_APP_ID.test(input.iosAppId))
    throw badRequest('appid has invalid format').about('iosAppId');
  validateToken(input.token, input.kind);
  await deps.db.sql.query(
    `INSERT INTO push_device_token (user_id, kind, token, ios_app_id, last_updated) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, kind, token) DO NOTHING`,
    [
      actor.user.id,
      KIND_CODE[input.kind],
      input.token,
      input.kind === 'apns' ? input.iosAppId : null,
      deps.clock.now(),
    ],
  );
}

/** DELETE /users/me/apns_device_token and /users/me/android_gcm_reg_id: one's own token of that kind. */
export async function removePushDevice(
  deps: Deps,
  actor: Actor,
  raw: InputOrReader<{ kind: PushTokenKind; token: string }>,
): Promise<number> {
  checkHumanUser(actor);
  const input = readInput(raw);
  validateToken(input.token, input.kind);
  const gone = await deps.db.sql.query<{ id: number }>(
    'DELETE FROM push_device_token WHERE user_id = $1 AND kind = $2 AND token = $3 RETURNING id',
    [actor.user.id, KIND_CODE[input.kind], input.token],
  );
  if (gone.length === 0) throw badRequest('Token does not exist').as('notFound');
  return gone[0].id;
}

/** The viewer's registered devices, oldest first. */
export async function listPushDevices(sql: SqlReader, actor: Actor): Promise<PushDevice[]> {
  const rows = await sql.query<{
    id: number;
    kind: number;
    token: string;
    iosAppId: string | null;
    lastUpdated: Date;
  }>(
    `SELECT id, kind, token, ios_app_id AS "iosAppId", last_updated AS "lastUpdated"
       FROM push_device_token WHERE user_id = $1 ORDER BY id`,
    [actor.user.id],
  );
  return rows.map((r) => ({ ...r, kind: KIND_OF_CODE[r.kind], lastUpdated: new Date(r.lastUpdated) }));
}

/**
 * POST /mobile_push/test_notification: to the device with `token`, or to all
 * of one's devices. With no push service there is nothing to send them
 * through, so, as Zulip without APNs or FCM credentials, it succeeds
 * having sent nothing; a token the user has not registered is refused.
 */
export async function sendTestPushNotification(
  deps: Deps,
  actor: Actor,
  raw: InputOrReader<string | null>,
): Promise<void> {
  checkHumanUser(actor);
  const token = readInput(raw);
  if (token === null) return;
  const found = await deps.db.sql.query<{ id: number }>(
    'SELECT id FROM push_device_token WHERE user_id = $1 AND token = $2 LIMIT 1',
    [actor.user.id, token],
  );
  if (found.length === 0) throw new DomainError('INVALID_PUSH_DEVICE_TOKEN', 'Device not recognized').as('notFound');
}

/**
 * POST /mobile_push/e2ee/test_notification: end-to-end encrypted pushes go
 * only to devices the push bouncer registered, and without one no device ever
 * is (Zulip's NoActivePushDeviceError).
 */
export function sendE2eeTestPushNotification(actor: Actor, pushAccountId: InputOrReader<number | null>): never {
  checkHumanUser(actor);
  readInput(pushAccountId);
  throw new DomainError('NO_ACTIVE_PUSH_DEVICE', 'No active registered push device').as('notFound');
}

/** What POST /mobile_push/register carries (read, then refused: see registerPushDevice). */
export interface E2eePushRegistration {
  tokenKind: PushTokenKind;
  pushAccountId: number;
  pushPublicKey: string;
  bouncerPublicKey: string;
  encryptedPushRegistration: string;
}

/**
 * POST /mobile_push/register: the registration is completed by Zulip's push
 * bouncer, which this server is not configured to use, so it is refused after
 * its parameters are read, as Zulip refuses it, and nothing is stored.
 */
export function registerPushDevice(actor: Actor, registration: InputOrReader<E2eePushRegistration>): never {
  checkHumanUser(actor);
  readInput(registration);
  throw new DomainError('PUSH_SERVICE_NOT_CONFIGURED', 'Server is not configured to use push notification service.');
}

/** One of the viewer's devices by its id (the GraphQL global id's), or null. */
async function ownPushDevice(sql: SqlReader, actor: Actor, id: number): Promise<PushDevice | null> {
  return (await listPushDevices(sql, actor)).find((d) => d.id === id) ?? null;
}

/** removePushDevice, the device named by its id; refused as an unknown token when it is not one's own. */
export async function removePushDeviceById(deps: Deps, actor: Actor, id: number): Promise<PushDevice> {
  checkHumanUser(actor);
  const device = await ownPushDevice(deps.db.sql, actor, id);
  if (device === null) throw badRequest('Token does not exist').as('notFound');
  await removePushDevice(deps, actor, { kind: device.kind, token: device.token });
  return device;
}

/** sendTestPushNotification to the device with this id; refused as an unknown token when it is not one's own. */
export async function sendTestPushNotificationById(deps: Deps, actor: Actor, id: number): Promise<void> {
  checkHumanUser(actor);
  const device = await ownPushDevice(deps.db.sql, actor, id);
  if (device === null) throw new DomainError('INVALID_PUSH_DEVICE_TOKEN', 'Device not recognized').as('notFound');
  await sendTestPushNotification(deps, actor, device.token);
}
