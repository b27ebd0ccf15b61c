import type { InvitationSettings } from '../../domain/invites/invite.ts';
import type { SentInvitation } from '../../domain/invites/invite.ts';
import { ROLE_VALUES } from '../../domain/roles.ts';
import * as invites from '../../resolvers/invites.ts';
import { bool, int, intIn, list } from '../json-checks.ts';
import type { Params } from '../params.ts';
import type { RestContext } from '../route.ts';
import { invitationJson } from '../presenters/invites.ts';
import { userRoute, type RouteDef } from '../route.ts';
import type { Actor } from '../../domain/actor.ts';

/** Zulip's settings.INVITATION_LINK_VALIDITY_MINUTES (10 days). */
const DEFAULT_EXPIRY_MINUTES = 10 * 24 * 60;

const intOrNull = (v: unknown, path: string): number | null => (v === null ? null : int()(v, path));

/** The parameters both kinds of invitation take, in Zulip's order. */
function settingsOf(params: Params, channelIdsRequired: boolean): InvitationSettings {
  const expiry = params.json('invite_expires_in_minutes', intOrNull);
  const inviteAs = params.json('invite_as', intIn(ROLE_VALUES)) ?? 400;
  const channelIds = channelIdsRequired
    ? params.json('stream_ids', list(int()), { required: true })
    : (params.json('stream_ids', list(int())) ?? []);
  return {
    inviteExpiresInMinutes: expiry === undefined ? DEFAULT_EXPIRY_MINUTES : expiry,
    inviteAs,
    channelIds,
    includeRealmDefaultSubscriptions: params.json('include_realm_default_subscriptions', bool) ?? false,
    groupIds: params.json('group_ids', list(int())) ?? [],
    welcomeMessageCustomText: params.str('welcome_message_custom_text', { maxLength: 8000 }) ?? null,
  };
}

/** Without SMTP, Zulip's development setup shows the e-mails; here the server's log has each link. */
function logLinks(ctx: RestContext<Actor>, sent: SentInvitation[]): void {
  if (ctx.deps.mailer.configured) return;
  for (const s of sent) ctx.request.log.info({ invitee: s.email, link: s.link }, 'invitation link (no SMTP server)');
}

const idOf = (path: Record<string, string>): number => Number(path.invite_id);

/** Invitations: e-mail invitations, reusable links, and their revocation (Zulip's zerver/views/invite.py). */
export const invitesRoutes: RouteDef[] = [
  userRoute('GET', '/invites', async (ctx) => ({
    invites: (await invites.invitations(ctx)).map(invitationJson),
  })),
  userRoute('POST', '/invites', async (ctx) => {
    const { params } = ctx;
    const sent = await invites.inviteUsers(ctx, () => {
      const inviteeEmails = params.str('invitee_emails', { required: true, nul: 'domain' });
      const settings = settingsOf(params, true);
      const notifyReferrerOnJoin = params.json('notify_referrer_on_join', bool) ?? true;
      return { inviteeEmails, notifyReferrerOnJoin, ...settings };
    });
    logLinks(ctx, sent);
  }),
  userRoute('POST', '/invites/multiuse', async (ctx) => ({
    invite_link: (await invites.createMultiuseInvite(ctx, () => settingsOf(ctx.params, false))).link,
  })),
  userRoute('DELETE', '/invites/{invite_id:int}', async (ctx) => {
    await invites.revokeInvitation(ctx, idOf(ctx.path));
  }),
  userRoute('DELETE', '/invites/multiuse/{invite_id:int}', async (ctx) => {
    await invites.revokeMultiuseInvitation(ctx, idOf(ctx.path));
  }),
  userRoute('POST', '/invites/{invite_id:int}/resend', async (ctx) => {
    const { link } = await invites.resendInvitation(ctx, idOf(ctx.path));
    logLinks(ctx, [{ email: '', link }]);
  }),
];
