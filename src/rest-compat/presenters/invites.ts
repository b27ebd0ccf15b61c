import type { Invitation } from '../../domain/invites/store.ts';

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** An invitation as GET /invites writes it: `email` for e-mail invitations, `link_url` for reusable links. */
export const invitationJson = (i: Invitation) => ({
  id: i.id,
  invited_by_user_id: i.invitedById,
  invited: seconds(i.invitedAt),
  expiry_date: i.expiresAt === null ? null : seconds(i.expiresAt),
  invited_as: i.invitedAs,
  is_multiuse: i.isMultiuse,
  notify_referrer_on_join: i.notifyReferrerOnJoin,
  ...(i.email !== null ? { email: i.email } : {}),
  ...(i.linkUrl !== null ? { link_url: i.linkUrl } : {}),
});
