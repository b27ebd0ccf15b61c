import { isSpectator, type Reader } from '../../auth/spectator.ts';
import type { Deps } from '../../context.ts';
import { badRequest, incompatibleParameters, InputPathError } from '../../errors.ts';
import { flagsToList } from '../flags.ts';
import { withInaccessibleSender } from '../inaccessible-sender.ts';
import { messageFor } from '../message-for-reader.ts';
import { FULL_ACCESS, userAccessOf } from '../../users/user-access.ts';
import { editHistoryPolicy } from '../history/visibility.ts';
import { MAX_MESSAGES_PER_FETCH } from '../../message-limits.ts';
import { loadPage, PAGE_COLUMNS } from '../load.ts';
import { Viewer } from './channel-history.ts';
import { fetchMessages } from './fetch-messages.ts';
import { NO_PAGE_PEOPLE, type PagePeopleParts, type PagePeopleRows } from './page-people.ts';
import { readNarrow, type NarrowSource, type NarrowTerm } from './narrow-terms.ts';
import { readTypedField, type TypedFieldsOrReader } from '../../input-reader.ts';
import { searchFields } from './search.ts';
import { checkWindowCounts, LARGER_THAN_MAX_MESSAGE_ID, parseAnchor as parseAnchorValue } from './window.ts';
import { spectatorNarrow } from './spectator-narrow.ts';
import { cleanNarrow } from './with-operator.ts';
import type { MessagesPage, ReadMessage } from '../model.ts';

export interface GetMessagesInput {
  anchor?: string;
  numBefore: number;
  numAfter: number;
  includeAnchor: boolean;
  /** null: no narrow (the combined feed). */
  narrow: NarrowSource;
  /** undefined: not given (JSON null counts as not given). */
  messageIds?: number[];
  useFirstUnreadAnchor: boolean;
  applyMarkdown: boolean;
  clientGravatar: boolean;
  allowEmptyTopicName: boolean;
}

const MESSAGE_IDS_CONFLICTS = [
  'num_before',
  'num_after',
  'anchor',
  'message_ids',
  'include_anchor',
  'use_first_unread_anchor',
];

type CheckedInput = Omit<GetMessagesInput, 'narrow'> & { narrow: NarrowTerm[] | null };

/**
 * get_messages_backend's parameters in Zulip's order (the alphabetical order
 * of its Python names), each checked as it is read: the narrow's operands
 * before the parameters that follow it are read.
 */
function readGetMessagesInput(source: TypedFieldsOrReader<GetMessagesInput>): CheckedInput {
  const read = <K extends keyof GetMessagesInput>(key: K) => readTypedField(source, key);
  const allowEmptyTopicName = read('allowEmptyTopicName');
  const anchor = read('anchor');
  const applyMarkdown = read('applyMarkdown');
  const clientGravatar = read('clientGravatar');
  const messageIds = read('messageIds');
  messageIds?.forEach((id, i) => {
    if (id < 0) throw new InputPathError(['messageIds', i], (place) => `${place} is too small`);
  });
  const includeAnchor = read('includeAnchor');
  const narrow = readNarrow(read('narrow'));
  const numAfter = read('numAfter');
  const numBefore = read('numBefore');
  checkWindowCounts({ numAfter, numBefore });
  const useFirstUnreadAnchor = read('useFirstUnreadAnchor');
  return {
    allowEmptyTopicName,
    anchor,
    applyMarkdown,
    clientGravatar,
    messageIds,
    includeAnchor,
    narrow,
    numAfter,
    numBefore,
    useFirstUnreadAnchor,
  };
}

/**
 * What the caller shows of the page's messages. Topic links need the realm's
 * linkifiers, a statement per page: a caller that shows none gets `[]` for
 * each and spares it.
 */
export interface PageParts {
  topicLinks: boolean;
  /** The users and channels the page shows as whole rows, read by the page's own statement. */
  people: PagePeopleParts;
}

const REST_PARTS: PageParts = { topicLinks: true, people: NO_PAGE_PEOPLE };

/**
 * GET /messages (Zulip's get_messages_backend): checks in Zulip's order, then
 * fetch and format. A spectator reads web-public channels only, every message
 * flagged read, with avatars always spelled out (client_gravatar off).
 */
export async function getMessages(
  deps: Deps,
  reader: Reader,
  source: TypedFieldsOrReader<GetMessagesInput>,
  parts: PageParts = REST_PARTS,
): Promise<MessagesPage> {
  const input = readGetMessagesInput(source);
  const { numBefore, numAfter, messageIds } = input;
  if (messageIds !== undefined && (numBefore || numAfter || input.anchor !== undefined || input.useFirstUnreadAnchor)) {
    throw incompatibleParameters(MESSAGE_IDS_CONFLICTS);
  }
  const includeAnchor = messageIds === undefined ? input.includeAnchor : false;
  const anchor = messageIds === undefined ? parseAnchorValue(input.anchor, input.useFirstUnreadAnchor) : undefined;

  // No transaction: the window, its flags and the row versions are read by
  // one statement (one snapshot); the lookups before it only resolve the
  // narrow, and cached message cores are checked against those versions.
  const db = deps.db.sql;
  const { realm } = reader;
  const v = isSpectator(reader) ? Viewer.spectator(db, realm.id) : Viewer.of(db, reader);
  let narrow = await cleanNarrow(v, input.narrow);

  const requested = messageIds !== undefined ? messageIds.length : numBefore + numAfter;
  if (requested > MAX_MESSAGES_PER_FETCH) {
    throw badRequest(`Too many messages requested (maximum ${MAX_MESSAGES_PER_FETCH}).`);
  }
  if (numBefore > 0 && numAfter > 0 && !includeAnchor) {
    throw badRequest('The anchor can only be excluded at an end of the range');
  }
  if (v.isSpectator) narrow = await spectatorNarrow(deps.db.prisma, realm, narrow);
  const searches = narrow?.some((t) => t.operator === 'search') ?? false;

  let people: PagePeopleRows | undefined;
  const fetched = await fetchMessages(
    db,
    v,
    { narrow, anchor, numBefore, numAfter, includeAnchor, messageIds },
    // A prepared statement may be run with a generic plan; full-text search's
    // best plan depends on the terms, so search narrows are planned every time.
    {
      columns: PAGE_COLUMNS,
      read: async (db, s) => {
        const loaded = await loadPage(db, deps.messageCache, s, { prepare: !searches, people: parts.people });
        people = loaded.people ?? undefined;
        return loaded.rows;
      },
    },
  );
  const ids = fetched.rows.map((r) => r.id);
  const matches = fetched.search === null ? undefined : await searchFields(db, ids, fetched.search);
  const historyPolicy = editHistoryPolicy(realm.settings);
  // Topic links follow the realm's current linkifiers (computed at read time, as Zulip).
  const linkifiers =
    parts.topicLinks && fetched.rows.some((r) => r.view.streamId !== null)
      ? await deps.linkifiers.forRealm(db, realm.id)
      : null;
  // Spectators and all but limited guests may see every sender (no query is made for them).
  const access = isSpectator(reader) ? FULL_ACCESS : await userAccessOf(db, reader);
  const messages = fetched.rows.map(({ view, flags }) => {
    const message = messageFor(view, {
      applyMarkdown: input.applyMarkdown,
      clientGravatar: input.clientGravatar && !v.isSpectator,
      allowEmptyTopicName: input.allowEmptyTopicName,
      realmStringId: realm.stringId,
      editHistoryPolicy: historyPolicy,
      topicLinks: linkifiers?.topicLinks,
      viewerId: v.isSpectator ? undefined : v.id,
    });
    const shown = access.listed(view.senderId) ? message : withInaccessibleSender(message, deps.server);
    const out: ReadMessage = Object.assign(shown, { flags: flagsToList(flags) });
    const match = matches?.get(view.id);
    if (match) out.match = match;
    return out;
  });
  if (messageIds !== undefined)
    return { messages, foundAnchor: false, foundOldest: false, foundNewest: false, historyLimited: false, people };
  return {
    messages,
    people,
    anchor: fetched.anchor,
    foundAnchor: fetched.found_anchor,
    foundOldest: fetched.found_oldest,
    foundNewest: fetched.found_newest,
    historyLimited: fetched.history_limited,
  };
}

export { LARGER_THAN_MAX_MESSAGE_ID };
