import type { SqlReader } from '../../db/sql.ts';
import type { AddressedEvent, EventInternals, ZulipEvent } from '../events/types.ts';
import type { UserGroupChange } from './event-payloads.ts';
import { loadUserGroup } from './load-groups.ts';

type Emit = (e: AddressedEvent) => void;

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
    if (!group) return;
    const { settingGroupIds: _internal, ...view } = group;
    this.send({ type: 'user_group', op: 'add', group: view }, internal);
  }

  update(groupId: number, changes: UserGroupChange, internal?: EventInternals): void {
    this.send({ type: 'user_group', op: 'update', groupId, changes }, internal);
  }

  members(op: 'add_members' | 'remove_members', groupId: number, userIds: number[]): void {
    if (userIds.length > 0) this.send({ type: 'user_group', op, groupId, userIds });
  }

  subgroups(op: 'add_subgroups' | 'remove_subgroups', groupId: number, ids: number[]): void {
    if (ids.length > 0) this.send({ type: 'user_group', op, groupId, subgroupIds: ids });
  }

  remove(groupId: number): void {
    this.send({ type: 'user_group', op: 'remove', groupId });
  }
}
