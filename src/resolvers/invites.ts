import type { Realm } from '../generated/prisma/client.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import {
  createMultiuseInvite as createMultiuse,
  inviteUsers as invite,
  type InvitationSettings,
  type MultiuseInvite,
  type InviteUsersInput,
  type SentInvitation,
} from '../domain/invites/invite.ts';
import {
  resendInvitation as resend,
  revokeInvitation as revoke,
  revokeMultiuseInvitation as revokeMultiuse,
} from '../domain/invites/manage.ts';
import {
  acceptInvitation as accept,
  previewInvitation,
  type AcceptInvitationInput,
  type InvitationPreview,
} from '../domain/invites/signup.ts';
import { listInvitations, type Invitation } from '../domain/invites/store.ts';
import type { UserRow } from '../domain/users/format.ts';
import type { Deps } from '../domain/context.ts';
import type { OperationContext } from './operation-context.ts';

/** Invitations (Zulip's /invites) and the sign-up they lead to. */

export const invitations = (ctx: OperationContext): Promise<Invitation[]> =>
  listInvitations(ctx.deps.db.sql, ctx.deps.server, ctx.actor, ctx.deps.clock.now());

export const inviteUsers = (ctx: OperationContext, input: InputOrReader<InviteUsersInput>): Promise<SentInvitation[]> =>
  invite(ctx.deps, ctx.actor, input);

export const createMultiuseInvite = (
  ctx: OperationContext,
  input: InputOrReader<InvitationSettings>,
): Promise<MultiuseInvite> => createMultiuse(ctx.deps, ctx.actor, input);

export const revokeInvitation = (ctx: OperationContext, id: number): Promise<void> => revoke(ctx.deps, ctx.actor, id);

export const revokeMultiuseInvitation = (ctx: OperationContext, id: number): Promise<void> =>
  revokeMultiuse(ctx.deps, ctx.actor, id);

export const resendInvitation = (
  ctx: OperationContext,
  id: number,
): Promise<{ link: string; invitation: Invitation }> => resend(ctx.deps, ctx.actor, id);

/** The sign-up side: no one is logged in; the organization is the one the request came to. */
export interface SignUpContext {
  deps: Deps;
  realm: Realm;
}

export const invitationPreview = (ctx: SignUpContext, key: string): Promise<InvitationPreview> =>
  previewInvitation(ctx.deps, ctx.realm, key);

export const acceptInvitation = (ctx: SignUpContext, input: AcceptInvitationInput): Promise<UserRow> =>
  accept(ctx.deps, ctx.realm, input);
