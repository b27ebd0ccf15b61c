import { subscribeToDefaultChannels } from '../channels/default-channels.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { generateApiKey } from '../users/api-keys.ts';
import { fakeEmailDomain } from '../realm/realm-url.ts';
import { EmailVisibility, userSettingsOf } from '../settings/user-settings.ts';
import { syncRoleGroupsWithEvents } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import { RecipientType } from '../recipient-type.ts';
import { prismaReader } from '../../db/sql.ts';
import { inaccessibleUser, userFor } from '../users/user-model.ts';
import { loggedUser, type LoggedUser } from '../users/event-payloads.ts';
import { isGuest, Role } from '../roles.ts';
import { realmLimitsGuests } from '../users/user-access.ts';

export interface NewUser {
  realmId: number;
  email: string;
  fullName: string;
  role?: number;
  password?: string | null;
  isBot?: boolean;
  botType?: number | null;
  botOwnerId?: number | null;
  timezone?: string;
  canCreateUsers?: boolean;
  apiKey?: string;
  /** Whether a human joins the organization's default channels (false: an invitation that leaves them out). */
  defaultChannels?: boolean;
}

/**
 * Inserts a user with its personal recipient and system-group memberships
 * (Zulip's do_create_user). Validation is the caller's; this is the write.
 */
export async function insertUser(
  deps: Deps,
  tx: Tx,
  input: NewUser,
  emit?: (e: AddressedEvent) => void,
): Promise<UserRow> {
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: input.realmId } });
  const now = deps.clock.now();
  // Bots always show their real address (Zulip forces visibility "everyone" for bots).
  const settings = userSettingsOf({}, realm.userSettingsDefaults);
  if (input.isBot) settings.email_address_visibility = EmailVisibility.EVERYONE;
  const passwordHash = input.password ? await deps.passwords.hash(input.password) : null;
  let user = await tx.user.create({
    data: {
      realmId: input.realmId,
      email: input.email,
      deliveryEmail: input.email,
      fullName: input.fullName,
      role: input.role ?? Role.MEMBER,
      isBot: input.isBot ?? false,
      botType: input.isBot ? (input.botType ?? 1) : null,
      botOwnerId: input.botOwnerId ?? null,
      timezone: input.timezone ?? '',
      apiKey: input.apiKey ?? generateApiKey(),
      passwordHash,
      canCreateUsers: input.canCreateUsers ?? false,
      dateJoined: now,
      settings,
    },
  });
  const recipient = await tx.recipient.create({
    data: { realmId: input.realmId, type: RecipientType.PERSONAL, typeId: user.id },
  });
  const email =
    settings.email_address_visibility === EmailVisibility.EVERYONE
      ? input.email
      : `user${user.id}@${fakeEmailDomain(deps.server)}`;
  user = await tx.user.update({ where: { id: user.id }, data: { recipientId: recipient.id, email } });
  // Zulip's do_create_user order: realm_user/add first, then the system groups' add_members.
  if (emit) await emitUserAdded(deps, tx, user, emit);
  await syncRoleGroupsWithEvents(tx, user, now, emit ?? (() => undefined));
  if (!user.isBot && input.defaultChannels !== false)
    await subscribeToDefaultChannels(tx, emit ?? (() => undefined), user.realmId, user);
  return user;
}

/**
 * `realm_user`/`add` to every active user; the real email only to those
 * allowed to see it. In an organization limiting guests, a new human is an
 * "Unknown user" to every guest (Zulip's notify_created_user), an event that
 * clients with the user_list_incomplete capability do without; guests sharing
 * a default channel with the user hear of them in full when it is subscribed.
 */
async function emitUserAdded(deps: Deps, tx: Tx, user: UserRow, emit: (e: AddressedEvent) => void): Promise<void> {
  const all = await tx.user.findMany({
    where: { realmId: user.realmId, isActive: true },
    select: { id: true, role: true },
  });
  const hidden = !user.isBot && (await realmLimitsGuests(prismaReader(tx), user.realmId));
  const recipients = hidden ? all.filter((r) => !isGuest(r.role)) : all;
  const guests = hidden ? all.filter((r) => isGuest(r.role)).map((r) => r.id) : [];
  if (guests.length > 0) {
    emit({
      realmId: user.realmId,
      event: { type: 'realm_user', op: 'add', user: loggedUser(inaccessibleUser(deps.server, user.id)) },
      userIds: guests,
      internal: { inaccessibleUser: true },
    });
  }
  const byView = new Map<string, { person: LoggedUser; ids: number[] }>();
  for (const r of recipients) {
    const person = loggedUser(userFor(r, user, { clientGravatar: false, profileValues: [] }));
    const key = String(person.deliveryEmail);
    const entry = byView.get(key) ?? { person, ids: [] };
    entry.ids.push(r.id);
    byView.set(key, entry);
  }
  for (const { person, ids } of byView.values()) {
    emit({ realmId: user.realmId, event: { type: 'realm_user', op: 'add', user: person }, userIds: ids });
  }
}
