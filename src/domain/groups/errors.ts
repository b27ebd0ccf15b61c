import { badRequest, DomainError } from '../errors.ts';

/** Errors of the user-group area, with Zulip's exact messages (HTTP 400). */

export const invalidUserGroup = (): DomainError => badRequest('Invalid user group');
export const groupIsDeactivated = (): DomainError => badRequest('User group is deactivated.');
export const invalidUserId = (id: number): DomainError => badRequest(`Invalid user ID: ${id}`);
export const invalidUserGroupId = (id: number): DomainError => badRequest(`Invalid user group ID: ${id}`);
export const botRequestsRefused = (): DomainError => badRequest('This endpoint does not accept bot requests.');
export const groupNameTaken = (name: string): DomainError => badRequest(`User group '${name}' already exists.`);

/** One reason a group cannot be deactivated (Zulip's objections, FL 298). */
export type GroupInUseObjection =
  | { type: 'subgroup'; supergroup_ids: number[] }
  | { type: 'channel'; channel_id: number; settings: string[] }
  | { type: 'user_group'; group_id: number; settings: string[] }
  | { type: 'realm'; settings: string[] };

export class GroupInUseError extends DomainError {
  constructor(readonly objections: GroupInUseObjection[]) {
    super('CANNOT_DEACTIVATE_GROUP_IN_USE', 'Cannot deactivate user group in use.', 400, { objections });
  }
}
