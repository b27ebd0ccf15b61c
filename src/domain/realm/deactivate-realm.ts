import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { badRequest, ownerRequired } from '../errors.ts';
import { activeUserIds } from './active-users.ts';
import { isOwner } from '../roles.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';

/**
 * Zulip's MIN_DEACTIVATED_REALM_DELETION_DAYS (its default): a compromised
 * owner account cannot have an organization's data deleted sooner.
 * MAX_DEACTIVATED_REALM_DELETION_DAYS is unset by default, so no delay (never
 * delete) is allowed too.
 */
export const MIN_DEACTIVATED_REALM_DELETION_DAYS = 14;
/** Past this a date no longer fits a timestamp column (Zulip's timedelta overflows, a 500). */
const MAX_STORABLE_DELETION_DAYS = 1_000_000;

const DAY_MS = 86_400_000;

/** Zulip's require_realm_owner, which POST /realm/deactivate runs before reading its parameters. */
function checkMayDeactivateRealm(actor: Actor): void {
  if (!isOwner(actor.user.role)) throw ownerRequired();
}

/** deletion_delay_days: null means the data is never deleted. */
export function checkDeletionDelayDays(days: number | null): number | null {
  if (days === null) return null;
  if (days < MIN_DEACTIVATED_REALM_DELETION_DAYS) {
    throw badRequest(
      `Data deletion time must be at least ${MIN_DEACTIVATED_REALM_DELETION_DAYS} days in the future.`,
    ).about('deletionDelayDays');
  }
  if (days > MAX_STORABLE_DELETION_DAYS)
    throw badRequest('deletion_delay_days is too large').about('deletionDelayDays');
  return days;
}

export interface RealmDeactivation {
  realmId: number;
  /** When its data is to be deleted; null: never. */
  scheduledDeletionDate: Date | null;
}

/**
 * POST /realm/deactivate (Zulip's deactivate_realm and do_deactivate_realm).
 * The users stay active, so reactivating the organization would give every
 * account back as it was; every request made as one of them is refused from
 * now on ("This organization has been deactivated"). The `realm`/`deactivated` event
 * reaches the clients waiting for events, so they learn it at once; they
 * cannot resume afterwards. Zulip also deletes the users' sessions: this
 * server keeps none (every request carries its credentials).
 */
export async function deactivateRealm(
  deps: Deps,
  actor: Actor,
  input: InputOrReader<{ deletionDelayDays: number | null }>,
): Promise<RealmDeactivation> {
  checkMayDeactivateRealm(actor);
  const days = checkDeletionDelayDays(readInput(input).deletionDelayDays);
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    const [realm] = await tx.$queryRawUnsafe<Array<{ deactivated: boolean; scheduled_deletion_date: Date | null }>>(
      'SELECT deactivated, scheduled_deletion_date FROM realm WHERE id = $1 FOR UPDATE',
      realmId,
    );
    // A concurrent request got there first: Zulip's do_deactivate_realm returns without a second event.
    if (realm.deactivated) return { realmId, scheduledDeletionDate: realm.scheduled_deletion_date };
    const scheduledDeletionDate = days === null ? null : new Date(deps.clock.now().getTime() + days * DAY_MS);
    await tx.realm.update({ where: { id: realmId }, data: { deactivated: true, scheduledDeletionDate } });
    emit({
      realmId,
      event: { type: 'realm', op: 'deactivated', realmId },
      userIds: await activeUserIds(tx, realmId),
    });
    return { realmId, scheduledDeletionDate };
  });
}
