import type { EventOf } from '../../domain/events/types.ts';
import { userOfLogged, type ProfileValueChange } from '../../domain/users/event-payloads.ts';
import { presentUser } from './users.ts';

/** A custom profile field's new value as Zulip's `custom_profile_field`: `rendered_value` only when there is HTML. */
const profileFieldJson = (c: ProfileValueChange) => ({
  id: c.fieldId,
  value: c.value,
  ...(c.renderedValue === null ? {} : { rendered_value: c.renderedValue }),
});

/** Zulip's `realm_user` payloads: the user dict, or `person` with user_id and what changed; the caller puts the keys in order. */
export function realmUserEventJson(ev: EventOf<'realm_user'>): object {
  switch (ev.op) {
    case 'add':
      return { type: ev.type, op: ev.op, person: presentUser(userOfLogged(ev.user)) };
    case 'update':
      return {
        type: ev.type,
        op: ev.op,
        person: {
          user_id: ev.userId,
          ...ev.changes,
          ...(ev.profileValue === undefined ? {} : { custom_profile_field: profileFieldJson(ev.profileValue) }),
        },
      };
    case 'remove':
      return { type: ev.type, op: ev.op, person: { user_id: ev.userId, full_name: ev.fullName } };
  }
}
