import type { Emit } from '../users/events.ts';
import type { Tx } from '../context.ts';
import { prismaReader } from '../../db/sql.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { userIdsWhoCanAccess } from '../users/user-access.ts';
import { listProfileFields } from './read-fields.ts';

/** Zulip's notify_realm_custom_profile_fields: the whole ordered list, to every active user. */
export async function emitProfileFields(tx: Tx, realmId: number, emit: Emit): Promise<void> {
  const fields = await listProfileFields(tx, realmId);
  emit({
    realmId,
    event: { type: 'custom_profile_fields', fields },
    userIds: await activeUserIds(tx, realmId),
  });
}

/**
 * Zulip's notify_user_update_custom_profile_data: `realm_user` `update` with
 * the field's new value (null when removed) and its HTML when it has some, to
 * those who can access the user (bots have no profile fields).
 */
export async function emitProfileValue(
  tx: Tx,
  user: { id: number; realmId: number },
  change: { fieldId: number; value: string | null; renderedValue: string | null },
  emit: Emit,
): Promise<void> {
  emit({
    realmId: user.realmId,
    // An empty rendering is no rendering (Zulip leaves rendered_value out then).
    event: {
      type: 'realm_user',
      op: 'update',
      userId: user.id,
      changes: {},
      profileValue: { ...change, renderedValue: change.renderedValue || null },
    },
    userIds: await userIdsWhoCanAccess(prismaReader(tx), { ...user, isBot: false }),
  });
}
