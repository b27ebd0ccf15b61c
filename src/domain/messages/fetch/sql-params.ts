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

export type BaseMode = 'user' | 'history';

/** Messages the viewer never received read as "read, historical" (bits 1 | 1024). */
export const bindColumns = (sqlText: string, mode: BaseMode): string =>
  sqlText
    .replaceAll(FLAGS, mode === 'history' ? 'COALESCE(um.flags, 1025)' : 'um.flags')
    .replaceAll(ID, mode === 'history' ? 'm.id' : 'um.message_id');
