import type { Emit } from '../users/events.ts';
import type { Tx } from '../context.ts';
import type { CustomProfileFieldChange } from '../events/types.ts';
import { prismaReader } from '../../db/sql.ts';
import { activeUserIds } from '../users/queries.ts';
import { userIdsWhoCanAccess } from '../users/user-access.ts';
import { listProfileFields } from './read-fields.ts';
import { profileFieldDict } from './types.ts';

/** Zulip's notify_realm_custom_profile_fields: the whole ordered list, to every active user. */
export async function emitProfileFields(tx: Tx, realmId: number, emit: Emit): Promise<void> {
  const fields = await listProfileFields(tx, realmId);
  emit({
    realmId,
    event: { type: 'custom_profile_fields', fields: fields.map(profileFieldDict) },
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
  const field: CustomProfileFieldChange = { id: change.fieldId, value: change.value };
  if (change.renderedValue) field.rendered_value = change.renderedValue;
  emit({
    realmId: user.realmId,
    event: { type: 'realm_user', op: 'update', person: { user_id: user.id, custom_profile_field: field } },
    userIds: await userIdsWhoCanAccess(prismaReader(tx), { ...user, isBot: false }),
  });
}
