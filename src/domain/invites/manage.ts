import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { isDbId } from '../ids.ts';
import { checkMemberOrAdmin } from '../user-groups/access.ts';
import { checkInviteAs } from './check.ts';
import { noSuchInvitation } from './errors.ts';
import { invitationMail } from './mail.ts';
import {
  asInvitation,
  invitesChanged,
  joinLink,
  ROW_COLUMNS,
  Status,
  type Invitation,
  type InvitationRow,
} from './store.ts';

/** The invitation of this kind in the actor's organization, held for the change ("No such invitation" otherwise). */
async function invitationFor(tx: Tx, actor: Actor, id: number, multiuse: boolean): Promise<InvitationRow> {
  if (!isDbId(id)) throw noSuchInvitation();
  const rows = await tx.$queryRawUnsafe<InvitationRow[]>(
    `SELECT ${ROW_COLUMNS} FROM invitation WHERE id = $1 AND realm_id = $2 AND is_multiuse = $3 FOR UPDATE`,
    id,
    actor.realm.id,
    multiuse,
  );
  if (rows.length === 0) throw noSuchInvitation();
  return rows[0];
}

/** Another's invitation is an administrator's to change (an owner's, for one inviting an owner). */
function checkControls(actor: Actor, row: InvitationRow): void {
  if (row.referredById !== actor.user.id) checkInviteAs(actor, row.invitedAs, true);
}

/** DELETE /invites/{id} (Zulip's do_revoke_user_invite deletes the invitation). */
export async function revokeInvitation(deps: Deps, actor: Actor, id: number): Promise<void> {
  checkMemberOrAdmin(actor);
  await inTransaction(deps, async (tx, emit) => {
    const row = await invitationFor(tx, actor, id, false);
    checkControls(actor, row);
    await tx.invitation.delete({ where: { id: row.id } });
    emit(await invitesChanged(prismaReader(tx), actor.realm.id, row.referredById));
  });
}

/** DELETE /invites/multiuse/{id}: the link stops working; revoking it twice is refused. */
export async function revokeMultiuseInvitation(deps: Deps, actor: Actor, id: number): Promise<void> {
  checkMemberOrAdmin(actor);
  await inTransaction(deps, async (tx, emit) => {
    const row = await invitationFor(tx, actor, id, true);
    checkControls(actor, row);
    if (row.status === Status.REVOKED) throw badRequest('Invitation has already been revoked');
    await tx.invitation.update({ where: { id: row.id }, data: { status: Status.REVOKED } });
    emit(await invitesChanged(prismaReader(tx), actor.realm.id, row.referredById));
  });
}

/** POST /invites/{id}/resend: the same link mailed again (shown again when no mail is sent), and the invitation. */
export async function resendInvitation(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<{ link: string; invitation: Invitation }> {
  checkMemberOrAdmin(actor);
  const { link, email, referrer, invitation } = await inTransaction(deps, async (tx, emit) => {
    const row = await invitationFor(tx, actor, id, false);
    checkControls(actor, row);
    const referrer = await tx.user.findUniqueOrThrow({ where: { id: row.referredById } });
    emit(await invitesChanged(prismaReader(tx), actor.realm.id, row.referredById));
    const link = joinLink(deps.server, actor.realm, row.confirmationKey);
    return { link, email: row.email ?? '', referrer, invitation: asInvitation(row, null) };
  });
  if (deps.mailer.configured) {
    await deps.mailer.send(
      invitationMail(email, { fullName: referrer.fullName, email: referrer.email }, actor.realm.name, link),
    );
  }
  return { link, invitation };
}
