import type { SavedSnippet } from '../../domain/snippets/saved-snippets.ts';

/** A saved snippet as Zulip writes it (GET /saved_snippets, register's saved_snippets, saved_snippets events). */
export const savedSnippetJson = (s: SavedSnippet) => ({
  id: s.id,
  title: s.title,
  content: s.content,
  date_created: s.dateCreated,
});
