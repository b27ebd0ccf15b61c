import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { adminRequired, badRequest, badVariableValue, ownerRequired } from '../errors.ts';
import { changeGroupSetting, type GroupSettingChangeRequest } from '../groups/group-setting-value.ts';
import { getSystemGroupIds, syncSystemGroupMembership } from '../groups/system-groups.ts';
import { AVAILABLE_LANGUAGE_CODES } from '../settings/user-settings.ts';
import { activeUserIds } from './active-users.ts';
import { isAdmin, isOwner, Role } from '../roles.ts';
import {
  applyAuthenticationMethodsChange,
  checkAuthenticationMethodsChange,
  realmAuthenticationMethods,
} from './authentication-methods.ts';
import { REALM_GROUP_SETTINGS } from './permission-settings.ts';
import { REALM_SETTING_BY_NAME, REALM_SETTINGS, realmSettingsOf, type RealmSettingDef } from './settings.ts';
import { camelCase } from '../text.ts';
import { checkRealmChannel } from './realm-channels.ts';
import type { RealmSettingsChanges } from './event-payloads.ts';
import { readField, type FieldsOrReader } from '../input-reader.ts';
import {
  checkRealmParam,
  UPDATE_REALM_PARAMS,
  type RealmChanges,
  type RealmParamValue,
  type RealmSettingsPatch,
} from './realm-settings-patch.ts';

// PATCH /realm's answer is written from these.
export { UPDATE_REALM_PARAMS, type RealmChanges } from './realm-settings-patch.ts';

/** The time limits in the order update_realm's body handles them. */
const TIME_LIMITS = [
  'message_content_delete_limit_seconds',
  'message_content_edit_limit_seconds',
  'move_messages_within_stream_limit_seconds',
  'move_messages_between_streams_limit_seconds',
];
const OWNER_ONLY = new Set<string>([
  ...REALM_SETTINGS.filter((s) => s.ownerOnly).map((s) => s.name),
  ...REALM_GROUP_SETTINGS.filter((g) => g.ownerOnly).map((g) => g.name),
]);

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Zulip's parse_message_time_limit_setting: "unlimited" is null, else seconds > 0. */
function parseTimeLimit(name: string, v: unknown): number | null {
  if (v === 'unlimited') return null;
  if (typeof v === 'string' || !isInt(v) || v <= 0) throw badVariableValue(name, v);
  return v;
}

/** The changes as applyRealmUpdate collects them, by Zulip's names. */
type ChangesByName = Record<string, unknown>;

/**
 * PATCH /realm (Zulip's update_realm): administrators only; some settings
 * need an owner. Each parameter is read in Zulip's order and checked before
 * the next (REST decodes it when asked), so a request with several bad
 * parameters gets Zulip's first error on both APIs; then the rules across
 * parameters. The whole request is one transaction, so a failing later
 * parameter leaves nothing changed (Zulip itself commits group settings one
 * by one). Unchanged values change nothing and send no event.
 */
export async function updateRealm(
  deps: Deps,
  actor: Actor,
  input: FieldsOrReader<RealmSettingsPatch>,
): Promise<RealmChanges> {
  mayUpdateRealm(actor);
  const given = new Map<string, RealmParamValue>();
  for (const p of UPDATE_REALM_PARAMS) {
    const value = readField(input, p.key);
    if (value !== undefined) given.set(p.name, checkRealmParam(p, value));
  }

  const language = given.get('default_language');
  if (typeof language === 'string' && !AVAILABLE_LANGUAGE_CODES.includes(language)) {
    throw badRequest(`Invalid language '${language}'`);
  }
  const authMethods = given.get('authentication_methods');
  if (authMethods instanceof Map) {
    checkAuthenticationMethodsChange(actor, realmAuthenticationMethods(deps.server, actor.realm.settings), authMethods);
  }
  for (const name of ['video_chat_provider', 'giphy_rating']) {
    const v = given.get(name);
    if (isInt(v) && !REALM_SETTING_BY_NAME.get(name)?.allowed?.includes(v)) throw badRequest(`Invalid ${name} ${v}`);
  }
  if (!isOwner(actor.user.role) && [...given.keys()].some((k) => OWNER_ONLY.has(k))) throw ownerRequired();

  const changes = await inTransaction(deps, (tx, emit) => applyRealmUpdate(deps, tx, emit, actor, given));
  // The keys are the parameters' names, so each is one of RealmChanges' fields in camelCase.
  return Object.fromEntries(Object.entries(changes).map(([name, value]) => [camelCase(name), value])) as RealmChanges;
}

/** Administrators only; Zulip checks it before reading any parameter. */
function mayUpdateRealm(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

async function applyRealmUpdate(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  given: ReadonlyMap<string, RealmParamValue>,
): Promise<ChangesByName> {
  const realmId = actor.realm.id;
  // Serializes concurrent updates of the realm's JSON settings.
  await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId } });
  const settings: Record<string, unknown> = realmSettingsOf(realm.settings);
  const recipients = await activeUserIds(tx, realmId);
  const events: RealmSettingsChanges[] = [];
  const data: ChangesByName = {};

  // Time limits are parsed (and "unlimited" applied) before the other settings, as in Zulip.
  const limits = new Map<string, number | null>();
  for (const name of TIME_LIMITS) {
    if (given.has(name)) limits.set(name, parseTimeLimit(name, given.get(name)));
  }
  for (const [name, value] of limits) {
    if (value === null && settings[name] !== null) {
      settings[name] = null;
      events.push(changeOf(name, null));
      data[name] = null;
    }
  }

  const columns: { name?: string; description?: string } = {};
  const plain = [
    ...UPDATE_REALM_PARAMS.filter(
      (p) =>
        p.kind !== 'group' &&
        p.kind !== 'auth_methods' &&
        !(p.kind === 'setting' && (p.def.kind === 'time_limit' || p.def.channel)),
    ),
    ...TIME_LIMITS.map((name) => ({ name, kind: 'limit' as const })),
  ];
  for (const p of plain) {
    const value = p.kind === 'limit' ? limits.get(p.name) : given.get(p.name);
    if (value === undefined || value === null) continue;
    if (p.kind === 'auth_methods') continue;
    if (p.kind === 'column') {
      const text = value as string;
      if (realm[p.name] !== text) {
        columns[p.name] = text;
        events.push(changeOf(p.name, text));
        data[p.name] = text;
      }
      continue;
    }
    if (p.kind === 'setting' && p.def.kind === 'enum_string') {
      applyEnumSetting(p.def, value as string, settings, events, data);
      continue;
    }
    if (settings[p.name] === value) continue;
    settings[p.name] = value;
    events.push(changeOf(p.name, value));
    data[p.name] = value;
  }

  for (const config of REALM_GROUP_SETTINGS) {
    const request = given.get(config.name) as GroupSettingChangeRequest | undefined;
    if (request === undefined) continue;
    const change = await changeGroupSetting(tx, request, {
      realmId,
      settingName: config.name,
      rules: config,
      currentGroupId: Number(settings[config.name]),
    });
    if (!change) continue;
    settings[config.name] = change.groupId;
    events.push(changeOf(config.name, change.apiValue));
    data[config.name] = change.requestedValue;
  }

  // Zulip applies it after the group settings (do_set_realm_authentication_methods) and echoes the request.
  const authMethods = given.get('authentication_methods');
  const updatedMethods =
    authMethods instanceof Map ? applyAuthenticationMethodsChange(deps.server, settings, authMethods) : null;
  if (authMethods instanceof Map && updatedMethods) {
    events.push({ authenticationMethods: updatedMethods });
    data.authentication_methods = Object.fromEntries(authMethods);
  }

  // Channel-valued settings come last, as in Zulip's view.
  for (const p of UPDATE_REALM_PARAMS) {
    const value = given.get(p.name);
    if (p.kind !== 'setting' || !p.def.channel || typeof value !== 'number') continue;
    // Zulip sets it again (and announces it) unless it names the channel already set.
    if (value >= 0 && settings[p.name] === value) continue;
    settings[p.name] = value >= 0 ? (await checkRealmChannel(tx, actor, p.def.channel, value)).id : -1;
    events.push(changeOf(p.name, value));
    data[p.name] = value;
  }

  await tx.realm.update({ where: { id: realmId }, data: { ...columns, settings: settings as object } });
  for (const changes of events) emit({ realmId, event: { type: 'realm', op: 'update', changes }, userIds: recipients });
  if (data.waiting_period_threshold !== undefined) {
    await updateFullMembers(deps, tx, emit, realmId, Number(data.waiting_period_threshold), recipients);
  }
  return data;
}

/**
 * One setting's change, announced alone (Zulip's do_set_realm_property). The
 * name is a parameter's or a group setting's, and the value of its kind
 * (update_realm checked both), so it is the RealmSettingsChanges field of
 * that name in camelCase.
 */
const changeOf = (name: string, value: unknown): RealmSettingsChanges =>
  ({ [camelCase(name)]: value }) as RealmSettingsChanges;

/**
 * Settings that Zulip parses into a Python Enum. The view compares the stored
 * int with the Enum member, which never compare equal, so the response always
 * echoes the setting (with its Enum value), while the event is only sent (by
 * do_set_realm_property) when the value really changed.
 */
function applyEnumSetting(
  def: RealmSettingDef,
  value: string,
  settings: Record<string, unknown>,
  events: RealmSettingsChanges[],
  data: ChangesByName,
): void {
  data[def.name] = value;
  if (settings[def.name] === value) return;
  settings[def.name] = value;
  if (def.name === 'topics_policy') {
    const mandatoryTopics = value === 'disable_empty_topic';
    settings.mandatory_topics = mandatoryTopics;
    events.push({ topicsPolicy: value, mandatoryTopics });
    return;
  }
  if (def.name === 'message_edit_history_visibility_policy') settings.allow_edit_history = value !== 'none';
  events.push(changeOf(def.name, value));
}

/**
 * Zulip's update_users_in_full_members_system_group: a new waiting period
 * moves members in or out of role:fullmembers; clients hear of each change
 * of a system group's direct members.
 */
async function updateFullMembers(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  realmId: number,
  threshold: number,
  recipients: number[],
): Promise<void> {
  const ids = await getSystemGroupIds(tx, realmId);
  const watched = [ids['role:fullmembers'], ids['role:members']];
  const members = await tx.user.findMany({
    where: { realmId, isActive: true, role: Role.MEMBER },
    select: { id: true, role: true, dateJoined: true },
    orderBy: { id: 'asc' },
  });
  const snapshot = async () =>
    new Set(
      (await tx.userGroupMembership.findMany({ where: { userGroupId: { in: watched } } })).map(
        (m) => `${m.userGroupId}:${m.userId}`,
      ),
    );
  const before = await snapshot();
  for (const user of members) await syncSystemGroupMembership(tx, realmId, user, threshold, deps.clock.now());
  const after = await snapshot();
  for (const groupId of watched) {
    const diff = (from: Set<string>, to: Set<string>) =>
      members.map((u) => u.id).filter((id) => from.has(`${groupId}:${id}`) && !to.has(`${groupId}:${id}`));
    const removed = diff(before, after);
    const added = diff(after, before);
    if (added.length > 0) {
      emit({
        realmId,
        event: { type: 'user_group', op: 'add_members', groupId, userIds: added },
        userIds: recipients,
      });
    }
    if (removed.length > 0) {
      emit({
        realmId,
        event: { type: 'user_group', op: 'remove_members', groupId, userIds: removed },
        userIds: recipients,
      });
    }
  }
}
