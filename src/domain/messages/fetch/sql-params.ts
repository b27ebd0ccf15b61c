/** Positional parameters for one raw SQL statement: user input never enters the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  p(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }

  /** A copy for another statement that reuses the same compiled conditions. */
  fork(): SqlParams {
    const s = new SqlParams();
    s.values.push(...this.values);
    return s;
  }
}

/**
 * Narrow conditions are compiled once and used against two base queries:
 * the viewer's UserMessage rows, or all messages with the viewer's rows
 * LEFT JOINed (history). These tokens stand for the flags and id columns.
 */
export const FLAGS = '__FLAGS__';
export const ID = '__ID__';

/** `spectator`: all messages, no user's rows (only web-public channels' messages can match). */
export type BaseMode = 'user' | 'history' | 'spectator';

/** The flags column per mode: messages the viewer never received read as "read, historical" (bits 1 | 1024); a spectator has read everything. */
const FLAGS_COLUMN: Record<BaseMode, string> = {
  user: 'um.flags',
  history: 'COALESCE(um.flags, 1025)',
  spectator: '1',
};

export const bindColumns = (sqlText: string, mode: BaseMode): string =>
  sqlText.replaceAll(FLAGS, FLAGS_COLUMN[mode]).replaceAll(ID, mode === 'user' ? 'um.message_id' : 'm.id');
