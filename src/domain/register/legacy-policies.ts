import type { Db } from '../context.ts';

const POLICY = {
  MEMBERS_ONLY: 1,
  ADMINS_ONLY: 2,
  FULL_MEMBERS_ONLY: 3,
  MODERATORS_ONLY: 4,
  EVERYONE: 5,
  NOBODY: 6,
  OWNERS_ONLY: 7,
};

/** Realm.SYSTEM_GROUPS_ENUM_MAP */
const POLICY_BY_GROUP: Record<string, number> = {
  'role:owners': POLICY.OWNERS_ONLY,
  'role:administrators': POLICY.ADMINS_ONLY,
  'role:moderators': POLICY.MODERATORS_ONLY,
  'role:fullmembers': POLICY.FULL_MEMBERS_ONLY,
  'role:members': POLICY.MEMBERS_ONLY,
  'role:everyone': POLICY.EVERYONE,
  'role:nobody': POLICY.NOBODY,
};

/** Realm.SYSTEM_GROUPS_TO_WILDCARD_MENTION_POLICY_MAP */
const WILDCARD_POLICY_BY_GROUP: Record<string, number> = {
  'role:everyone': 1,
  'role:members': 2,
  'role:fullmembers': 3,
  'role:administrators': 5,
  'role:nobody': 6,
  'role:moderators': 7,
};

const COMMON = [1, 2, 3, 4];
const WEB_PUBLIC = [2, 4, 6, 7];

/** The deprecated enum settings older clients still read (Zulip's realm_*_policy). */
export interface LegacyRealmPolicies {
  createPublicStreamPolicy: number;
  createPrivateStreamPolicy: number;
  createWebPublicStreamPolicy: number;
  wildcardMentionPolicy: number;
}

/**
 * The deprecated enum settings that older clients still read, derived from the
 * group settings that replaced them (Zulip's
 * get_corresponding_policy_value_for_group_setting): a system group maps to its
 * policy; anything else to the policy of the largest group the enum allowed.
 */
export async function legacyRealmPolicies(
  db: Db,
  realmId: number,
  settings: Readonly<Record<string, unknown>>,
): Promise<LegacyRealmPolicies> {
  const system = await db.userGroup.findMany({
    where: { realmId, isSystemGroup: true },
    select: { id: true, name: true },
  });
  const nameOf = new Map(system.map((g) => [g.id, g.name ?? '']));
  const groupName = (setting: string) => nameOf.get(Number(settings[setting]));
  const common = (setting: string, allowed: number[], fallback: number): number => {
    const policy = POLICY_BY_GROUP[groupName(setting) ?? ''];
    return policy !== undefined && allowed.includes(policy) ? policy : fallback;
  };
  const mentionGroup = groupName('can_mention_many_users_group');
  return {
    createPublicStreamPolicy: common('can_create_public_channel_group', COMMON, POLICY.MEMBERS_ONLY),
    createPrivateStreamPolicy: common('can_create_private_channel_group', COMMON, POLICY.MEMBERS_ONLY),
    createWebPublicStreamPolicy: common('can_create_web_public_channel_group', WEB_PUBLIC, POLICY.MODERATORS_ONLY),
    wildcardMentionPolicy: mentionGroup === undefined ? 1 : (WILDCARD_POLICY_BY_GROUP[mentionGroup] ?? 1),
  };
}
