import type { SqlReader } from '../../../db/sql.ts';
import type { EditHistoryEntry, Reaction, Submessage } from '../model.ts';

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
  /** As stored, typed (raw topics, all entries): readers see it through shownHistory. */
  editHistory: EditHistoryEntry[] | null;
  hasAttachment: boolean;
  hasImage: boolean;
  hasLink: boolean;
  reactions: Reaction[];
  submessages: Submessage[];
}

/**
 * Message cores by id, as Zulip keeps message dicts in its cache, so a page
 * of messages read before costs one narrow statement instead of a hundred
 * rows of content. An entry is valid for one version of its row: PostgreSQL's
 * `xmin`, which every UPDATE of the row changes and which the page statement
 * reads for free. So no invalidation message is needed, not even between
 * servers sharing one database; writers that change a message without
 * updating its row (reactions, submessages) call `touchMessage`. Bounded: roughly the
 * least recently used go first.
 */
export class MessageCache {
  // Two generations instead of one Map in recency order: evicting a Map's
  // oldest key walks past every key deleted before it, which measured
  // ~375 µs per 100-message page once the cache was full. Here an entry read
  // from the old generation moves to the new one, and when the new one is
  // full the old one is dropped whole.
  private current = new Map<number, Entry>();
  private previous = new Map<number, Entry>();
  private readonly generation: number;

  constructor(readonly capacity: number) {
    this.generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(id: number, version: string): MessageCore | undefined {
    let e = this.current.get(id);
    if (e === undefined) {
      e = this.previous.get(id);
      if (e === undefined) return undefined;
      this.previous.delete(id);
      this.add(id, e);
    }
    return e.version === version ? e.core : undefined;
  }

  set(version: string, core: MessageCore): void {
    if (this.capacity <= 0) return;
    this.previous.delete(core.id);
    this.add(core.id, { version, core });
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }

  private add(id: number, e: Entry): void {
    this.current.set(id, e);
    if (this.current.size >= this.generation) {
      this.previous = this.current;
      this.current = new Map();
    }
  }
}

interface Entry {
  version: string;
  core: MessageCore;
}

/**
 * A new version of the message row without changing it, for changes stored
 * in other tables that cached cores include (its reactions and submessages). Run it in the
 * writing transaction, so the new version appears with the change.
 */
export async function touchMessage(db: SqlReader, messageId: number): Promise<void> {
  await db.query(`UPDATE message SET id = id WHERE id = $1 RETURNING id`, [messageId]);
}

declare module '../../context.ts' {
  interface Deps {
    messageCache: MessageCache;
  }
}
