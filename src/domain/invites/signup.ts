import type { Realm } from '../../generated/prisma/client.ts';
import { prismaReader, type SqlReader } from '../../db/sql.ts';
import { bulkAddSubscriptions } from '../channels/bulk-add.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest, passwordAuthDisabled } from '../errors.ts';
import { GroupEvents } from '../groups/events.ts';
import { insertMembers } from '../groups/membership.ts';
import { insertUser } from '../onboarding/insert-user.ts';
import { newAddressRefusal } from '../onboarding/new-address.ts';
import { onboardNewUser } from '../onboarding/onboarding.ts';
import { silentMention } from '../markdown/message-links.ts';
import { sendNotificationDms } from '../messages/send/notification-dm.ts';
import { passwordAuthEnabled, realmAuthenticationMethods } from '../realm/authentication-methods.ts';
import type { UserRow } from '../users/format.ts';
import { checkFullNameInRealm, isStrongPassword, normalizeEmail, passwordTooWeak } from '../users/validate.ts';
import { InvitationLinkError } from './errors.ts';
import { invitesChanged, KEY_LENGTH, ROW_COLUMNS, Status, type InvitationRow } from './store.ts';

/** What a sign-up page shows before the form: the organization, and the address when the invitation names one. */
export interface InvitationPreview {
  realmName: string;
  /** The invited address; null for a reusable link (the person gives theirs). */
  email: string | null;
  invitedAs: number;
}

export interface AcceptInvitationInput {
  key: string;
  /** Required with a reusable link; ignored when the invitation names the address. */
  email: string | null;
  fullName: string;
  password: string;
}

/**
 * Zulip's get_object_from_key for an invitation of this organization: a
 * malformed key, an unknown one, and one expired, revoked or (single-use)
 * used each have their own page.
 */
async function invitationByKey(sql: SqlReader, realm: Realm, key: string, now: Date, lock: boolean) {
  if (key.length !== KEY_LENGTH || !/^[a-z0-9]+$/.test(key)) throw new InvitationLinkError('malformed');
  const [row] = await sql.query<InvitationRow & Record<string, unknown>>(
    `SELECT ${ROW_COLUMNS} FROM invitation WHERE confirmation_key = $1 AND realm_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [key, realm.id],
  );
  if (!row) throw new InvitationLinkError('notFound');
  const used = !row.isMultiuse && row.status === Status.USED;
  if (row.status === Status.REVOKED || used || (row.expiresAt !== null && row.expiresAt < now)) {
    throw new InvitationLinkError('expired');
  }
  return row;
}

/** GET-like: what the /join/<key>/ page shows (anyone with the link may ask). */
export async function previewInvitation(deps: Deps, realm: Realm, key: string): Promise<InvitationPreview> {
  const row = await invitationByKey(deps.db.sql, realm, key, deps.clock.now(), false);
  return { realmName: realm.name, email: row.email, invitedAs: row.invitedAs };
}

/** Zulip's registration form's address checks (HomepageForm and validate_email_not_already_in_realm). */
async function checkNewAddress(tx: Tx, realm: Realm, email: string): Promise<void> {
  const refusal = await newAddressRefusal(tx, realm, email);
  if (refusal === 'invalid') throw badRequest('Enter a valid email address.').about('email');
  if (refusal === 'containsPlus') {
    throw badRequest('Email addresses containing + are not allowed in this organization.').about('email');
  }
  if (refusal === 'outsideDomains') {
    throw badRequest(
      `Your email address, ${email}, is not in one of the domains that are allowed to register for accounts in this organization.`,
    ).about('email');
  }
  if (refusal === 'taken') throw badRequest(`${email} already has an account`).about('email');
  if (refusal === 'deactivated') throw badRequest('Account has been deactivated.').about('email');
}

/** The invitation's channels and groups, as they are now (archived channels and deactivated groups are left out). */
async function joinInvited(
  tx: Tx,
  emit: Parameters<typeof bulkAddSubscriptions>[1],
  row: InvitationRow,
  user: UserRow,
) {
  const streams = await tx.stream.findMany({
    where: { id: { in: row.channelIds }, realmId: row.realmId, isArchived: false },
    orderBy: { id: 'asc' },
  });
  if (streams.length > 0) await bulkAddSubscriptions(tx, emit, row.realmId, streams, [user]);
  const sql = prismaReader(tx);
  const groups = await sql.query<{ id: number }>(
    'SELECT id FROM user_group WHERE id = ANY($1::int[]) AND realm_id = $2 AND NOT deactivated ORDER BY id',
    [row.groupIds, row.realmId],
  );
  const events = await GroupEvents.of(sql, emit, row.realmId);
  for (const g of groups) {
    await insertMembers(sql, g.id, [user.id]);
    events.members('add_members', g.id, [user.id]);
  }
}

/**
 * Zulip's process_new_human_user: the Notification Bot tells the inviter,
 * if still active, that the person joined, unless the invitation said not to.
 * A reusable link's sign-ups have no referrer in Zulip, so they tell no one.
 */
async function notifyReferrer(
  deps: Deps,
  tx: Tx,
  emit: Parameters<typeof bulkAddSubscriptions>[1],
  realm: Realm,
  row: InvitationRow,
  user: UserRow,
): Promise<void> {
  if (row.isMultiuse || !row.notifyReferrerOnJoin) return;
  const referrer = await tx.user.findUnique({ where: { id: row.referredById } });
  if (referrer === null || !referrer.isActive) return;
  await sendNotificationDms(
    deps,
    tx,
    emit,
    realm,
    [referrer],
    `${silentMention(user)} accepted your invitation to join Zulip!`,
  );
}

/**
 * The sign-up an invitation leads to (Zulip's accounts_register with a
 * confirmation key): the account, with the role invited as, subscribed to the
 * invitation's channels (and the default ones if it says so), in its groups.
 * A single-use invitation is used up, and the address's other invitations revoked.
 */
export async function acceptInvitation(deps: Deps, realm: Realm, input: AcceptInvitationInput): Promise<UserRow> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx, emit) => {
    const row = await invitationByKey(prismaReader(tx), realm, input.key, now, true);
    if (realm.deactivated) throw badRequest('This organization has been deactivated');
    const email = normalizeEmail((row.email ?? input.email ?? '').trim());
    await checkNewAddress(tx, realm, email);
    const fullName = await checkFullNameInRealm(tx, realm, input.fullName, null);
    if (!isStrongPassword(input.password)) throw passwordTooWeak();
    if (!passwordAuthEnabled(realmAuthenticationMethods(deps.server, realm.settings))) throw passwordAuthDisabled();
    const user = await insertUser(
      deps,
      tx,
      {
        realmId: realm.id,
        email,
        fullName,
        role: row.invitedAs,
        password: input.password,
        defaultChannels: row.includeRealmDefaultSubscriptions,
      },
      emit,
    );
    await joinInvited(tx, emit, row, user);
    await notifyReferrer(deps, tx, emit, realm, row, user);
    if (!row.isMultiuse) await tx.invitation.update({ where: { id: row.id }, data: { status: Status.USED } });
    await tx.$queryRawUnsafe(
      `UPDATE invitation SET status = ${Status.REVOKED}
        WHERE realm_id = $1 AND NOT is_multiuse AND status = ${Status.ACTIVE} AND lower(email) = lower($2)`,
      realm.id,
      email,
    );
    emit(await invitesChanged(prismaReader(tx), realm.id, row.referredById));
    await onboardNewUser(deps, tx, emit, user, row.welcomeMessageCustomText);
    return user;
  });
}
