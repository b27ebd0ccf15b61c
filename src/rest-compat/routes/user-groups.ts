import {
  checkGroupSettingChangeRequest,
  checkGroupSettingValue,
  type GroupSettingChangeRequest,
  type GroupSettingValue,
} from '../../domain/groups/group-setting-value.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingName } from '../../domain/groups/user-group-permissions.ts';
import { confusingArguments } from '../../domain/errors.ts';
import * as groups from '../../resolvers/user-groups.ts';
import { bool, int, list } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';
import { presentUserGroup } from '../presenters/user-groups.ts';

const groupIdOf = (path: Record<string, string>): number => Number(path.user_group_id);
const ids = list(int());

/** include_deactivated_groups (FL 294), or its deprecated name allow_deactivated (FL 290–293). */
function includeDeactivated(params: Params): boolean {
  const current = params.json('include_deactivated_groups', bool);
  const legacy = params.json('allow_deactivated', bool);
  if (current !== undefined && legacy !== undefined)
    throw confusingArguments('include_deactivated_groups', 'allow_deactivated');
  return current ?? legacy ?? false;
}

/** The six settings, each read in Zulip's (alphabetical) parameter order. */
function settingParams<T>(
  params: Params,
  check: (v: unknown, name: string) => T,
): Partial<Record<UserGroupSettingName, T>> {
  const out: Partial<Record<UserGroupSettingName, T>> = {};
  for (const s of USER_GROUP_SETTINGS) {
    const value = params.json(s.name, check);
    if (value !== undefined) out[s.name] = value;
  }
  return out;
}

/*
 * Zulip guards these endpoints with require_member_or_admin (creation with
 * its own permission) before it reads any parameter: each route hands the
 * operation a reader of its parameters, which the operation calls after
 * those checks.
 */
export const userGroupsRoutes: RouteDef[] = [
  userRoute('GET', '/user_groups', async (ctx) => ({
    user_groups: (await groups.userGroups(ctx, () => ({ includeDeactivated: includeDeactivated(ctx.params) }))).map(
      presentUserGroup,
    ),
  })),

  userRoute('POST', '/user_groups/create', async (ctx) => {
    const { groupId } = await groups.createGroup(ctx, () => {
      const { params } = ctx;
      const settings: Partial<Record<UserGroupSettingName, GroupSettingValue>> = settingParams(
        params,
        checkGroupSettingValue,
      );
      const description = params.str('description', { required: true });
      const members = params.json('members', ids, { required: true });
      const name = params.str('name', { required: true });
      const subgroups = params.json('subgroups', ids);
      return { name, description, members, subgroups, settings };
    });
    return { group_id: groupId };
  }),

  userRoute('PATCH', '/user_groups/{user_group_id:int}', async (ctx) => {
    await groups.updateGroup(ctx, groupIdOf(ctx.path), () => {
      const { params } = ctx;
      const settings: Partial<Record<UserGroupSettingName, GroupSettingChangeRequest>> = settingParams(
        params,
        checkGroupSettingChangeRequest,
      );
      const deactivated = params.json('deactivated', bool);
      const description = params.str('description');
      const name = params.str('name');
      return { name, description, deactivated, settings };
    });
  }),

  userRoute('POST', '/user_groups/{user_group_id:int}/deactivate', async (ctx) => {
    await groups.deactivateGroup(ctx, groupIdOf(ctx.path));
  }),

  userRoute('POST', '/user_groups/{user_group_id:int}/members', async (ctx) => {
    await groups.updateMembers(ctx, groupIdOf(ctx.path), () => {
      const { params } = ctx;
      const add = params.json('add', ids);
      const addSubgroups = params.json('add_subgroups', ids);
      const remove = params.json('delete', ids);
      const deleteSubgroups = params.json('delete_subgroups', ids);
      return { add, delete: remove, addSubgroups, deleteSubgroups };
    });
  }),

  userRoute('GET', '/user_groups/{user_group_id:int}/members', async (ctx) => ({
    members: await groups.members(ctx, groupIdOf(ctx.path), () => ({
      directOnly: ctx.params.json('direct_member_only', bool) ?? false,
    })),
  })),

  userRoute('GET', '/user_groups/{user_group_id:int}/members/{user_id:int}', async (ctx) => {
    const directOnly = () => ({ directOnly: ctx.params.json('direct_member_only', bool) ?? false });
    return {
      is_user_group_member: await groups.isMember(ctx, groupIdOf(ctx.path), Number(ctx.path.user_id), directOnly),
    };
  }),

  userRoute('POST', '/user_groups/{user_group_id:int}/subgroups', async (ctx) => {
    await groups.updateSubgroups(ctx, groupIdOf(ctx.path), () => ({
      add: ctx.params.json('add', ids),
      delete: ctx.params.json('delete', ids),
    }));
  }),

  userRoute('GET', '/user_groups/{user_group_id:int}/subgroups', async (ctx) => ({
    subgroups: await groups.subgroups(ctx, groupIdOf(ctx.path), () => ({
      directOnly: ctx.params.json('direct_subgroup_only', bool) ?? false,
    })),
  })),
];
