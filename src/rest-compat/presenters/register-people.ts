import type { InitialState } from '../../domain/register/people-state.ts';
import { presentRegisterBot } from './bots.ts';
import { presentProfileField } from './profile-fields.ts';
import { presentUserGroup } from './user-groups.ts';
import { presentRegisterUser } from './users.ts';

/**
 * POST /register's sections about people in Zulip's shape. Each key is
 * replaced where it is, so the answer keeps the order of Zulip's
 * fetch_initial_state_data.
 */
export function presentPeopleState(state: InitialState): Record<string, unknown> {
  const out: Record<string, unknown> = { ...state };
  if (state.custom_profile_fields) out.custom_profile_fields = state.custom_profile_fields.map(presentProfileField);
  if (state.realm_user_groups) out.realm_user_groups = state.realm_user_groups.map(presentUserGroup);
  if (state.realm_users) out.realm_users = state.realm_users.map(presentRegisterUser);
  if (state.realm_non_active_users) out.realm_non_active_users = state.realm_non_active_users.map(presentRegisterUser);
  if (state.realm_bots) out.realm_bots = state.realm_bots.map(presentRegisterBot);
  return out;
}
