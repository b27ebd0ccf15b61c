import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { pyStrip } from '../python-text.ts';
import { inSqlTransaction, inTransaction, type Deps } from '../context.ts';
import { badRequest, missingArgument, notFound } from '../errors.ts';
import { readField, type FieldsOrReader } from '../input-reader.ts';
import type { SavedSnippet } from '../events/payloads/snippets.ts';
import type { AddressedEvent } from '../events/types.ts';
import { dbId } from '../ids.ts';
import { longerThan } from '../text.ts';

export type { SavedSnippet } from '../events/payloads/snippets.ts';

export const MAX_SNIPPET_TITLE_LENGTH = 60;
export const MAX_SNIPPET_CONTENT_LENGTH = 10_000;

/** Pydantic's StringConstraints(strip_whitespace, min_length=1, max_length): stripped, not blank, not too long. */
function checkText(name: 'title' | 'content', value: string, max: number): string {
  const stripped = pyStrip(value);
  if (stripped === '') throw badRequest(`${name} cannot be blank`).about(name);
  if (longerThan(stripped, max)) throw badRequest(`${name} is too long (limit: ${max} characters)`).about(name);
  return stripped;
}

const checkSnippetTitle = (title: string): string => checkText('title', title, MAX_SNIPPET_TITLE_LENGTH);
const checkSnippetContent = (content: string): string => checkText('content', content, MAX_SNIPPET_CONTENT_LENGTH);

/** A snippet's fields: REST reads each when asked, so Zulip's order (content, then title) holds for its errors. */
export type SnippetFields = { title: string; content: string };

/** The fields given, read and checked in Zulip's order (content, then title); `required`: each must be given. */
function readSnippetFields(
  input: FieldsOrReader<Partial<SnippetFields>>,
  required: boolean,
): { content?: string; title?: string } {
  const read = (name: keyof SnippetFields, check: (text: string) => string): string | undefined => {
    const text = readField(input, name);
    if (text === undefined && required) throw missingArgument(name);
    return text === undefined ? undefined : check(text);
  };
  const content = read('content', checkSnippetContent);
  return { content, title: read('title', checkSnippetTitle) };
}

const snippetDoesNotExist = () => notFound('Saved snippet does not exist.');

interface Row {
  id: number;
  title: string;
  content: string;
  date_created: Date;
}

const viewOf = (r: Row): SavedSnippet => ({
  id: r.id,
  title: r.title,
  content: r.content,
  dateCreated: Math.floor(r.date_created.getTime() / 1000),
});

/** GET /saved_snippets (and register's saved_snippets): the user's own, in id order. */
export async function listSavedSnippets(sql: SqlReader, userId: number): Promise<SavedSnippet[]> {
  const rows = await sql.query<Row & Record<string, unknown>>(
    'SELECT id, title, content, date_created FROM saved_snippet WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map(viewOf);
}

const toOwner = (actor: Actor, event: AddressedEvent['event']): AddressedEvent => ({
  realmId: actor.realm.id,
  event,
  userIds: [actor.user.id],
});

/** POST /saved_snippets (content and title checked in Zulip's parameter order, content first). */
export async function createSavedSnippet(
  deps: Deps,
  actor: Actor,
  input: FieldsOrReader<SnippetFields>,
): Promise<SavedSnippet> {
  const { content, title } = readSnippetFields(input, true);
  return inSqlTransaction(deps, async (sql, emit) => {
    const snippet = await sql.query<Row & Record<string, unknown>>(
      'INSERT INTO saved_snippet (user_id, title, content, date_created) VALUES ($1, $2, $3, $4) RETURNING id, title, content, date_created',
      [actor.user.id, title, content, deps.clock.now()],
    );
    const view = viewOf(snippet[0]);
    emit(toOwner(actor, { type: 'saved_snippets', op: 'add', savedSnippet: view }));
    return view;
  });
}

/** PATCH /saved_snippets/{id} (FL 368): nothing given changes nothing, without even looking the snippet up. */
export async function updateSavedSnippet(
  deps: Deps,
  actor: Actor,
  id: number,
  input: FieldsOrReader<Partial<SnippetFields>>,
): Promise<SavedSnippet | null> {
  const { content, title } = readSnippetFields(input, false);
  if (content === undefined && title === undefined) return null;
  return inTransaction(deps, async (tx, emit) => {
    const [row] = await tx.$queryRawUnsafe<Row[]>(
      `UPDATE saved_snippet SET title = COALESCE($3, title), content = COALESCE($4, content)
        WHERE id = $1 AND user_id = $2 RETURNING id, title, content, date_created`,
      dbId(id),
      actor.user.id,
      title ?? null,
      content ?? null,
    );
    if (!row) throw snippetDoesNotExist();
    const view = viewOf(row);
    emit(toOwner(actor, { type: 'saved_snippets', op: 'update', savedSnippet: view }));
    return view;
  });
}

/** DELETE /saved_snippets/{id}: someone else's snippet does not exist for this user. */
export async function deleteSavedSnippet(deps: Deps, actor: Actor, id: number): Promise<void> {
  await inSqlTransaction(deps, async (sql, emit) => {
    const rows = await sql.query<{ id: number }>(
      'DELETE FROM saved_snippet WHERE id = $1 AND user_id = $2 RETURNING id',
      [dbId(id), actor.user.id],
    );
    if (rows.length === 0) throw snippetDoesNotExist();
    emit(toOwner(actor, { type: 'saved_snippets', op: 'remove', savedSnippetId: rows[0].id }));
  });
}
