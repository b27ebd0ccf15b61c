import type { SqlReader } from '../../../db/sql.ts';

/**
 * What a message shows that only changes together with its `message` row:
 * everything but the sender's and the conversation's current names, which
 * are read fresh for every page.
 */
export interface MessageCore {
  id: number;
  subject: string;
  content: string;
  renderedContent: string | null;
  dateSent: Date;
  sendingClient: string;
  isMeMessage: boolean;
  lastEditTime: Date | null;
  lastMovedTime: Date | null;
  editHistory: unknown;
  hasAttachment: boolean;
  hasImage: boolean;
  hasLink: boolean;
  reactions: Array<{ emoji_name: string; emoji_code: string; reaction_type: string; user_id: number }>;
}

/**
 * Message cores by id, as Zulip keeps message dicts in its cache, so a page
 * of messages read before costs one narrow statement instead of a hundred
 * rows of content. An entry is valid for one version of its row: PostgreSQL's
 * `xmin`, which every UPDATE of the row changes and which the page statement
 * reads for free. So no invalidation message is needed, not even between
 * servers sharing one database; writers that change a message without
 * updating its row (reactions) call `touchMessage`. Bounded, least recently
 * used first out.
 */
export class MessageCache {
  private readonly entries = new Map<number, { version: string; core: MessageCore }>();

  constructor(readonly capacity: number) {}

  get(id: number, version: string): MessageCore | undefined {
    const e = this.entries.get(id);
    if (e === undefined || e.version !== version) return undefined;
    this.entries.delete(id);
    this.entries.set(id, e);
    return e.core;
  }

  set(version: string, core: MessageCore): void {
    if (this.capacity <= 0) return;
    this.entries.delete(core.id);
    this.entries.set(core.id, { version, core });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A new version of the message row without changing it, for changes stored
 * in other tables that cached cores include (its reactions). Run it in the
 * writing transaction, so the new version appears with the change.
 */
export async function touchMessage(db: SqlReader, messageId: number): Promise<void> {
  await db.query(`UPDATE message SET id = id WHERE id = $1 RETURNING id`, [messageId]);
}
