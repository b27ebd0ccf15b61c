import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { badRequest, insufficientPermission } from '../errors.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { hasRealmPermission } from '../realm/realm-permissions.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { emailRefusal, inviteRefusalText } from '../realm-domains/email-allowed.ts';
import { isAdmin } from '../roles.ts';
import { checkMemberOrAdmin } from '../user-groups/access.ts';
import { isValidEmail } from '../users/validate.ts';
import { channelsForInvite, checkInviteAs, expiryOf, groupsForInvite } from './check.ts';
import { InvitationError, type InviteeError } from './errors.ts';
import { invitationMail, type OutgoingMail } from './mail.ts';
import { invitesChanged, joinLink, newConfirmationKey } from './store.ts';

/** What both kinds of invitation take (Zulip's parameters, typed). */
export interface InvitationSettings {
  /** Null: never expires. */
  inviteExpiresInMinutes: number | null;
  inviteAs: number;
  channelIds: readonly number[];
  groupIds: readonly number[];
  includeRealmDefaultSubscriptions: boolean;
  welcomeMessageCustomText: string | null;
}

export interface InviteUsersInput extends InvitationSettings {
  /** Addresses separated by commas or newlines, each maybe as `Name <address>`. */
  inviteeEmails: string;
  notifyReferrerOnJoin: boolean;
}

/** Each invitation made: its address and link (shown to the inviter when no mail is sent). */
export interface SentInvitation {
  email: string;
  link: string;
}

/** Zulip's get_invitee_emails_set, keeping the order given. */
export function inviteeEmails(raw: string): string[] {
  const out = new Set<string>();
  for (const part of raw.split(/[,\n]/)) {
    const named = /<(.*)>/.exec(part);
    out.add((named ? named[1] : part).trim());
  }
  return [...out];
}

/** Zulip's INVITES_MIN_USER_AGE_DAYS: in an organization anyone may join, new accounts do not invite. */
const MIN_INVITER_AGE_MS = 3 * 24 * 3600_000;

/** do_invite_users' checks of each address: invalid or refused ones, then those already in the organization. */
async function inviteeErrors(
  sql: SqlReader,
  actor: Actor,
  emails: string[],
): Promise<{ errors: InviteeError[]; skipped: InviteeError[] }> {
  const errors: InviteeError[] = [];
  const good: string[] = [];
  for (const email of emails) {
    const refusal = isValidEmail(email) ? await emailRefusal(sql, actor.realm, email) : null;
    if (!isValidEmail(email)) errors.push([email, 'Invalid address.', false]);
    else if (refusal) errors.push([email, inviteRefusalText(refusal), false]);
    else good.push(email);
  }
  const existing = await sql.query<{ email: string; isActive: boolean }>(
    `SELECT lower(delivery_email) AS email, is_active AS "isActive" FROM user_profile
      WHERE realm_id = $1 AND lower(delivery_email) = ANY($2::text[])`,
    [actor.realm.id, good.map((e) => e.toLowerCase())],
  );
  const byEmail = new Map(existing.map((u) => [u.email, u.isActive]));
  const skipped: InviteeError[] = [];
  for (const email of good) {
    const active = byEmail.get(email.toLowerCase());
    if (active === undefined) continue;
    skipped.push(active ? [email, 'Already has an account.', false] : [email, 'Account has been deactivated.', true]);
  }
  return { errors, skipped };
}

/** Mail leaves after the commit (Zulip queues it on commit); without SMTP the links are the inviter's to pass on. */
async function deliver(deps: Deps, mails: OutgoingMail[]): Promise<void> {
  if (!deps.mailer.configured) return;
  for (const mail of mails) await deps.mailer.send(mail);
}

/**
 * POST /invites (Zulip's invite_users_backend and do_invite_users): checked
 * in Zulip's order; nothing is written unless every address is acceptable,
 * and addresses already in the organization are skipped (a refusal that says
 * the others were invited).
 */
export async function inviteUsers(
  deps: Deps,
  actor: Actor,
  read: InputOrReader<InviteUsersInput>,
): Promise<SentInvitation[]> {
  checkMemberOrAdmin(actor);
  const input = readInput(read);
  const now = deps.clock.now();
  const { sent, skipped, mails } = await inTransaction(deps, async (tx, emit) => {
    if (!(await hasRealmPermission(tx, actor.realm, actor.user, 'can_invite_users_group'))) {
      throw insufficientPermission();
    }
    checkInviteAs(actor, input.inviteAs);
    if (input.inviteeEmails === '') throw badRequest('You must specify at least one email address.');
    const emails = inviteeEmails(input.inviteeEmails);
    const channels = await channelsForInvite(tx, actor, input.channelIds);
    const groups = await groupsForInvite(tx, actor, input.groupIds);
    const expiresAt = expiryOf(now, input.inviteExpiresInMinutes);
    // The realm row, held so that two invitations at once are checked in turn (Zulip locks it too).
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', actor.realm.id);
    const settings = realmSettingsOf(actor.realm.settings);
    if (
      settings.invite_required === false &&
      !isAdmin(actor.user.role) &&
      now.getTime() - actor.user.dateJoined.getTime() < MIN_INVITER_AGE_MS
    ) {
      throw new InvitationError(
        'Your account is too new to send invites for this organization. Ask an organization admin, or a more experienced user.',
        [],
        false,
      );
    }
    const sql = prismaReader(tx);
    const { errors, skipped } = await inviteeErrors(sql, actor, emails);
    if (errors.length > 0) {
      throw new InvitationError(
        "Some emails did not validate, so we didn't send any invitations.",
        [...errors, ...skipped],
        false,
      );
    }
    if (skipped.length > 0 && skipped.length === emails.length) {
      throw new InvitationError("We weren't able to invite anyone.", skipped, false);
    }
    const skippedEmails = new Set(skipped.map(([e]) => e));
    const sent: SentInvitation[] = [];
    const mails: OutgoingMail[] = [];
    for (const email of emails.filter((e) => !skippedEmails.has(e))) {
      const key = newConfirmationKey();
      await tx.invitation.create({
        data: {
          realmId: actor.realm.id,
          referredById: actor.user.id,
          isMultiuse: false,
          email,
          invitedAs: input.inviteAs,
          channelIds: channels.map((c) => c.id),
          groupIds: groups,
          includeRealmDefaultSubscriptions: input.includeRealmDefaultSubscriptions,
          notifyReferrerOnJoin: input.notifyReferrerOnJoin,
          welcomeMessageCustomText: isAdmin(actor.user.role) ? input.welcomeMessageCustomText : null,
          confirmationKey: key,
          invitedAt: now,
          expiresAt,
        },
      });
      const link = joinLink(deps.server, actor.realm, key);
      sent.push({ email, link });
      mails.push(
        invitationMail(email, { fullName: actor.user.fullName, email: actor.user.email }, actor.realm.name, link),
      );
    }
    emit(await invitesChanged(sql, actor.realm.id, actor.user.id));
    return { sent, skipped, mails };
  });
  await deliver(deps, mails);
  if (skipped.length > 0) {
    throw new InvitationError(
      "Some of those addresses are already using Zulip, so we didn't send them an invitation. We did send invitations to everyone else!",
      skipped,
      true,
    );
  }
  return sent;
}

/** A reusable invitation just made: its id, and the /join/ link to pass on. */
export interface MultiuseInvite {
  id: number;
  link: string;
}

/** POST /invites/multiuse (Zulip's generate_multiuse_invite_backend): the new reusable link. */
export async function createMultiuseInvite(
  deps: Deps,
  actor: Actor,
  read: InputOrReader<InvitationSettings>,
): Promise<MultiuseInvite> {
  checkMemberOrAdmin(actor);
  const input = readInput(read);
  const now = deps.clock.now();
  return inTransaction(deps, async (tx, emit) => {
    if (!(await hasRealmPermission(tx, actor.realm, actor.user, 'create_multiuse_invite_group'))) {
      throw insufficientPermission();
    }
    checkInviteAs(actor, input.inviteAs);
    const channels = await channelsForInvite(tx, actor, input.channelIds);
    const groups = await groupsForInvite(tx, actor, input.groupIds);
    const key = newConfirmationKey();
    const { id } = await tx.invitation.create({
      select: { id: true },
      data: {
        realmId: actor.realm.id,
        referredById: actor.user.id,
        isMultiuse: true,
        invitedAs: input.inviteAs,
        channelIds: channels.map((c) => c.id),
        groupIds: groups,
        includeRealmDefaultSubscriptions: input.includeRealmDefaultSubscriptions,
        welcomeMessageCustomText: isAdmin(actor.user.role) ? input.welcomeMessageCustomText : null,
        confirmationKey: key,
        invitedAt: now,
        expiresAt: expiryOf(now, input.inviteExpiresInMinutes),
      },
    });
    emit(await invitesChanged(prismaReader(tx), actor.realm.id, actor.user.id));
    return { id, link: joinLink(deps.server, actor.realm, key) };
  });
}
