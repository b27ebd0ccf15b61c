import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { sendMessageIn, type SendMessageInput } from '../messages/send/send-message.ts';

/** What a message would be if sent now: Zulip's check_message's results. */
export interface CheckedMessage {
  topic: string;
  content: string;
  renderedContent: string;
}

class Checked extends Error {
  constructor(readonly message_: CheckedMessage) {
    super('checked');
  }
}

/**
 * Zulip's check_message: every check of sending, in the send's order, and the
 * rendering, without sending. Here the send itself runs in a transaction that
 * is then rolled back (its events never leave it), so a scheduled message is
 * refused exactly as POST /messages would refuse it, in the same words.
 */
export async function checkMessage(deps: Deps, actor: Actor, input: SendMessageInput): Promise<CheckedMessage> {
  try {
    await deps.db.prisma.$transaction(
      async (tx) => {
        const { id } = await sendMessageIn(deps, tx, () => undefined, actor, input);
        const [row] = await prismaReader(tx).query<{ subject: string; content: string; rendered_content: string }>(
          'SELECT subject, content, rendered_content FROM message WHERE id = $1',
          [id],
        );
        throw new Checked({ topic: row.subject, content: row.content, renderedContent: row.rendered_content });
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
  } catch (e) {
    if (e instanceof Checked) return e.message_;
    throw e;
  }
  throw new Error('a checked send was not rolled back');
}
