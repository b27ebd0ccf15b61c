import type { GroupSettingGroupFragment, GroupSettingMembersFragment, UserRole } from '../../gql/graphql.ts';

/** A group setting's value as the documents read it: a named group, or users and groups. */
export type SettingValue =
  | ({ __typename: 'UserGroup' } & GroupSettingGroupFragment)
  | ({ __typename: 'AnonymousGroup' } & GroupSettingMembersFragment);

export interface NamedGroup {
  groupId: number;
  name: string;
  isSystemGroup: boolean;
}

/** Zulip's words for its system groups, from the widest to the narrowest. */
const SYSTEM_LABELS: [string, string][] = [
  ['role:internet', 'Everyone on the internet'],
  ['role:everyone', 'Everyone, including guests'],
  ['role:members', 'Members'],
  ['role:fullmembers', 'Full members'],
  ['role:moderators', 'Moderators'],
  ['role:administrators', 'Administrators'],
  ['role:owners', 'Owners'],
  ['role:nobody', 'Nobody'],
];

export const groupLabel = (g: { name: string }) => SYSTEM_LABELS.find(([n]) => n === g.name)?.[1] ?? g.name;

/** The groups a setting may name: system groups in Zulip's order (never "internet", kept for web-public), then named ones. */
export function settingChoices(groups: readonly NamedGroup[]): NamedGroup[] {
  const rank = (g: NamedGroup) => SYSTEM_LABELS.findIndex(([n]) => n === g.name);
  const system = groups.filter((g) => g.isSystemGroup && rank(g) > 0).sort((a, b) => rank(a) - rank(b));
  const named = groups.filter((g) => !g.isSystemGroup).sort((a, b) => a.name.localeCompare(b.name));
  return [...system, ...named];
}

/** A setting's value in words: its group, or the groups and people an anonymous group holds. */
export function settingLabel(
  v: SettingValue,
  groups: readonly NamedGroup[],
  nameOf: (userId: number) => string,
): string {
  if (v.__typename === 'UserGroup') return groupLabel(v);
  const names = v.directSubgroupIds.map((id) => groupLabel(groups.find((g) => g.groupId === id) ?? { name: `#${id}` }));
  return [...names, ...v.directMemberIds.map(nameOf)].join(', ') || 'Nobody';
}

/** The group a setting names, when it names one (an anonymous group has none to select). */
export const settingGroupId = (v: SettingValue) => (v.__typename === 'UserGroup' ? v.groupId : null);

export const ROLES: [UserRole, string][] = [
  ['OWNER', 'Owner'],
  ['ADMINISTRATOR', 'Administrator'],
  ['MODERATOR', 'Moderator'],
  ['MEMBER', 'Member'],
  ['GUEST', 'Guest'],
];

export const roleLabel = (r: UserRole) => ROLES.find(([k]) => k === r)?.[1] ?? r;

export const isAdmin = (r: UserRole | undefined) => r === 'OWNER' || r === 'ADMINISTRATOR';
