import { randomBytes } from 'node:crypto';
import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { ServerInfo } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { isAdmin } from '../roles.ts';

/** Zulip's confirmation statuses. */
export const Status = { ACTIVE: 0, USED: 1, REVOKED: 2 } as const;

/** An invitation as its readers see it (Zulip's PreregistrationInviteData / MultiuseInviteData). */
export interface Invitation {
  id: number;
  isMultiuse: boolean;
  /** The address invited; null for a reusable link. */
  email: string | null;
  invitedById: number;
  invitedAt: Date;
  /** Null: it never expires. */
  expiresAt: Date | null;
  invitedAs: number;
  notifyReferrerOnJoin: boolean;
  /** The /join/ link of a reusable invitation; null for an e-mail invitation (the link is the invitee's). */
  linkUrl: string | null;
}

/** The stored row, with what the sign-up needs. */
export interface InvitationRow {
  id: number;
  realmId: number;
  isMultiuse: boolean;
  email: string | null;
  referredById: number;
  invitedAs: number;
  channelIds: number[];
  groupIds: number[];
  includeRealmDefaultSubscriptions: boolean;
  notifyReferrerOnJoin: boolean;
  confirmationKey: string;
  invitedAt: Date;
  expiresAt: Date | null;
  status: number;
  /** What the Welcome Bot sends whoever signs up with it; null: the organization's text. */
  welcomeMessageCustomText: string | null;
}

export const ROW_COLUMNS = `id, realm_id AS "realmId", is_multiuse AS "isMultiuse", email,
  referred_by_id AS "referredById", invited_as AS "invitedAs", channel_ids AS "channelIds",
  group_ids AS "groupIds", include_realm_default_subscriptions AS "includeRealmDefaultSubscriptions",
  notify_referrer_on_join AS "notifyReferrerOnJoin", confirmation_key AS "confirmationKey",
  invited_at AS "invitedAt", expires_at AS "expiresAt", status,
  welcome_message_custom_text AS "welcomeMessageCustomText"`;

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const KEY_LENGTH = 24;

/** Zulip's generate_key: 24 characters of lower-case base32 (120 random bits). */
export function newConfirmationKey(): string {
  return [...randomBytes(KEY_LENGTH)].map((b) => KEY_ALPHABET[b % 32]).join('');
}

/** Zulip's confirmation_url for an invitation: /join/<key>/ on the organization's URL. */
export const joinLink = (server: ServerInfo, realm: { stringId: string }, key: string): string =>
  `${realmUrl(server, realm.stringId)}/join/${key}/`;

export const asInvitation = (row: InvitationRow, link: string | null): Invitation => ({
  id: row.id,
  isMultiuse: row.isMultiuse,
  email: row.email,
  invitedById: row.referredById,
  invitedAt: row.invitedAt,
  expiresAt: row.expiresAt,
  invitedAs: row.invitedAs,
  notifyReferrerOnJoin: row.notifyReferrerOnJoin,
  linkUrl: row.isMultiuse ? link : null,
});

/**
 * Zulip's do_get_invites_controlled_by_user: unexpired, unused and unrevoked
 * invitations; administrators see the organization's, others their own.
 * E-mail invitations first, then reusable links, each in the order made.
 */
export async function listInvitations(
  sql: SqlReader,
  server: ServerInfo,
  actor: Actor,
  now: Date,
): Promise<Invitation[]> {
  const rows = await sql.query<InvitationRow & Record<string, unknown>>(
    `SELECT ${ROW_COLUMNS} FROM invitation
      WHERE realm_id = $1 AND status = 0 AND (expires_at IS NULL OR expires_at >= $2)
        AND ($3 OR referred_by_id = $4)
      ORDER BY is_multiuse, id`,
    [actor.realm.id, now, isAdmin(actor.user.role), actor.user.id],
  );
  return rows.map((r) => asInvitation(r, joinLink(server, actor.realm, r.confirmationKey)));
}

/** Zulip's notify_invites_changed: the organization's administrators (bots too) and the inviter. */
export async function invitesChanged(sql: SqlReader, realmId: number, referrerId: number): Promise<AddressedEvent> {
  const admins = await sql.query<{ id: number }>(
    'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active AND role <= 200 ORDER BY id',
    [realmId],
  );
  const userIds = admins.map((a) => a.id);
  if (!userIds.includes(referrerId)) userIds.push(referrerId);
  return { realmId, userIds, event: { type: 'invites_changed' } };
}
