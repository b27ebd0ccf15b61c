import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { atLeastOneOf, reactionDoesNotExist } from '../../errors.ts';
import { touchMessage } from '../cache/message-cache.ts';
import { accessMessage } from '../single/access.ts';
import { emojiDataByName } from '../../realm-emoji/emoji-data.ts';
import { emitReactionEvent } from './events.ts';

export interface RemoveReactionInput {
  emojiName?: string;
  emojiCode?: string;
  reactionType: string;
}

/**
 * DELETE /messages/{message_id}/reactions (Zulip's remove_reaction). The
 * (type, code) pair is not validated: the row proves it was valid once, and
 * a deactivated custom emoji must still be removable.
 */
export async function removeReaction(
  deps: Deps,
  actor: Actor,
  messageId: number,
  input: RemoveReactionInput,
): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const db = prismaReader(tx);
    const m = await accessMessage(db, actor, messageId, { modifying: true, lock: true });
    let code = input.emojiCode;
    if (code === undefined) {
      if (input.emojiName === undefined) {
        throw atLeastOneOf(['emojiName'], ['emojiCode']);
      }
      code = (await emojiDataByName(db, actor.realm.id, input.emojiName)).code;
    }
    const row = await tx.reaction.findFirst({
      where: { userId: actor.user.id, messageId: m.id, emojiCode: code, reactionType: input.reactionType },
    });
    if (!row) throw reactionDoesNotExist();
    await tx.reaction.delete({ where: { id: row.id } });
    await touchMessage(db, m.id);
    await emitReactionEvent(db, emit, deps, actor, m, row, 'remove');
  });
}
