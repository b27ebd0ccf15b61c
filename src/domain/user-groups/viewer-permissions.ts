import type { Actor } from '../actor.ts';
import type { UserGroup } from '../groups/load-groups.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { isGuest } from '../roles.ts';

/** What the viewer may do with a group, by the rules its operations check. */
export interface GroupViewerCan {
  /** Rename it, change its description and settings, its subgroups, deactivate or reactivate it. */
  manage: boolean;
  addMembers: boolean;
  removeMembers: boolean;
  /** Add themselves. */
  join: boolean;
  /** Remove themselves. */
  leave: boolean;
  mention: boolean;
}

/**
 * access_user_group_for_update answered for the viewer without trying: guests
 * and bots change no group (require_member_or_admin), nobody changes a system
 * group, the organization's can_manage_all_groups or the group's
 * can_manage_group allow every change, else the change's own setting;
 * joining falls back to can_add_members_group and leaving to
 * can_remove_members_group, as update-members does. `inGroups` holds every
 * group the viewer is in (groupsContaining).
 */
export function groupViewerCan(
  actor: Actor,
  group: Pick<UserGroup, 'isSystemGroup' | 'settingGroupIds'>,
  inGroups: ReadonlySet<number>,
): GroupViewerCan {
  const holds = (id: number | null): boolean => id !== null && inGroups.has(id);
  const s = group.settingGroupIds;
  const mention = s.canMentionGroup === null || holds(s.canMentionGroup);
  if (isGuest(actor.user.role) || actor.user.isBot || group.isSystemGroup) {
    return { manage: false, addMembers: false, removeMembers: false, join: false, leave: false, mention };
  }
  const manageAll = holds(Number(realmSettingsOf(actor.realm.settings).can_manage_all_groups));
  const manage = manageAll || holds(s.canManageGroup);
  const addMembers = manage || holds(s.canAddMembersGroup);
  const removeMembers = manage || holds(s.canRemoveMembersGroup);
  return {
    manage,
    addMembers,
    removeMembers,
    join: addMembers || holds(s.canJoinGroup),
    leave: removeMembers || holds(s.canLeaveGroup),
    mention,
  };
}
