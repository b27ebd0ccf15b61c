/** A saved snippet in Zulip's wire shape. */
export interface SavedSnippetDict {
  id: number;
  title: string;
  content: string;
  date_created: number;
}

/** The owner's saved snippets changed (sent to the owner only). */
export type SavedSnippetsEvent =
  | { type: 'saved_snippets'; op: 'add' | 'update'; saved_snippet: SavedSnippetDict }
  | { type: 'saved_snippets'; op: 'remove'; saved_snippet_id: number };
