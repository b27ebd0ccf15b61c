import { badRequest, DomainError } from '../errors.ts';

/** Errors of the user-group area, with Zulip's exact messages (HTTP 400). */

export const invalidUserGroup = (): DomainError => badRequest('Invalid user group').as('notFound');
export const groupIsDeactivated = (): DomainError => badRequest('User group is deactivated.');
export const invalidUserId = (id: number): DomainError => badRequest(`Invalid user ID: ${id}`);
export const invalidUserGroupId = (id: number): DomainError => badRequest(`Invalid user group ID: ${id}`);
export const botRequestsRefused = (): DomainError => badRequest('This endpoint does not accept bot requests.');
export const groupNameTaken = (name: string): DomainError => badRequest(`User group '${name}' already exists.`);

/** One reason a group cannot be deactivated (Zulip's objections, FL 298); `settings` by their REST names. */
export type GroupInUseObjection =
  | { type: 'subgroup'; supergroupIds: number[] }
  | { type: 'channel'; channelId: number; settings: string[] }
  | { type: 'user_group'; groupId: number; settings: string[] }
  | { type: 'realm'; settings: string[] };

/** An objection in Zulip's names, as the error's `objections` carries it. */
function zulipObjection(o: GroupInUseObjection): Record<string, unknown> {
  switch (o.type) {
    case 'subgroup':
      return { type: o.type, supergroup_ids: o.supergroupIds };
    case 'channel':
      return { type: o.type, channel_id: o.channelId, settings: o.settings };
    case 'user_group':
      return { type: o.type, group_id: o.groupId, settings: o.settings };
    case 'realm':
      return { type: o.type, settings: o.settings };
  }
}

export class GroupInUseError extends DomainError {
  constructor(readonly objections: GroupInUseObjection[]) {
    super('CANNOT_DEACTIVATE_GROUP_IN_USE', 'Cannot deactivate user group in use.', 400, {
      objections: objections.map(zulipObjection),
    });
  }
}
