import DataLoader from 'dataloader';
import type { GroupSettingValue } from '../domain/groups/group-setting-value.ts';
import { statusesOf, type UserStatusView } from '../domain/status/user-status.ts';
import { profileFields, profileValuesOfUsers } from '../resolvers/profile-fields.ts';
import type { CustomProfileField, ProfileValueView } from '../domain/profile-fields/types.ts';
import { loadUsersByIds } from '../domain/auth/load-actor.ts';
import { FULL_ACCESS, userAccessOf } from '../domain/users/user-access.ts';
import type { User } from '../generated/prisma/client.ts';
import type { UserGroup } from '../domain/groups/load-groups.ts';
import { groupSettingValuesOf, supergroupIdsOf, userGroupsByIds, viewerCanOnGroups } from '../resolvers/user-groups.ts';
import type { GroupViewerCan } from '../domain/user-groups/viewer-permissions.ts';
import { BATCH_ONLY, byId, perContext, perRealm } from './loaders/per-context.ts';
// The loaders of channels and their neighbours are in loaders/channels.ts; both sets are imported from here.
export * from './loaders/channels.ts';
export { present } from './loaders/per-context.ts';

/** Users of the request's organization by id (message senders, reacting users), on the raw driver: it runs on every message page. */
export const userLoader = perRealm(
  (sql, realmId) =>
    new DataLoader<number, User | null>(
      async (ids) => byId(ids, await loadUsersByIds(sql, realmId, [...new Set(ids)])),
      BATCH_ONLY,
    ),
);

/**
 * Whether the viewer may see users, by id (can_access_all_users_group): asked
 * only for a guest's view, and computed afresh for each batch, since access
 * follows the guest's subscriptions and a subscription's context lives long.
 */
export const userAccessLoader = perContext(
  (ctx) =>
    new DataLoader<number, boolean>(async (ids) => {
      const access = ctx.actor === null ? FULL_ACCESS : await userAccessOf(ctx.deps.db.sql, ctx.actor);
      return ids.map((id) => access.listed(id));
    }, BATCH_ONLY),
);

/** Named user groups of the request's organization by id, deactivated or not (group-setting values, subgroups, nodes). */
export const groupLoader = perContext(
  (ctx) =>
    new DataLoader<number, UserGroup | null>(
      async (ids) => byId(ids, await userGroupsByIds(ctx, [...new Set(ids)])),
      BATCH_ONLY,
    ),
);

/** The named groups each group is a direct subgroup of, by the group's id. */
export const supergroupIdsLoader = perContext(
  (ctx) =>
    new DataLoader<number, number[]>(async (ids) => {
      const found = await supergroupIdsOf(ctx, [...new Set(ids)]);
      return ids.map((id) => found.get(id) ?? []);
    }, BATCH_ONLY),
);

/** Group-setting values by their group's id: a named group's id, or an anonymous group's members and subgroups. */
export const groupSettingLoader = perContext(
  (ctx) =>
    new DataLoader<number, GroupSettingValue>(async (ids) => {
      const values = await groupSettingValuesOf(ctx, [...ids]);
      return ids.map((id) => values.get(id) ?? id);
    }, BATCH_ONLY),
);

/** What the viewer may do with each group of a list: one read of the groups the viewer is in. */
export const groupViewerCanLoader = perContext(
  (ctx) =>
    new DataLoader<UserGroup, GroupViewerCan | null>(async (groups) => {
      const answers = await viewerCanOnGroups(ctx, groups);
      return groups.map((_g, i) => answers?.[i] ?? null);
    }, BATCH_ONLY),
);

/** User statuses by user id, for users the viewer was already given (a list of users costs one statement). */
export const statusLoader = perContext(
  (ctx) =>
    new DataLoader<number, UserStatusView>(async (ids) => {
      const statuses = await statusesOf(ctx.deps.db.sql, [...new Set(ids)]);
      return ids.map((id) => statuses.get(id) ?? {});
    }, BATCH_ONLY),
);

/** Custom profile field values by user id (a list of users costs one statement). */
export const profileValuesLoader = perContext(
  (ctx) =>
    new DataLoader<number, ProfileValueView[]>(async (ids) => {
      const values = await profileValuesOfUsers(ctx, [...new Set(ids)]);
      return ids.map((id) => values.get(id) ?? []);
    }, BATCH_ONLY),
);

/** The organization's custom profile fields by id: every key asked for at once loads the realm's list once. */
export const profileFieldLoader = perContext(
  (ctx) =>
    new DataLoader<number, CustomProfileField | null>(async (ids) => byId(ids, await profileFields(ctx)), BATCH_ONLY),
);
