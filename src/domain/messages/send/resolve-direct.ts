import { createHash } from 'node:crypto';
import { dbIds } from '../../ids.ts';
import type { Tx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { isStorableText } from '../../text.ts';
import { pyStrip } from '../../python-text.ts';
import { RecipientType } from '../../recipient-type.ts';
import type { UserRow } from '../../users/format.ts';
import type { DirectAddress } from './addresses.ts';

/** The users a direct message goes to, checked as Zulip does (unknown, deactivated). */
export async function resolveDirectRecipients(tx: Tx, realmId: number, to: DirectAddress): Promise<UserRow[]> {
  if ((to.kind === 'ids' ? to.ids.length : to.emails.length) === 0) throw badRequest('Message must have recipients');
  if (to.kind === 'ids') {
    const users = await tx.user.findMany({ where: { realmId, id: { in: dbIds(to.ids) } } });
    const byId = new Map(users.map((u) => [u.id, u]));
    const out: UserRow[] = [];
    for (const id of to.ids) {
      const u = byId.get(id);
      if (!u) throw badRequest(`Invalid user ID ${id}`);
      out.push(u);
    }
    return checkActive(out);
  }
  // Zulip's get_user: only the API-visible address (the real one, or
  // `user{id}@{fake domain}` for a user who hides it) names a recipient, so an
  // address nobody may see cannot be confirmed by sending to it; stripped and
  // case-insensitive. One array parameter for all addresses (a statement per
  // address would not scale to long lists); no address holds a NUL.
  const key = (e: string): string => pyStrip(e).toLowerCase();
  const wanted = [...new Set(to.emails.map(key).filter(isStorableText))];
  const users = await tx.$queryRawUnsafe<Array<{ id: number }>>(
    `SELECT id FROM user_profile WHERE realm_id = $1 AND lower(email) = ANY($2::text[]) ORDER BY id`,
    realmId,
    wanted,
  );
  const rows = await tx.user.findMany({ where: { id: { in: users.map((r) => r.id) } }, orderBy: { id: 'asc' } });
  const byEmail = new Map<string, UserRow>();
  for (const u of rows) if (!byEmail.has(u.email.toLowerCase())) byEmail.set(u.email.toLowerCase(), u);
  const out: UserRow[] = [];
  const seen = new Set<number>();
  for (const e of to.emails) {
    const u = byEmail.get(key(e));
    if (!u) throw badRequest(`Invalid email '${e}'`);
    if (!seen.has(u.id)) out.push(u);
    seen.add(u.id);
  }
  return checkActive(out);
}

function checkActive(users: UserRow[]): UserRow[] {
  for (const u of users) if (!u.isActive) throw badRequest(`'${u.email}' is no longer using Zulip.`);
  return users;
}

/** Zulip's huddle hash: sha1 of the sorted, comma-joined participant ids. */
export const directGroupHash = (ids: number[]): string =>
  createHash('sha1')
    .update([...ids].sort((a, b) => a - b).join(','))
    .digest('hex');

/**
 * The recipient of a direct message: self → own personal recipient; one other
 * user → that user's personal recipient; three or more → the group's recipient
 * (created on first use, with subscriptions for its members).
 */
export async function directRecipientId(tx: Tx, realmId: number, sender: UserRow, others: UserRow[]): Promise<number> {
  const ids = [...new Set([sender.id, ...others.map((u) => u.id)])];
  if (ids.length <= 2) {
    const target = others.find((u) => u.id !== sender.id) ?? sender;
    if (target.recipientId === null) throw new Error(`user ${target.id} has no personal recipient`);
    return target.recipientId;
  }
  const hash = directGroupHash(ids);
  const existing = await tx.directMessageGroup.findUnique({ where: { huddleHash: hash } });
  if (existing?.recipientId) return existing.recipientId;
  const group = await tx.directMessageGroup.create({ data: { realmId, huddleHash: hash, groupSize: ids.length } });
  const recipient = await tx.recipient.create({
    data: { realmId, type: RecipientType.DIRECT_MESSAGE_GROUP, typeId: group.id },
  });
  await tx.directMessageGroup.update({ where: { id: group.id }, data: { recipientId: recipient.id } });
  await tx.subscription.createMany({ data: ids.map((userId) => ({ userId, recipientId: recipient.id })) });
  return recipient.id;
}
