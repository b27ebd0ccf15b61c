import type { PushTokenKind } from '../../domain/push-devices/push-devices.ts';
import * as devices from '../../resolvers/push-devices.ts';
import { int } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';

/**
 * Mobile push devices. Zulip's human_users_only runs before any parameter is
 * read, so the operations read them after it.
 */
const token = (params: Params): string => params.str('token', { required: true });

const tokenRoutes = (path: string, kind: PushTokenKind): RouteDef[] => [
  userRoute('POST', path, async (ctx) => {
    await devices.addPushDevice(ctx, () =>
      kind === 'apns'
        ? { kind, token: token(ctx.params), iosAppId: ctx.params.str('appid', { required: true }) }
        : { kind, token: token(ctx.params) },
    );
  }),
  userRoute('DELETE', path, async (ctx) => {
    await devices.removePushDevice(ctx, () => ({ kind, token: token(ctx.params) }));
  }),
];

export const pushDevicesRoutes: RouteDef[] = [
  ...tokenRoutes('/users/me/apns_device_token', 'apns'),
  ...tokenRoutes('/users/me/android_gcm_reg_id', 'fcm'),
  userRoute('POST', '/mobile_push/test_notification', async (ctx) => {
    await devices.testPushNotification(ctx, () => ctx.params.str('token') ?? null);
  }),
  userRoute('POST', '/mobile_push/e2ee/test_notification', async (ctx) => {
    await devices.testE2eePushNotification(ctx, () => ctx.params.json('push_account_id', int()) ?? null);
  }),
  userRoute('POST', '/mobile_push/register', async (ctx) => {
    await devices.registerPushDevice(ctx, () => ({
      tokenKind: ctx.params.choice('token_kind', ['fcm', 'apns'] as const, { required: true }),
      pushAccountId: ctx.params.json('push_account_id', int(), { required: true }),
      pushPublicKey: ctx.params.str('push_public_key', { required: true }),
      bouncerPublicKey: ctx.params.str('bouncer_public_key', { required: true }),
      encryptedPushRegistration: ctx.params.str('encrypted_push_registration', { required: true }),
    }));
  }),
];
