import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { accessChannelById, ChannelViewer } from './access.ts';
import { isValidColor } from './colors.ts';

/** The boolean properties of SubscriptionPropertyChangeRequest; in_home_view is is_muted inverted. */
export const BOOLEAN_SUBSCRIPTION_PROPERTIES = [
  'in_home_view',
  'is_muted',
  'desktop_notifications',
  'audible_notifications',
  'push_notifications',
  'email_notifications',
  'pin_to_top',
  'wildcard_mentions_notify',
] as const;
export type BooleanSubscriptionProperty = (typeof BOOLEAN_SUBSCRIPTION_PROPERTIES)[number];
export type SubscriptionProperty = BooleanSubscriptionProperty | 'color';

/** One requested change, its fields type-checked but not its property or value. */
export interface SubscriptionPropertyRequest {
  streamId: number;
  property: string;
  value: boolean | string;
}

export type SubscriptionPropertyChange = { streamId: number } & (
  { property: BooleanSubscriptionProperty; value: boolean } | { property: 'color'; value: string }
);

const COLUMNS = {
  is_muted: 'isMuted',
  desktop_notifications: 'desktopNotifications',
  audible_notifications: 'audibleNotifications',
  push_notifications: 'pushNotifications',
  email_notifications: 'emailNotifications',
  pin_to_top: 'pinToTop',
  wildcard_mentions_notify: 'wildcardMentionsNotify',
  color: 'color',
} as const;

const isBooleanProperty = (p: string): p is BooleanSubscriptionProperty =>
  (BOOLEAN_SUBSCRIPTION_PROPERTIES as readonly string[]).includes(p);

/** SubscriptionPropertyChangeRequest's model validator; `path` is e.g. `subscription_data[0]`. */
export function checkSubscriptionPropertyRequest(
  r: SubscriptionPropertyRequest,
  path: string,
): SubscriptionPropertyChange {
  if (r.property === 'color') {
    if (typeof r.value !== 'string' || !isValidColor(r.value)) {
      throw badRequest(`Invalid ${path}: Value error, color is not a valid hex color code`);
    }
    return { streamId: r.streamId, property: 'color', value: r.value };
  }
  if (isBooleanProperty(r.property)) {
    if (typeof r.value !== 'boolean') throw badRequest(`${r.property} is not a boolean`);
    return { streamId: r.streamId, property: r.property, value: r.value };
  }
  throw badRequest(`Unknown subscription property: ${r.property}`);
}

/**
 * POST /users/me/subscriptions/properties (Zulip's
 * update_subscription_properties_backend and do_change_subscription_property):
 * each change needs access to an active channel the user is subscribed to.
 * Every change is checked and written in one transaction, so a bad one
 * leaves all of them unwritten (Zulip commits those before it). Each sends
 * the user a `subscription`/`update`, even when the value is unchanged; a
 * muting change first sends the legacy in_home_view one.
 */
export async function updateSubscriptionProperties(
  deps: Deps,
  actor: Actor,
  requests: SubscriptionPropertyRequest[],
): Promise<void> {
  const changes = requests.map((r, i) => checkSubscriptionPropertyRequest(r, `subscription_data[${i}]`));
  await inTransaction(deps, async (tx, emit) => {
    const viewer = new ChannelViewer(tx, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
    for (const change of changes) {
      const { subscription } = await accessChannelById(viewer, change.streamId);
      if (!subscription) throw badRequest(`Not subscribed to channel ID ${change.streamId}`);
      const property = change.property === 'in_home_view' ? 'is_muted' : change.property;
      const value = change.property === 'in_home_view' ? !change.value : change.value;
      await tx.subscription.update({ where: { id: subscription.id }, data: { [COLUMNS[property]]: value } });
      const send = (p: string, v: boolean | string) =>
        emit({
          realmId: actor.realm.id,
          event: { type: 'subscription', op: 'update', property: p, value: v, channelId: change.streamId },
          userIds: [actor.user.id],
        });
      if (property === 'is_muted') send('in_home_view', !value);
      send(property, value);
    }
  });
}
