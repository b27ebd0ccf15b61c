import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { isStorableText } from '../text.ts';
import { isAdmin } from '../roles.ts';
import { markDeactivated, realmEmojiEvent, type RealmEmoji } from './realm-emoji.ts';

/**
 * DELETE /realm/emoji/{emoji_name} (Zulip's delete_emoji,
 * check_remove_custom_emoji and do_remove_realm_emoji): the realm's active
 * emoji of that name (the name as given, not normalized) is deactivated by
 * an administrator or its author. Its images stay: old messages, reactions
 * and statuses still show it.
 */
export async function deactivateRealmEmoji(deps: Deps, actor: Actor, name: string): Promise<RealmEmoji> {
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    // A name no row can have (a NUL byte) names no emoji.
    const [row] = !isStorableText(name)
      ? []
      : await sql.query<{ id: number; author_id: number | null }>(
          'SELECT id, author_id FROM realm_emoji WHERE realm_id = $1 AND name = $2 AND NOT deactivated FOR UPDATE',
          [realmId, name],
        );
    if (!row) throw notFound(`Emoji '${name}' does not exist`).about('name');
    if (!isAdmin(actor.user.role) && row.author_id !== actor.user.id) {
      throw badRequest('Must be an organization administrator or emoji author').as('permission');
    }
    const emoji = await markDeactivated(sql, row.id);
    emit(await realmEmojiEvent(sql, realmId));
    return emoji;
  });
}
