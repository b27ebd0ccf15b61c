import { prismaReader } from '../../db/sql.ts';
import { listRealmEmoji, type RealmEmoji } from '../realm-emoji/realm-emoji.ts';
import type { StateContext } from './types.ts';

/** realm_emoji: every custom emoji of the realm, deactivated ones too (Zulip's realm.get_emoji()). */
export async function realmEmojiState(ctx: StateContext): Promise<{ realm_emoji: RealmEmoji[] }> {
  return { realm_emoji: await listRealmEmoji(prismaReader(ctx.db), ctx.actor.realm.id) };
}
