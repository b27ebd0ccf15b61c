import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { CHANNEL_GROUP_SETTING_NAMES } from '../channels/channel-permission-groups.ts';
import { REALM_GROUP_SETTINGS } from '../realm/permission-settings.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { accessGroupForUpdate } from './access.ts';
import { GroupInUseError, type GroupInUseObjection } from '../groups/errors.ts';
import { GroupEvents } from '../groups/events.ts';
import { USER_GROUP_SETTINGS } from '../groups/user-group-permissions.ts';

/** In Zulip's order (Stream.stream_permission_group_settings), which the objections list follows. */
const CHANNEL_SETTINGS = CHANNEL_GROUP_SETTING_NAMES;

/**
 * POST /user_groups/{id}/deactivate (FL 290): refused while anything uses the
 * group — an active supergroup, or a setting of a channel, a group or the
 * realm that is the group or an anonymous group containing it — with Zulip's
 * objections. Clients keeping deactivated groups get an update, the others a
 * removal.
 */
export async function deactivateUserGroup(deps: Deps, actor: Actor, groupId: number): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const group = await accessGroupForUpdate(tx, sql, actor, groupId, 'can_manage_group', {
      allowDeactivated: false,
      lock: true,
    });
    const objections = await objectionsTo(sql, actor, group.id);
    if (objections.length > 0) throw new GroupInUseError(objections);
    await sql.query('UPDATE user_group SET deactivated = true WHERE id = $1', [group.id]);
    const events = await GroupEvents.of(sql, emit, actor.realm.id);
    events.update(group.id, { deactivated: true });
    events.remove(group.id);
  });
}

async function objectionsTo(sql: SqlReader, actor: Actor, groupId: number): Promise<GroupInUseObjection[]> {
  const realmId = actor.realm.id;
  const supers = await sql.query<{ id: number; named: boolean; deactivated: boolean }>(
    `SELECT s.id, s.name IS NOT NULL AS named, s.deactivated FROM group_group_membership ggm
       JOIN user_group s ON s.id = ggm.supergroup_id
      WHERE ggm.subgroup_id = $1 ORDER BY s.id`,
    [groupId],
  );
  const objections: GroupInUseObjection[] = [];
  const supergroupIds = supers.filter((s) => s.named && !s.deactivated).map((s) => s.id);
  if (supergroupIds.length > 0) objections.push({ type: 'subgroup', supergroupIds });
  // A setting uses the group directly, or through an anonymous group it is a direct subgroup of.
  const using = new Set([groupId, ...supers.filter((s) => !s.named).map((s) => s.id)]);
  const ids = [...using];

  const channelColumns = CHANNEL_SETTINGS.map((s) => `${s}_id`);
  const channels = await sql.query<{ id: number } & Record<string, number>>(
    `SELECT id, ${channelColumns.join(', ')} FROM stream
      WHERE realm_id = $1 AND NOT is_archived AND (${channelColumns.map((c) => `${c} = ANY($2::int[])`).join(' OR ')}) ORDER BY id`,
    [realmId, ids],
  );
  for (const c of channels) {
    objections.push({
      type: 'channel',
      channelId: c.id,
      settings: CHANNEL_SETTINGS.filter((s) => using.has(c[`${s}_id`])),
    });
  }

  const groupColumns = USER_GROUP_SETTINGS.map((s) => s.column);
  const groups = await sql.query<{ id: number } & Record<string, number>>(
    `SELECT id, ${groupColumns.join(', ')} FROM user_group
      WHERE realm_id = $1 AND name IS NOT NULL AND NOT deactivated AND (${groupColumns.map((c) => `${c} = ANY($2::int[])`).join(' OR ')}) ORDER BY id`,
    [realmId, ids],
  );
  for (const g of groups) {
    objections.push({
      type: 'user_group',
      groupId: g.id,
      settings: USER_GROUP_SETTINGS.filter((s) => using.has(g[s.column])).map((s) => s.name),
    });
  }

  const [realm] = await sql.query<{ settings: unknown }>('SELECT settings FROM realm WHERE id = $1', [realmId]);
  const values = realmSettingsOf(realm.settings);
  const realmSettings = REALM_GROUP_SETTINGS.filter((s) => using.has(Number(values[s.name]))).map((s) => s.name);
  if (realmSettings.length > 0) objections.push({ type: 'realm', settings: realmSettings });
  return objections;
}
