import { checkGroupSettingChangeRequest, checkGroupSettingValue, type GroupSettingChangeRequest, type GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingName } from '../../domain/groups/group-settings.ts';
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
  if (current !== undefined && legacy !== undefined) throw confusingArguments('include_deactivated_groups', 'allow_deactivated');
  return current ?? legacy ?? false;
}

/** The six settings, each read in Zulip's (alphabetical) parameter order. */
function settingParams<T>(params: Params, check: (v: unknown, name: string) => T): Partial<Record<UserGroupSettingName, T>> {
  const out: Partial<Record<UserGroupSettingName, T>> = {};
  for (const s of USER_GROUP_SETTINGS) {
    const value = params.json(s.name, check);
    if (value !== undefined) out[s.name] = value;
  }
  return out;
}

export const userGroupsRoutes: RouteDef[] = [
  userRoute('GET', '/user_groups', async (ctx) => {
    groups.mayUseGroups(ctx);
    return { user_groups: (await groups.userGroups(ctx, { includeDeactivated: includeDeactivated(ctx.params) })).map(presentUserGroup) };
  }),

  userRoute('POST', '/user_groups/create', async (ctx) => {
    await groups.mayCreateGroups(ctx);
    const { params } = ctx;
    const settings: Partial<Record<UserGroupSettingName, GroupSettingValue>> = settingParams(params, checkGroupSettingValue);
    const description = params.str('description', { required: true });
    const members = params.json('members', ids, { required: true });
    const name = params.str('name', { required: true });
    const subgroups = params.json('subgroups', ids);
    const { groupId } = await groups.createGroup(ctx, { name, description, members, subgroups, settings });
    return { group_id: groupId };
  }),

  userRoute('PATCH', '/user_groups/{user_group_id:int}', async (ctx) => {
    groups.mayUseGroups(ctx);
    const { params } = ctx;
    const settings: Partial<Record<UserGroupSettingName, GroupSettingChangeRequest>> = settingParams(params, checkGroupSettingChangeRequest);
    const deactivated = params.json('deactivated', bool);
    const description = params.str('description');
    const name = params.str('name');
    await groups.updateGroup(ctx, groupIdOf(ctx.path), { name, description, deactivated, settings });
  }),

  userRoute('POST', '/user_groups/{user_group_id:int}/deactivate', async (ctx) => {
    await groups.deactivateGroup(ctx, groupIdOf(ctx.path));
  }),

  userRoute('POST', '/user_groups/{user_group_id:int}/members', async (ctx) => {
    groups.mayUseGroups(ctx);
    const { params } = ctx;
    const add = params.json('add', ids);
    const addSubgroups = params.json('add_subgroups', ids);
    const remove = params.json('delete', ids);
    const deleteSubgroups = params.json('delete_subgroups', ids);
    await groups.updateMembers(ctx, groupIdOf(ctx.path), { add, delete: remove, addSubgroups, deleteSubgroups });
  }),

  userRoute('GET', '/user_groups/{user_group_id:int}/members', async (ctx) => {
    groups.mayUseGroups(ctx);
    return { members: await groups.members(ctx, groupIdOf(ctx.path), { directOnly: ctx.params.json('direct_member_only', bool) ?? false }) };
  }),

  userRoute('GET', '/user_groups/{user_group_id:int}/members/{user_id:int}', async (ctx) => {
    groups.mayUseGroups(ctx);
    const directOnly = ctx.params.json('direct_member_only', bool) ?? false;
    return { is_user_group_member: await groups.isMember(ctx, groupIdOf(ctx.path), Number(ctx.path.user_id), { directOnly }) };
  }),

  userRoute('POST', '/user_groups/{user_group_id:int}/subgroups', async (ctx) => {
    groups.mayUseGroups(ctx);
    const { params } = ctx;
    const add = params.json('add', ids);
    const remove = params.json('delete', ids);
    await groups.updateSubgroups(ctx, groupIdOf(ctx.path), { add, delete: remove });
  }),

  userRoute('GET', '/user_groups/{user_group_id:int}/subgroups', async (ctx) => {
    groups.mayUseGroups(ctx);
    return { subgroups: await groups.subgroups(ctx, groupIdOf(ctx.path), { directOnly: ctx.params.json('direct_subgroup_only', bool) ?? false }) };
  }),
];
