import type { PushDevice } from '../../domain/push-devices/push-devices.ts';
import * as devices from '../../resolvers/push-devices.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { badRequest } from '../../domain/errors.ts';
import { builder } from '../builder.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { changed, viewerNodes } from '../node-loading.ts';

/**
 * Mobile push devices: the viewer's registered tokens, and the mobile apps'
 * calls. This server has no push service, so test notifications reach no
 * device and the end-to-end encrypted registration is refused, as on a Zulip
 * server without push notifications configured.
 */

const PushTokenKindEnum = builder.enumType('PushTokenKind', {
  description: 'Which push service issued a device token.',
  values: {
    APNS: { value: 'apns', description: "Apple's (iOS)." },
    FCM: { value: 'fcm', description: "Google's Firebase Cloud Messaging (Android)." },
  } as const,
});

/** A device is the viewer's own: `node(id:)` finds it for them alone, as their list does. */
const PushDeviceRef = builder.node(builder.objectRef<PushDevice>('PushDevice'), {
  id: { resolve: (d) => d.id },
  loadMany: viewerNodes(nodes.pushDeviceNodes),
  description: "A mobile device registered to receive the viewer's push notifications.",
  fields: (t) => ({
    pushDeviceId: t.exposeInt('id', { description: "Zulip's id of the device's registration." }),
    kind: t.field({ type: PushTokenKindEnum, description: 'The service the token is for.', resolve: (d) => d.kind }),
    token: t.exposeString('token', { description: 'The token the device was given by its push service.' }),
    iosAppId: t.exposeString('iosAppId', { nullable: true, description: "The iOS app's id (APNs tokens only)." }),
    registeredAt: t.field({ type: 'DateTime', description: 'When it was registered.', resolve: (d) => d.lastUpdated }),
  }),
});

builder.queryFields((t) => ({
  pushDevices: t.withAuth({ loggedIn: true }).field({
    type: [PushDeviceRef],
    description: "The viewer's registered mobile devices, oldest first (at most a few per person: not paged).",
    resolve: (_root, _a, ctx) => devices.pushDevices(ctx),
  }),
}));

const AddPushDeviceInput = builder.inputType('AddPushDeviceInput', {
  description: 'A device token.',
  fields: (t) => ({
    kind: t.field({ type: PushTokenKindEnum, required: true, description: 'The service the token is for.' }),
    token: t.string({ required: true, description: 'At most 4096 characters; an APNs token is base64.' }),
    iosAppId: t.string({
      description: "The iOS app's id: required for APNs tokens (letters, digits, `.` and `-`), unused for FCM.",
    }),
  }),
});

const RemovePushDeviceInput = builder.inputType('RemovePushDeviceInput', {
  description: 'The device to remove: by its kind and token, or by its global id.',
  fields: (t) => ({
    kind: t.field({ type: PushTokenKindEnum, description: 'The service the token is for (with `token`).' }),
    token: t.string({ description: 'The device token; or name the device by `id` instead (not both).' }),
    id: t.globalID({ for: PushDeviceRef, description: GLOBAL_ID_HELP }),
  }),
});

const devicesField = { description: "The viewer's registered devices after the change, oldest first." };

const AddPushDevicePayload = builder
  .objectRef<{ pushDevice: PushDevice; pushDevices: PushDevice[] }>('AddPushDevicePayload')
  .implement({
    description: 'The device is registered.',
    fields: (t) => ({
      pushDevice: t.field({ type: PushDeviceRef, description: 'The device registered.', resolve: (p) => p.pushDevice }),
      pushDevices: t.field({ type: [PushDeviceRef], ...devicesField, resolve: (p) => p.pushDevices }),
    }),
  });

const RemovePushDevicePayload = builder
  .objectRef<{ removedId: number; pushDevices: PushDevice[] }>('RemovePushDevicePayload')
  .implement({
    description: 'The device is no longer registered.',
    fields: (t) => ({
      removedId: t.globalID({
        description: "The removed device's global id, to evict it from a client cache.",
        resolve: (p) => ({ type: 'PushDevice', id: String(p.removedId) }),
      }),
      pushDevices: t.field({ type: [PushDeviceRef], ...devicesField, resolve: (p) => p.pushDevices }),
    }),
  });

const SendTestPushNotificationInput = builder.inputType('SendTestPushNotificationInput', {
  description: 'Which device to send a test notification to.',
  fields: (t) => ({
    token: t.string({ description: "One of the viewer's device tokens; all of the viewer's devices when omitted." }),
    device: t.globalID({ for: PushDeviceRef, description: 'The device by its global id (instead of `token`).' }),
  }),
});

const SendTestE2eePushNotificationInput = builder.inputType('SendTestE2eePushNotificationInput', {
  description: 'Which end-to-end encrypted registration to send a test notification to.',
  fields: (t) => ({
    pushAccountId: t.int({ description: "The registration's push account id; all of them when omitted." }),
  }),
});

const RegisterE2eePushDeviceInput = builder.inputType('RegisterE2eePushDeviceInput', {
  description: "An end-to-end encrypted push registration (POST /mobile_push/register's parameters).",
  fields: (t) => ({
    tokenKind: t.field({ type: PushTokenKindEnum, required: true, description: 'The service the token is for.' }),
    pushAccountId: t.int({ required: true, description: "The client's random id of this account." }),
    pushPublicKey: t.string({ required: true, description: "The client's public key, base64." }),
    bouncerPublicKey: t.string({ required: true, description: "The bouncer's public key the client used." }),
    encryptedPushRegistration: t.string({ required: true, description: 'The encrypted registration, base64.' }),
  }),
});

/** The test notifications and the encrypted registration change nothing: each payload only says it was accepted. */
const acceptedPayload = (name: string) =>
  builder.objectRef<{ ok: true }>(name).implement({
    description: 'The request was accepted.',
    fields: (t) => ({ ok: t.boolean({ description: 'Always true.', resolve: () => true }) }),
  });

const SendTestPushNotificationPayload = acceptedPayload('SendTestPushNotificationPayload');
const SendTestE2eePushNotificationPayload = acceptedPayload('SendTestE2eePushNotificationPayload');
const RegisterE2eePushDevicePayload = acceptedPayload('RegisterE2eePushDevicePayload');

builder.mutationFields((t) => ({
  addPushDevice: t.withAuth({ loggedIn: true }).field({
    type: AddPushDevicePayload,
    errors: mutationErrors('addPushDevice'),
    description:
      'Registers a device token (POST /users/me/apns_device_token, /users/me/android_gcm_reg_id); one already registered stays as it was.',
    args: { input: t.arg({ type: AddPushDeviceInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await devices.addPushDevice(ctx, { kind: input.kind, token: input.token, iosAppId: input.iosAppId ?? undefined });
      const pushDevices = await devices.pushDevices(ctx);
      const pushDevice = changed(
        pushDevices.find((d) => d.kind === input.kind && d.token === input.token),
        'The device',
      );
      return { pushDevice, pushDevices };
    },
  }),
  removePushDevice: t.withAuth({ loggedIn: true }).field({
    type: RemovePushDevicePayload,
    errors: mutationErrors('removePushDevice'),
    description:
      "Removes one of the viewer's device tokens (DELETE /users/me/apns_device_token, …/android_gcm_reg_id).",
    args: { input: t.arg({ type: RemovePushDeviceInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      if ((input.token == null) === (input.id == null))
        throw badRequest('Exactly one of token and id is required').about('token');
      let removedId: number;
      if (input.id != null) removedId = (await devices.removePushDeviceWithId(ctx, idOf(null, input.id, 'id'))).id;
      else if (input.kind == null) throw badRequest('kind is required with token').about('kind');
      else removedId = await devices.removePushDevice(ctx, { kind: input.kind, token: input.token ?? '' });
      return { removedId, pushDevices: await devices.pushDevices(ctx) };
    },
  }),
  sendTestPushNotification: t.withAuth({ loggedIn: true }).field({
    type: SendTestPushNotificationPayload,
    errors: mutationErrors('sendTestPushNotification'),
    description:
      'A test notification to one device or all (POST /mobile_push/test_notification); with no push service, none is delivered.',
    args: { input: t.arg({ type: SendTestPushNotificationInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      if (input.token != null && input.device != null)
        throw badRequest('At most one of token and device').about('device');
      if (input.device != null) await devices.testPushNotificationToDevice(ctx, idOf(null, input.device, 'device'));
      else await devices.testPushNotification(ctx, input.token ?? null);
      return { ok: true as const };
    },
  }),
  sendTestE2eePushNotification: t.withAuth({ loggedIn: true }).field({
    type: SendTestE2eePushNotificationPayload,
    errors: mutationErrors('sendTestE2eePushNotification'),
    description:
      'An end-to-end encrypted test notification (POST /mobile_push/e2ee/test_notification): refused, no device being registered with a push service.',
    args: { input: t.arg({ type: SendTestE2eePushNotificationInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await devices.testE2eePushNotification(ctx, input.pushAccountId ?? null);
      return { ok: true as const };
    },
  }),
  registerE2eePushDevice: t.withAuth({ loggedIn: true }).field({
    type: RegisterE2eePushDevicePayload,
    errors: mutationErrors('registerE2eePushDevice'),
    description:
      'Registers a device for end-to-end encrypted notifications (POST /mobile_push/register): refused, this server using no push service.',
    args: { input: t.arg({ type: RegisterE2eePushDeviceInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await devices.registerPushDevice(ctx, input);
      return { ok: true as const };
    },
  }),
}));
