import type { ServerInfo } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { dummyEmailOf, INACCESSIBLE_USER_AVATAR_URL, INACCESSIBLE_USER_NAME } from '../users/inaccessible.ts';
import type { Message } from './model.ts';

/**
 * Zulip's finalize_payload(can_access_sender=False): a sender the viewer may
 * not access (can_access_all_users_group) is an "Unknown user" with the dummy
 * address and the placeholder avatar; the id stays.
 */
export function withInaccessibleSender<M extends Message>(m: M, server: ServerInfo): M {
  return {
    ...m,
    senderFullName: INACCESSIBLE_USER_NAME,
    senderEmail: dummyEmailOf(server, m.senderId),
    avatarUrl: INACCESSIBLE_USER_AVATAR_URL,
  };
}

/**
 * An emitter for a new message's events that gives the receivers in `hidden`
 * (Zulip's user_ids_without_access_to_sender) their own copy, with the sender
 * an "Unknown user"; every other event passes as it is.
 */
export function emitHidingSender(
  emit: (e: AddressedEvent) => void,
  hidden: ReadonlySet<number>,
  server: ServerInfo,
): (e: AddressedEvent) => void {
  if (hidden.size === 0) return emit;
  return (e) => {
    const ev = e.event;
    if (ev.type !== 'message' || !e.userIds.some((id) => hidden.has(id))) return emit(e);
    const seeing = e.userIds.filter((id) => !hidden.has(id));
    if (seeing.length > 0) emit({ ...e, userIds: seeing });
    // The placeholder avatar is no gravatar a client could compute (client_gravatar).
    const internal = { ...e.internal, senderEmailPublic: false };
    emit({
      ...e,
      userIds: e.userIds.filter((id) => hidden.has(id)),
      event: { ...ev, message: withInaccessibleSender(ev.message, server) },
      internal,
    });
  };
}
