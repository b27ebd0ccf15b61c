import { userGroupPayload } from '../../domain/groups/events.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { UserGroupDict } from '../../domain/events/payloads/groups.ts';

/**
 * Zulip's UserGroupDict (GET /user_groups, register's realm_user_groups):
 * the object the `user_group`/`add` event carries, written once for both.
 */
export const presentUserGroup = (g: UserGroup): UserGroupDict => userGroupPayload(g);
