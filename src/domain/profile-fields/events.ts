import type { Emit } from '../users/events.ts';
import type { Tx } from '../context.ts';
import { prismaReader } from '../../db/sql.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { userIdsWhoCanAccess } from '../users/user-access.ts';
import { listProfileFields } from './read-fields.ts';
import { FieldType, isFieldType, type CustomProfileField } from './types.ts';
import type { ProfileFieldDict } from './event-payloads.ts';

/**
 * A field as the `custom_profile_fields` event carries it (the event log
 * holds Zulip's shape); REST's presenter writes GET /realm/profile_fields and
 * register through it.
 */
export function profileFieldPayload(f: CustomProfileField): ProfileFieldDict {
  const out: ProfileFieldDict = {
    id: f.id,
    name: f.name,
    type: f.type,
    hint: f.hint,
    field_data: f.fieldData,
    order: f.order,
    required: f.required,
    editable_by_user: f.editableByUser,
  };
  if (f.displayInProfileSummary) out.display_in_profile_summary = true;
  return out;
}

/** A field as an event carried it. */
export const fieldFromPayload = (d: ProfileFieldDict): CustomProfileField => ({
  id: d.id,
  name: d.name,
  type: isFieldType(d.type) ? d.type : FieldType.SHORT_TEXT,
  hint: d.hint,
  fieldData: d.field_data,
  order: d.order,
  required: d.required,
  editableByUser: d.editable_by_user,
  displayInProfileSummary: d.display_in_profile_summary === true,
});

/** Zulip's notify_realm_custom_profile_fields: the whole ordered list, to every active user. */
export async function emitProfileFields(tx: Tx, realmId: number, emit: Emit): Promise<void> {
  const fields = await listProfileFields(tx, realmId);
  emit({
    realmId,
    event: { type: 'custom_profile_fields', fields: fields.map(profileFieldPayload) },
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
