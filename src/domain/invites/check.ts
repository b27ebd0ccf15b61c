import type { Stream } from '../../generated/prisma/client.ts';
import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { accessChannelById, ChannelViewer } from '../channels/access.ts';
import { defaultChannelIdsAmong } from '../channels/default-channels.ts';
import { channelsUserCannotAddSubscribersTo } from '../channels/subscribe.ts';
import type { Tx } from '../context.ts';
import { badRequest, isDomainError, ownerRequired, adminRequired } from '../errors.ts';
import { accessGroupForUpdate } from '../user-groups/access.ts';
import { isAdmin, isOwner, Role } from '../roles.ts';

/** Zulip's INVITATION_LINK_VALIDITY_DAYS (10) in minutes: the default lifetime of an invitation. */
export const DEFAULT_EXPIRY_MINUTES = 10 * 24 * 60;

/** Zulip's check_role_based_permissions: owners are invited by owners, moderators and up by administrators. */
export function checkInviteAs(actor: Actor, invitedAs: number, alwaysRequireAdmin = false): void {
  if (invitedAs === Role.OWNER && !isOwner(actor.user.role)) throw ownerRequired();
  const requireAdmin = alwaysRequireAdmin || invitedAs <= Role.MODERATOR;
  if (requireAdmin && !isAdmin(actor.user.role)) throw adminRequired();
}

/** When an invitation made now expires; a lifetime whose end no calendar holds is refused. */
export function expiryOf(now: Date, minutes: number | null): Date | null {
  if (minutes === null) return null;
  const at = new Date(now.getTime() + minutes * 60_000);
  if (!Number.isFinite(at.getTime()) || at.getUTCFullYear() > 9999 || at.getUTCFullYear() < 1) {
    throw badRequest('Invalid invite_expires_in_minutes').about('inviteExpiresInMinutes');
  }
  return at;
}

/**
 * Zulip's access_streams_for_invite: each channel as the inviter may access
 * it; channels other than default ones need the right to subscribe others.
 */
export async function channelsForInvite(tx: Tx, actor: Actor, ids: readonly number[]): Promise<Stream[]> {
  const viewer = new ChannelViewer(tx, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
  const streams: Stream[] = [];
  for (const id of ids) {
    try {
      streams.push((await accessChannelById(viewer, id)).stream);
    } catch (e) {
      if (!isDomainError(e)) throw e;
      throw badRequest(`Invalid channel ID ${id}. No invites were sent.`).about('channelIds');
    }
  }
  if (streams.length === 0) return streams;
  const defaults = await defaultChannelIdsAmong(
    tx,
    actor.realm.id,
    streams.map((s) => s.id),
  );
  const others = streams.filter((s) => !defaults.has(s.id));
  if ((await channelsUserCannotAddSubscribersTo(tx, actor, viewer, others)).length > 0) {
    throw badRequest('You do not have permission to subscribe other users to channels.').as('permission');
  }
  return streams;
}

/** Zulip's access_user_groups_for_invite: groups the inviter may add members to. */
export async function groupsForInvite(tx: Tx, actor: Actor, ids: readonly number[]): Promise<number[]> {
  const sql = prismaReader(tx);
  const groups: number[] = [];
  for (const id of ids) {
    const group = await accessGroupForUpdate(tx, sql, actor, id, 'can_add_members_group', { allowDeactivated: false });
    groups.push(group.id);
  }
  return groups;
}
