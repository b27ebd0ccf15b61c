import type { Invitation } from '../../domain/invites/store.ts';
import * as invites from '../../resolvers/invites.ts';
import { builder } from '../builder.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { InvitationRef } from './invites.ts';

/** Revoking and resending an invitation: each mutation its own input and payload. */

/** An input naming one invitation, by Zulip's id or by its global id. */
const invitationIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      invitationId: t.int({ description: "The invitation, by Zulip's id (or give `id`)." }),
      id: t.globalID({ for: InvitationRef, description: GLOBAL_ID_HELP }),
    }),
  });

const RevokeInvitationInput = invitationIdInput('RevokeInvitationInput', 'The e-mail invitation to revoke.');
const RevokeInvitationLinkInput = invitationIdInput('RevokeInvitationLinkInput', 'The reusable link to revoke.');
const ResendInvitationInput = invitationIdInput('ResendInvitationInput', 'The e-mail invitation to send again.');

/** A revoked invitation is no longer listed: its payload names it, to evict it from a client cache. */
const revokedPayload = (name: string, description: string) =>
  builder.objectRef<{ invitationId: number }>(name).implement({
    description,
    fields: (t) => ({
      invitationId: t.exposeInt('invitationId', { description: "The revoked invitation (Zulip's id)." }),
      revokedId: t.globalID({
        description: "The revoked invitation's global id, to evict it from a client cache.",
        resolve: (r) => ({ type: 'Invitation', id: String(r.invitationId) }),
      }),
    }),
  });

const RevokeInvitationPayload = revokedPayload('RevokeInvitationPayload', 'The e-mail invitation was revoked.');
const RevokeInvitationLinkPayload = revokedPayload('RevokeInvitationLinkPayload', 'The link stopped working.');

const ResendInvitationPayload = builder.objectRef<{ invitation: Invitation }>('ResendInvitationPayload').implement({
  description: 'The invitation was mailed again.',
  fields: (t) => ({
    invitation: t.field({
      type: InvitationRef,
      description: 'The invitation, as the list shows it now.',
      resolve: (p) => p.invitation,
    }),
  }),
});

builder.mutationFields((t) => ({
  revokeInvitation: t.withAuth({ loggedIn: true }).field({
    type: RevokeInvitationPayload,
    errors: mutationErrors('revokeInvitation'),
    description: 'Revoke an e-mail invitation (DELETE /invites/{id}).',
    args: { input: t.arg({ type: RevokeInvitationInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const invitationId = idOf(input.invitationId, input.id, 'invitationId');
      await invites.revokeInvitation(ctx, invitationId);
      return { invitationId };
    },
  }),
  revokeInvitationLink: t.withAuth({ loggedIn: true }).field({
    type: RevokeInvitationLinkPayload,
    errors: mutationErrors('revokeInvitationLink'),
    description: 'Revoke a reusable link (DELETE /invites/multiuse/{id}).',
    args: { input: t.arg({ type: RevokeInvitationLinkInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const invitationId = idOf(input.invitationId, input.id, 'invitationId');
      await invites.revokeMultiuseInvitation(ctx, invitationId);
      return { invitationId };
    },
  }),
  resendInvitation: t.withAuth({ loggedIn: true }).field({
    type: ResendInvitationPayload,
    errors: mutationErrors('resendInvitation'),
    description: 'Send an e-mail invitation again (POST /invites/{id}/resend).',
    args: { input: t.arg({ type: ResendInvitationInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const invitationId = idOf(input.invitationId, input.id, 'invitationId');
      return { invitation: (await invites.resendInvitation(ctx, invitationId)).invitation };
    },
  }),
}));
