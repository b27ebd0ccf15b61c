/** A saved snippet: text a user keeps to insert into messages. */
export interface SavedSnippet {
  id: number;
  title: string;
  content: string;
  /** UNIX seconds. */
  dateCreated: number;
}

/** The owner's saved snippets changed (sent to the owner only). */
export type SavedSnippetsEvent =
  | { type: 'saved_snippets'; op: 'add' | 'update'; savedSnippet: SavedSnippet }
  | { type: 'saved_snippets'; op: 'remove'; savedSnippetId: number };

declare module '../../event-types.ts' {
  interface DomainEventMap {
    savedSnippets: SavedSnippetsEvent;
  }
}
