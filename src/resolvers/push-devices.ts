import type { InputOrReader } from '../domain/input-reader.ts';
import {
  addPushDevice as add,
  listPushDevices,
  registerPushDevice as register,
  removePushDevice as remove,
  removePushDeviceById,
  sendTestPushNotificationById,
  sendE2eeTestPushNotification,
  sendTestPushNotification,
  type E2eePushRegistration,
  type PushDevice,
  type PushTokenKind,
} from '../domain/push-devices/push-devices.ts';
import type { OperationContext } from './operation-context.ts';

/** Mobile push devices: one's own tokens, test notifications, and the end-to-end encrypted registration. */

export const pushDevices = (ctx: OperationContext): Promise<PushDevice[]> =>
  listPushDevices(ctx.deps.db.sql, ctx.actor);

export const addPushDevice = (
  ctx: OperationContext,
  input: InputOrReader<{ kind: PushTokenKind; token: string; iosAppId?: string }>,
): Promise<void> => add(ctx.deps, ctx.actor, input);

export const removePushDevice = (
  ctx: OperationContext,
  input: InputOrReader<{ kind: PushTokenKind; token: string }>,
): Promise<number> => remove(ctx.deps, ctx.actor, input);

export const testPushNotification = (ctx: OperationContext, token: InputOrReader<string | null>): Promise<void> =>
  sendTestPushNotification(ctx.deps, ctx.actor, token);

export const testE2eePushNotification = async (
  ctx: OperationContext,
  pushAccountId: InputOrReader<number | null>,
): Promise<void> => sendE2eeTestPushNotification(ctx.actor, pushAccountId);

export const registerPushDevice = async (
  ctx: OperationContext,
  registration: InputOrReader<E2eePushRegistration>,
): Promise<void> => register(ctx.actor, registration);

/** The device removed, named by its id. */
export const removePushDeviceWithId = (ctx: OperationContext, id: number): Promise<PushDevice> =>
  removePushDeviceById(ctx.deps, ctx.actor, id);

export const testPushNotificationToDevice = (ctx: OperationContext, id: number): Promise<void> =>
  sendTestPushNotificationById(ctx.deps, ctx.actor, id);
