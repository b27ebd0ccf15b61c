import type { SqlReader } from '../../db/sql.ts';
import type { AddressedEvent, EventInternals, ZulipEvent } from '../events/types.ts';
import type { UserGroupChange, UserGroupDict } from '../events/payloads/groups.ts';
import { loadUserGroup, type UserGroup } from './load-groups.ts';

type Emit = (e: AddressedEvent) => void;

/**
 * A group as the `user_group`/`add` event carries it (the event log holds
 * Zulip's shape); REST's presenter of GET /user_groups and register writes
 * the same object through it.
 */
export function userGroupPayload(g: UserGroup): UserGroupDict {
  return {
    id: g.id,
    name: g.name,
    creator_id: g.creatorId,
    date_created: g.dateCreated,
    description: g.description,
    members: g.members,
    direct_subgroup_ids: g.directSubgroupIds,
    is_system_group: g.isSystemGroup,
    can_add_members_group: g.settings.canAddMembersGroup,
    can_join_group: g.settings.canJoinGroup,
    can_leave_group: g.settings.canLeaveGroup,
    can_manage_group: g.settings.canManageGroup,
    can_mention_group: g.settings.canMentionGroup,
    can_remove_members_group: g.settings.canRemoveMembersGroup,
    deactivated: g.deactivated,
  };
}

/**
 * The `user_group` events of one change. Every active user of the realm
 * (bots included) hears of every group change, as in Zulip.
 */
export class GroupEvents {
  private constructor(
    private readonly sql: SqlReader,
    private readonly emit: Emit,
    private readonly realmId: number,
    private readonly userIds: number[],
  ) {}

  static async of(sql: SqlReader, emit: Emit, realmId: number): Promise<GroupEvents> {
    const rows = await sql.query<{ id: number }>(
      'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id',
      [realmId],
    );
    return new GroupEvents(
      sql,
      emit,
      realmId,
      rows.map((r) => r.id),
    );
  }

  private send(event: ZulipEvent, internal?: EventInternals): void {
    this.emit({ realmId: this.realmId, event, userIds: this.userIds, ...(internal ? { internal } : {}) });
  }

  /** The whole group as it is now (after the transaction's changes so far). */
  async add(groupId: number, internal?: EventInternals): Promise<void> {
    const group = await loadUserGroup(this.sql, this.realmId, groupId);
    if (group) this.send({ type: 'user_group', op: 'add', group: userGroupPayload(group) }, internal);
  }

  update(groupId: number, data: UserGroupChange, internal?: EventInternals): void {
    this.send({ type: 'user_group', op: 'update', group_id: groupId, data }, internal);
  }

  members(op: 'add_members' | 'remove_members', groupId: number, userIds: number[]): void {
    if (userIds.length > 0) this.send({ type: 'user_group', op, group_id: groupId, user_ids: userIds });
  }

  subgroups(op: 'add_subgroups' | 'remove_subgroups', groupId: number, ids: number[]): void {
    if (ids.length > 0) this.send({ type: 'user_group', op, group_id: groupId, direct_subgroup_ids: ids });
  }

  remove(groupId: number): void {
    this.send({ type: 'user_group', op: 'remove', group_id: groupId });
  }
}
