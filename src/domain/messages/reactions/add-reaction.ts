import { prismaReader } from '../../../db/sql.ts';
import { touchMessage } from '../cache/message-cache.ts';
import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { reactionAlreadyExists } from '../../errors.ts';
import { accessMessage } from '../single/access.ts';
import { DEFAULT_HISTORICAL_FLAGS } from '../flags-update/update-flags.ts';
import { checkEmojiRequest, emojiOfRequest } from '../../realm-emoji/emoji-data.ts';
import { emitReactionEvent } from './events.ts';
import { applyParticipationVisibility } from '../participation.ts';

export interface ReactionInput {
  emojiName: string;
  emojiCode?: string;
  reactionType?: string;
}

/** POST /messages/{message_id}/reactions (Zulip's check_add_reaction, in its order). */
export async function addReaction(deps: Deps, actor: Actor, messageId: number, input: ReactionInput): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const db = prismaReader(tx);
    const m = await accessMessage(db, actor, messageId, { modifying: true, lock: true });
    let { emojiName } = input;
    const { code, type } = await emojiOfRequest(db, actor.realm.id, emojiName, input.emojiCode, input.reactionType);
    const same = await tx.reaction.findMany({
      where: { messageId: m.id, emojiCode: code, reactionType: type },
      orderBy: { id: 'asc' },
      select: { userId: true, emojiName: true },
    });
    if (same.some((r) => r.userId === actor.user.id)) throw reactionAlreadyExists();
    if (same.length > 0) {
      // A vote for an existing reaction keeps that reaction's name, unchecked
      // (it may be a custom emoji deactivated since), so one image has one name.
      emojiName = same[0].emojiName;
    } else {
      await checkEmojiRequest(db, actor.realm.id, emojiName, code, type);
    }
    if (m.userFlags === null) {
      // A concurrent flag change may have created the row meanwhile; that row wins.
      await tx.$executeRawUnsafe(
        `INSERT INTO user_message (user_id, message_id, flags) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        actor.user.id,
        m.id,
        BigInt(DEFAULT_HISTORICAL_FLAGS),
      );
    }
    await tx.reaction.create({
      data: { messageId: m.id, userId: actor.user.id, emojiName, emojiCode: code, reactionType: type },
    });
    await touchMessage(db, m.id);
    await applyParticipationVisibility(tx, emit, deps, actor, m);
    await emitReactionEvent(db, emit, deps, actor, m, { emojiName, emojiCode: code, reactionType: type }, 'add');
  });
}
