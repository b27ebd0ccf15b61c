import type { ApiClient, ParamValue } from './client.ts';
import { applyMessage, applyUpdateMessageFlags } from './event-state-messages.ts';

/**
 * Checks events against state, as Zulip's test_events does: register a queue
 * (with the state it starts from), do something, apply the queue's events to
 * that state, and compare with a fresh register. Each event type a feature
 * adds gets its reducer in APPLIERS.
 */
export type State = Record<string, unknown>;

/** Where applyEvents is told the register's client_gravatar (a key no server state has). */
const CLIENT_GRAVATAR = '__client_gravatar';
/** And its user_list_incomplete capability. */
const USER_LIST_INCOMPLETE = '__user_list_incomplete';
/** The domain of `user{id}@…` addresses (Zulip's fake email domain: the test server's host is an IP address). */
const FAKE_EMAIL_DOMAIN = 'zulip.invalid';
type Event = Record<string, any>;
type Applier = (state: State, event: Event) => void;

type GroupDict = Record<string, any> & { id: number; members: number[]; direct_subgroup_ids: number[] };

const sortedUnion = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);
const without = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));

function applyUserGroup(state: State, e: Event): void {
  const groups = state.realm_user_groups as GroupDict[] | undefined;
  if (!groups) return;
  const find = (id: number) => groups.find((g) => g.id === id);
  switch (e.op) {
    case 'add':
      groups.push(structuredClone(e.group));
      groups.sort((a, b) => a.id - b.id);
      return;
    case 'remove':
      groups.splice(
        groups.findIndex((g) => g.id === e.group_id),
        1,
      );
      return;
    case 'update':
      Object.assign(find(e.group_id) ?? {}, e.data);
      return;
    case 'add_members':
      find(e.group_id)!.members = sortedUnion(find(e.group_id)!.members, e.user_ids);
      return;
    case 'remove_members':
      find(e.group_id)!.members = without(find(e.group_id)!.members, e.user_ids);
      return;
    case 'add_subgroups':
      find(e.group_id)!.direct_subgroup_ids = sortedUnion(find(e.group_id)!.direct_subgroup_ids, e.direct_subgroup_ids);
      return;
    case 'remove_subgroups':
      find(e.group_id)!.direct_subgroup_ids = without(find(e.group_id)!.direct_subgroup_ids, e.direct_subgroup_ids);
      return;
    default:
      throw new Error(`no reducer for user_group ${String(e.op)}`);
  }
}

function applyUserStatus(state: State, e: Event): void {
  const statuses = state.user_status as Record<string, Record<string, unknown>> | undefined;
  if (!statuses) return;
  const key = String(e.user_id);
  const status = { ...(statuses[key] ?? {}) };
  if (e.away !== undefined) {
    if (e.away) status.away = true;
    else delete status.away;
  }
  if (e.status_text !== undefined) {
    if (e.status_text) status.status_text = e.status_text;
    else delete status.status_text;
  }
  if (e.emoji_name !== undefined) {
    for (const k of ['emoji_name', 'emoji_code', 'reaction_type']) delete status[k];
    if (e.emoji_name)
      Object.assign(status, { emoji_name: e.emoji_name, emoji_code: e.emoji_code, reaction_type: e.reaction_type });
  }
  if (Object.keys(status).length > 0) statuses[key] = status;
  else delete statuses[key];
}

function applyUserSettings(state: State, e: Event): void {
  if (e.op !== 'update') throw new Error(`no reducer for user_settings ${String(e.op)}`);
  const settings = state.user_settings as Record<string, unknown> | undefined;
  if (settings) settings[e.property] = e.value;
  else if (e.property in state) state[e.property] = e.value;
}

function applyAlertWords(state: State, e: Event): void {
  if (state.alert_words) state.alert_words = structuredClone(e.alert_words);
}

function applyMutedUsers(state: State, e: Event): void {
  if (state.muted_users) state.muted_users = structuredClone(e.muted_users);
}

function applySavedSnippets(state: State, e: Event): void {
  const snippets = state.saved_snippets as Array<Record<string, any>> | undefined;
  if (!snippets) return;
  const at = (id: number) => snippets.findIndex((s) => s.id === id);
  if (e.op === 'add') snippets.push(structuredClone(e.saved_snippet));
  else if (e.op === 'update') snippets[at(e.saved_snippet.id)] = structuredClone(e.saved_snippet);
  else if (e.op === 'remove') snippets.splice(at(e.saved_snippet_id), 1);
  else throw new Error(`no reducer for saved_snippets ${String(e.op)}`);
}

/** Reminders (Zulip's web app keeps them so): added ones join, sent or cancelled ones leave, soonest first. */
function applyReminders(state: State, e: Event): void {
  const reminders = state.reminders as Array<Record<string, any>> | undefined;
  if (!reminders) return;
  if (e.op === 'add') reminders.push(...structuredClone(e.reminders as Array<Record<string, any>>));
  else if (e.op === 'remove')
    reminders.splice(0, reminders.length, ...reminders.filter((r) => r.reminder_id !== e.reminder_id));
  else throw new Error(`no reducer for reminders ${String(e.op)}`);
  reminders.sort(
    (x, y) => x.scheduled_delivery_timestamp - y.scheduled_delivery_timestamp || x.reminder_id - y.reminder_id,
  );
}

function applyDrafts(state: State, e: Event): void {
  const drafts = state.drafts as Array<Record<string, any>> | undefined;
  if (!drafts) return;
  if (e.op === 'add') drafts.push(...structuredClone(e.drafts as Array<Record<string, any>>));
  else if (e.op === 'update') drafts[drafts.findIndex((d) => d.id === e.draft.id)] = structuredClone(e.draft);
  else if (e.op === 'remove')
    drafts.splice(
      drafts.findIndex((d) => d.id === e.draft_id),
      1,
    );
  else throw new Error(`no reducer for drafts ${String(e.op)}`);
  // The server lists drafts by last edit, oldest first.
  drafts.sort((x, y) => x.timestamp - y.timestamp || x.id - y.id);
}

function applyCustomProfileFields(state: State, e: Event): void {
  if ('custom_profile_fields' in state) state.custom_profile_fields = structuredClone(e.fields);
}

/** Zulip's get_data_for_inaccessible_user, as a client without user_list_incomplete keeps it (register's realm_users lists it so too). */
export const unknownUser = (userId: number) => ({
  email: `user${userId}@${FAKE_EMAIL_DOMAIN}`,
  user_id: userId,
  avatar_version: 1,
  is_admin: false,
  is_owner: false,
  is_guest: false,
  role: 400,
  is_bot: false,
  full_name: 'Unknown user',
  timezone: '',
  date_joined: '1970-01-01T00:00:00+00:00',
  delivery_email: null,
  avatar_url: '/static/images/unknown-user-avatar.png',
  profile_data: {},
});

/**
 * realm_user: a user (new, or newly accessible: it replaces what the client
 * had under that id); one no longer accessible (deleted, or an "Unknown user"
 * for a client without user_list_incomplete, as Zulip's apply_event); or the
 * changed fields of `person` onto the user (custom profile values into its profile_data).
 */
function applyRealmUser(state: State, e: Event): void {
  const users = state.realm_users as Array<Record<string, any>> | undefined;
  if (!users) return;
  const inactive = (state.realm_non_active_users ?? []) as Array<Record<string, any>>;
  const drop = (userId: number) => {
    for (const list of [users, inactive]) {
      const at = list.findIndex((u) => u.user_id === userId);
      if (at >= 0) list.splice(at, 1);
    }
  };
  if (e.op === 'add') {
    // Zulip sends full avatar URLs (it cannot know the client's client_gravatar); apply_event
    // drops gravatar ones for such clients, and the register lists the active users without is_active.
    const { is_active: _active, ...person } = structuredClone(e.person) as Record<string, any>;
    if (state[CLIENT_GRAVATAR] !== false && String(person.avatar_url).startsWith('https://secure.gravatar.com/'))
      person.avatar_url = null;
    drop(person.user_id);
    users.push(person);
    users.sort((a, b) => a.user_id - b.user_id);
    return;
  }
  if (e.op === 'remove') {
    drop(e.person.user_id);
    if (state[USER_LIST_INCOMPLETE] !== true) {
      users.push(unknownUser(e.person.user_id));
      users.sort((a, b) => a.user_id - b.user_id);
    }
    return;
  }
  if (e.op !== 'update') throw new Error(`no reducer for realm_user ${String(e.op)}`);
  const user = [...users, ...inactive].find((u) => u.user_id === e.person.user_id);
  if (!user) return;
  const { user_id: _id, custom_profile_field: field, is_active: active, ...rest } = e.person as Record<string, any>;
  Object.assign(user, rest);
  // The register lists active and deactivated users apart, without is_active.
  if (typeof active === 'boolean') {
    const [from, to] = active ? [inactive, users] : [users, inactive];
    const at = from.indexOf(user);
    if (at >= 0) {
      from.splice(at, 1);
      to.push(user);
      to.sort((a, b) => a.user_id - b.user_id);
    }
  }
  if (field) {
    const data = (user.profile_data ??= {}) as Record<string, unknown>;
    if (field.value === null) delete data[String(field.id)];
    else
      data[String(field.id)] =
        field.rendered_value === undefined
          ? { value: field.value }
          : { value: field.value, rendered_value: field.rendered_value };
  }
}

/** realm_bot, as Zulip's apply_event: an owner change replaces only owner_id. */
function applyRealmBot(state: State, e: Event): void {
  const bots = state.realm_bots as Array<Record<string, any>> | undefined;
  if (!bots) return;
  const at = bots.findIndex((b) => b.user_id === e.bot.user_id);
  if (e.op === 'add') {
    bots.push({ owner_id: null, ...structuredClone(e.bot) });
    bots.sort((a, b) => a.user_id - b.user_id);
  } else if (e.op === 'delete') {
    if (at >= 0) bots.splice(at, 1);
  } else if (e.op === 'update') {
    if (at < 0) return;
    if ('owner_id' in e.bot) bots[at].owner_id = e.bot.owner_id;
    else Object.assign(bots[at], structuredClone(e.bot));
  } else throw new Error(`no reducer for realm_bot ${String(e.op)}`);
}

/** Legacy clients keep these settings at the top level of their state. */
function applyLegacySetting(name: 'setting_name' | 'notification_name'): Applier {
  return (state, e) => {
    if (e[name] in state) state[e[name]] = e.setting;
  };
}

function applyRealmLinkifiers(state: State, e: Event): void {
  if ('realm_linkifiers' in state) state.realm_linkifiers = structuredClone(e.realm_linkifiers);
}

function applyRealmPlaygrounds(state: State, e: Event): void {
  if ('realm_playgrounds' in state) state.realm_playgrounds = structuredClone(e.realm_playgrounds);
}

/** channel_folder: add appends, update merges `data`, reorder renumbers by position and sorts. */
function applyChannelFolder(state: State, e: Event): void {
  const list = state.channel_folders as Array<Record<string, any>> | undefined;
  if (!list) return;
  if (e.op === 'add') list.push(structuredClone(e.channel_folder));
  else if (e.op === 'update') Object.assign(list.find((f) => f.id === e.channel_folder_id) ?? {}, e.data);
  else if (e.op === 'reorder') {
    const order = e.order as number[];
    for (const f of list) f.order = order.lastIndexOf(f.id as number);
    list.sort((a, b) => a.order - b.order || a.id - b.id);
  } else throw new Error(`no reducer for channel_folder ${String(e.op)}`);
}

/** navigation_view: add appends, update merges `data`, remove drops the fragment's view. */
function applyNavigationView(state: State, e: Event): void {
  const list = state.navigation_views as Array<Record<string, any>> | undefined;
  if (!list) return;
  if (e.op === 'add') list.push(structuredClone(e.navigation_view));
  else if (e.op === 'update') Object.assign(list.find((v) => v.fragment === e.fragment) ?? {}, e.data);
  else if (e.op === 'remove') state.navigation_views = list.filter((v) => v.fragment !== e.fragment);
  else throw new Error(`no reducer for navigation_view ${String(e.op)}`);
}

function applyRealmDomains(state: State, e: Event): void {
  const list = state.realm_domains as Array<{ domain: string }> | undefined;
  if (!list) return;
  if (e.op === 'add') list.push(structuredClone(e.realm_domain));
  else if (e.op === 'change') {
    const at = list.findIndex((d) => d.domain === e.realm_domain.domain);
    if (at >= 0) list[at] = structuredClone(e.realm_domain);
  } else if (e.op === 'remove') state.realm_domains = list.filter((d) => d.domain !== e.domain);
  else throw new Error(`no reducer for realm_domains ${String(e.op)}`);
}

/** realm_emoji: every custom emoji of the realm, replacing the last. */
function applyRealmEmoji(state: State, e: Event): void {
  if (e.op !== 'update') throw new Error(`no reducer for realm_emoji ${String(e.op)}`);
  if ('realm_emoji' in state) state.realm_emoji = structuredClone(e.realm_emoji);
}

type Dict = Record<string, any>;
const CHANNEL_LISTS = ['streams', 'subscriptions', 'unsubscribed', 'never_subscribed'] as const;
const byName = (a: Dict, b: Dict) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** stream: channel dicts in `streams` and the three subscription lists (Zulip's apply_event for streams). */
function applyStream(state: State, e: Event): void {
  const lists = CHANNEL_LISTS.flatMap((k) => (Array.isArray(state[k]) ? [state[k] as Dict[]] : []));
  switch (e.op) {
    case 'update':
      for (const list of lists) {
        const entry = list.find((c) => c.stream_id === e.stream_id);
        if (!entry) continue;
        entry[e.property] = e.value;
        for (const k of ['rendered_description', 'history_public_to_subscribers', 'is_web_public'])
          if (k in e) entry[k] = e[k];
        if (e.property === 'name') list.sort(byName);
      }
      return;
    case 'create':
      if (Array.isArray(state.streams)) {
        (state.streams as Dict[]).push(...structuredClone(e.streams as Dict[]));
        (state.streams as Dict[]).sort(byName);
      }
      return;
    case 'delete':
      for (const k of CHANNEL_LISTS) {
        if (Array.isArray(state[k]) && k !== 'subscriptions')
          state[k] = (state[k] as Dict[]).filter((c) => !e.stream_ids.includes(c.stream_id));
      }
      return;
    default:
      throw new Error(`no reducer for stream ${String(e.op)}`);
  }
}

/** subscription: the user's own settings (update) and subscriber lists (peer_add / peer_remove). */
function applySubscription(state: State, e: Event): void {
  const subs = state.subscriptions as Dict[] | undefined;
  switch (e.op) {
    case 'update': {
      const sub = subs?.find((s) => s.stream_id === e.stream_id);
      if (sub) sub[e.property] = e.value;
      return;
    }
    case 'peer_add':
    case 'peer_remove':
      for (const list of CHANNEL_LISTS.flatMap((k) => (Array.isArray(state[k]) ? [state[k] as Dict[]] : []))) {
        for (const c of list) {
          if (!e.stream_ids.includes(c.stream_id)) continue;
          if (!c.subscribers) {
            c.subscriber_count += (e.op === 'peer_add' ? 1 : -1) * e.user_ids.length;
            continue;
          }
          const after =
            e.op === 'peer_add' ? sortedUnion(c.subscribers, e.user_ids) : without(c.subscribers, e.user_ids);
          c.subscriber_count += after.length - c.subscribers.length;
          c.subscribers = after;
        }
      }
      return;
    default:
      throw new Error(`no reducer for subscription ${String(e.op)}`);
  }
}

function applyDefaultStreams(state: State, e: Event): void {
  if ('realm_default_streams' in state) state.realm_default_streams = [...e.default_streams];
}

/**
 * realm, as Zulip's apply_event: `update` sets realm_<property>; `update_dict`
 * sets realm_<key> for each key, and a new authentication_methods dict also
 * decides realm_password_auth_enabled and realm_email_auth_enabled;
 * `deactivated` changes nothing (the client reloads into a deactivation notice).
 */
function applyRealm(state: State, e: Event): void {
  const set = (key: string, value: unknown) => {
    if (`realm_${key}` in state) state[`realm_${key}`] = structuredClone(value);
  };
  if (e.op === 'update') set(e.property, e.value);
  else if (e.op === 'update_dict') {
    for (const [key, value] of Object.entries(e.data as Record<string, any>)) {
      set(key, value);
      if (key === 'authentication_methods') {
        set('password_auth_enabled', value.Email?.enabled === true || value.LDAP?.enabled === true);
        set('email_auth_enabled', value.Email?.enabled === true);
      }
    }
  } else if (e.op !== 'deactivated') throw new Error(`no reducer for realm ${String(e.op)}`);
}

const APPLIERS: Record<string, Applier> = {
  realm: applyRealm,
  stream: applyStream,
  subscription: applySubscription,
  default_streams: applyDefaultStreams,
  default_stream_groups: (state, e) => {
    if ('realm_default_stream_groups' in state)
      state.realm_default_stream_groups = structuredClone(e.default_stream_groups);
  },
  custom_profile_fields: applyCustomProfileFields,
  realm_user: applyRealmUser,
  realm_bot: applyRealmBot,
  update_display_settings: applyLegacySetting('setting_name'),
  update_global_notifications: applyLegacySetting('notification_name'),
  realm_linkifiers: applyRealmLinkifiers,
  realm_playgrounds: applyRealmPlaygrounds,
  channel_folder: applyChannelFolder,
  navigation_view: applyNavigationView,
  realm_domains: applyRealmDomains,
  realm_emoji: applyRealmEmoji,
  drafts: applyDrafts,
  reminders: applyReminders,
  saved_snippets: applySavedSnippets,
  alert_words: applyAlertWords,
  muted_users: applyMutedUsers,
  user_group: applyUserGroup,
  user_status: applyUserStatus,
  user_settings: applyUserSettings,
  message: applyMessage,
  update_message_flags: applyUpdateMessageFlags,
};

export function applyEvents(
  state: State,
  events: Event[],
  opts: { clientGravatar?: boolean; userListIncomplete?: boolean } = {},
): State {
  const out: State = {
    ...structuredClone(state),
    [CLIENT_GRAVATAR]: opts.clientGravatar ?? true,
    [USER_LIST_INCOMPLETE]: opts.userListIncomplete ?? false,
  };
  for (const e of events) {
    if (e.type === 'heartbeat') continue;
    const apply = APPLIERS[e.type];
    if (!apply) throw new Error(`no reducer for ${String(e.type)} events`);
    apply(out, e);
  }
  delete out[CLIENT_GRAVATAR];
  delete out[USER_LIST_INCOMPLETE];
  return out;
}

export interface Watch {
  /** The state the queue started from (only the keys of the event types asked for). */
  initial: State;
  /** Every event since, then the reduced state next to a fresh register's. */
  compare(): Promise<{ applied: State; fresh: State; events: Event[] }>;
}

/** Registers `client` for `eventTypes` (with extra register parameters) and watches its queue. */
export async function watchState(
  client: ApiClient,
  eventTypes: string[],
  params: Record<string, ParamValue> = {},
): Promise<Watch> {
  const body: Record<string, ParamValue> = { event_types: eventTypes, fetch_event_types: eventTypes, ...params };
  const registered = await client.post('/register', body);
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const { queue_id: queueId, last_event_id: _last, result: _r, msg: _m, ...initial } = registered.body as State;
  const pick = (s: State): State => Object.fromEntries(Object.keys(initial).map((k) => [k, s[k]]));
  return {
    initial,
    async compare() {
      const r = await client.get('/events', { queue_id: queueId as string, last_event_id: -1, dont_block: true });
      if (r.status !== 200) throw new Error(`get events failed: ${r.text}`);
      const events = r.body.events as Event[];
      const again = await client.post('/register', body);
      const caps = (params.client_capabilities ?? {}) as Record<string, unknown>;
      const opts = {
        clientGravatar: params.client_gravatar !== false,
        userListIncomplete: caps.user_list_incomplete === true,
      };
      return { applied: pick(applyEvents(initial, events, opts)), fresh: pick(again.body as State), events };
    },
  };
}
