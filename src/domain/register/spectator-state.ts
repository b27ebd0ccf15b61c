import type { Realm, Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Spectator } from '../auth/spectator.ts';
import { STREAM_ASSIGNMENT_COLORS } from '../channels/colors.ts';
import { channelOf, loadFormatContext, subscriptionOf } from '../channels/format.ts';
import { newSubscription } from '../channels/insert-subscriptions.ts';
import type { Deps } from '../context.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { Role } from '../roles.ts';
import { standInUserRow, type UserRow } from '../users/format.ts';
import { spectatorViewOf } from '../users/user-model.ts';
import { fetchInitialState } from './initial-state.ts';
import { ownSettings } from './settings-sections.ts';
import { fillNotificationDefaults } from './subscription-section.ts';
import { StateContext, type InitialState, type StateOptions } from './types.ts';

/**
 * The stand-in "settings user" Zulip's fetch_initial_state_data builds for a
 * spectator: never saved, id 0 (no user has it), the guest role ("most guest
 * restrictions apply to these users as well"), default personal settings in
 * the organization's language, and Recent conversations as the home view.
 * Every user-bound read (drafts, flags, subscriptions, bots…) finds nothing.
 */
function anonymousSettingsUser(realm: Realm): UserRow {
  return standInUserRow({
    id: 0,
    realmId: realm.id,
    email: 'username@example.com',
    fullName: 'Anonymous User',
    role: Role.GUEST,
    dateJoined: realm.dateCreated,
    settings: { default_language: realmSettingsOf(realm.settings).default_language, web_home_view: 'recent_topics' },
  });
}

/**
 * Zulip's get_web_public_subs: a spectator is shown every web-public channel
 * as if subscribed, colored in palette order, with default settings.
 */
async function webPublicSubscriptions(deps: Deps, realm: Realm, includeArchived: boolean) {
  const db = deps.db.prisma;
  const streams: Stream[] = await db.stream.findMany({
    where: {
      realmId: realm.id,
      isWebPublic: true,
      inviteOnly: false,
      historyPublicToSubscribers: true,
      ...(includeArchived ? {} : { isArchived: false }),
    },
    orderBy: { id: 'asc' },
  });
  const format = await loadFormatContext(db, realm.id, streams);
  return streams.map((s, i) => {
    const sub = newSubscription(
      0,
      0,
      s.recipientId ?? 0,
      STREAM_ASSIGNMENT_COLORS[i % STREAM_ASSIGNMENT_COLORS.length],
      true,
    );
    return subscriptionOf(channelOf(s, format), sub);
  });
}

/**
 * POST /register for a spectator (Zulip's fetch_initial_state_data with
 * user_profile=None): the organization's public state as the stand-in guest
 * sees it, then what Zulip gives spectators instead of a user's data: no
 * profile fields, presences or statuses, the web-public channels as
 * subscriptions, and no `streams` list (include_streams is off).
 */
export async function fetchSpectatorState(deps: Deps, spectator: Spectator, o: StateOptions): Promise<InitialState> {
  const actor: Actor = { user: anonymousSettingsUser(spectator.realm), realm: spectator.realm };
  const inner: StateOptions = {
    ...o,
    clientGravatar: false,
    includeSubscribers: false,
    capabilities: { ...o.capabilities, notificationSettingsNull: true },
  };
  const state = await fetchInitialState(deps, actor, inner);
  const has = (key: string) => Object.hasOwn(state, key);
  if (has('custom_profile_fields')) state.custom_profile_fields = [];
  if (has('presences')) Object.assign(state, { presences: {}, presence_last_update_id: -1 });
  if (has('user_status')) state.user_status = [];
  // Spectators get user lists without anyone's real address, profile fields or
  // timezone, and join dates to the day (Zulip's format_user_row with no acting user).
  if (state.realm_users) state.realm_users = state.realm_users.map(spectatorViewOf);
  if (state.realm_non_active_users) state.realm_non_active_users = state.realm_non_active_users.map(spectatorViewOf);
  delete state.streams;
  if (has('subscriptions')) {
    const subscriptions = await webPublicSubscriptions(deps, spectator.realm, o.capabilities.archivedChannels);
    Object.assign(state, { subscriptions, unsubscribed: [], never_subscribed: [] });
  }
  // Zulip's do_events_register post-processes a spectator's state with notification_settings_null off.
  fillNotificationDefaults(state, ownSettings(new StateContext(deps, actor, inner)));
  return state;
}
