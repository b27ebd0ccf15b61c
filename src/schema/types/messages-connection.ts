import { tooSmall } from '../../domain/bounds.ts';
import { badRequest } from '../../domain/errors.ts';
import { LARGER_THAN_MAX_MESSAGE_ID } from '../../domain/messages/fetch/window.ts';
import type { NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import { NO_PAGE_PEOPLE } from '../../domain/messages/fetch/page-people.ts';
import { MESSAGES_CONNECTION_DEFAULT_PAGE } from '../../graphql-server/limits.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import * as messages from '../../resolvers/messages.ts';
import { builder } from '../builder.ts';
import { encodeCursor, decodeCursor, readsBackwards, type Connection, type ConnectionArgs } from '../connections.ts';
import { optionalIdOf } from '../entity-ids.ts';
import { pageMessageViews, pagePartsOf } from '../page-people.ts';
import { READS_PROPERTY } from '../show-views.ts';
import { remembered } from '../../domain/remembered.ts';
import type { MessageView } from '../views.ts';
import { MessageRef } from './message.ts';
import { APPLY_MARKDOWN_HELP, pageInput } from './message-queries.ts';
import { NarrowTermInput } from './narrow-legacy.ts';
import { FILTER_HELP, NARROW_DEPRECATION, NARROW_HELP, NarrowFilter, narrowFrom } from './narrow-filter.ts';

/*
 * Messages as a Relay connection: from an end of the narrow, from a cursor,
 * or opened at an anchor (the first unread message, or any message) and
 * paged both ways from there. Cursors are opaque positions (message ids).
 */

const MESSAGE_CURSOR = 'message';

const messageCursor = remembered((id: number) => encodeCursor(MESSAGE_CURSOR, id));

/** A message cursor; the bare message ids of earlier versions are still read, so pages loaded before stay valid. */
function messageCursorId(cursor: string, name: string): string {
  return /^\d{1,16}$/.test(cursor) ? cursor : String(decodeCursor(MESSAGE_CURSOR, cursor, name));
}

export const MessageAnchorEnum = builder.enumType('MessageAnchor', {
  description: 'Where a page of messages opens (with `anchorMessageId`/`anchorMessage` instead: at that message).',
  values: {
    FIRST_UNREAD: {
      value: 'first_unread',
      description: 'The oldest unread message of the narrow (the newest end when none).',
    },
    NEWEST: { value: 'newest', description: 'The newest message of the narrow.' },
    OLDEST: { value: 'oldest', description: 'The oldest message of the narrow.' },
  },
});

type MessagesConnectionShape = Connection<MessageView> & { firstUnreadId: () => Promise<number | null> };

/** The first unread message of the narrow, or null when everything is read (a spectator has read everything). */
async function firstUnreadId(ctx: GraphQLContext, narrow: NarrowTerm[] | null): Promise<number | null> {
  const window = { anchor: 'first_unread', numBefore: 0, numAfter: 0, includeAnchor: true };
  const page = await messages.messagesPage(ctx, pageInput(narrow, window, false), {
    topicLinks: false,
    people: NO_PAGE_PEOPLE,
  });
  return unreadAnchor(page.anchor);
}

const unreadAnchor = (anchor: number | undefined): number | null =>
  anchor === undefined || anchor >= LARGER_THAN_MAX_MESSAGE_ID ? null : anchor;

function pageSize(value: number | null | undefined, name: string, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (value < 0) throw tooSmall(name).about(name);
  return value;
}

interface AnchorArgs {
  anchor?: string | null;
  anchorMessageId?: number | null;
  anchorMessage?: { id: string } | null;
}

/** The anchor asked for ('first_unread', 'newest', 'oldest' or a message id), or null to page from a cursor or an end. */
function anchorOf(a: AnchorArgs & ConnectionArgs): string | null {
  const message = optionalIdOf(a.anchorMessageId, a.anchorMessage, 'anchorMessageId');
  if (message !== null && a.anchor != null)
    throw badRequest('At most one of anchor, anchorMessageId and anchorMessage').about('anchor');
  const anchor = message === null ? (a.anchor ?? null) : String(message);
  if (anchor !== null && (a.after != null || a.before != null))
    throw badRequest('An anchor cannot be combined with after or before').about('anchor');
  return anchor;
}

/** GET /messages' window for the arguments: around an anchor, or one way from a cursor or an end. */
function windowOf(a: ConnectionArgs, anchor: string | null) {
  if (anchor !== null) {
    // Both ways from the anchor: half a default page each way unless told.
    const half = MESSAGES_CONNECTION_DEFAULT_PAGE / 2;
    const given = a.first != null || a.last != null;
    return {
      anchor,
      numBefore: pageSize(a.last, 'last', given ? 0 : half),
      numAfter: pageSize(a.first, 'first', given ? 0 : half),
      includeAnchor: true,
    };
  }
  if (readsBackwards(a))
    return {
      anchor: a.before == null ? 'newest' : messageCursorId(a.before, 'before'),
      numBefore: pageSize(a.last ?? a.first, 'last', MESSAGES_CONNECTION_DEFAULT_PAGE),
      numAfter: 0,
      includeAnchor: a.before == null,
    };
  return {
    anchor: a.after == null ? 'oldest' : messageCursorId(a.after, 'after'),
    numBefore: 0,
    numAfter: pageSize(a.first ?? a.last, 'first', MESSAGES_CONNECTION_DEFAULT_PAGE),
    includeAnchor: a.after == null,
  };
}

builder.queryFields((t) => ({
  messagesConnection: t.connection(
    {
      type: MessageRef,
      nullable: true,
      authScopes: { viewer: true },
      description:
        'The messages of a narrow as a Relay connection, oldest first: `first`/`after` page forwards, `last`/`before` backwards (without a cursor, `last` starts at the newest). With an anchor (`anchor`, `anchorMessageId` or `anchorMessage`), the page opens there: `last` messages before it, the anchor, and `first` after it (50 each way when neither is given); page on with `startCursor`/`endCursor`. The same page and cache as `messages`, and the same spectator rules.',
      args: {
        filter: t.arg({ type: [NarrowFilter], description: FILTER_HELP }),
        narrow: t.arg({ type: [NarrowTermInput], description: NARROW_HELP, deprecationReason: NARROW_DEPRECATION }),
        applyMarkdown: t.arg.boolean({ defaultValue: true, description: APPLY_MARKDOWN_HELP }),
        anchor: t.arg({ type: MessageAnchorEnum, description: 'Open at the first unread, newest or oldest message.' }),
        anchorMessageId: t.arg.int({ description: 'Open at this message (or where it would be in the narrow).' }),
        anchorMessage: t.arg.globalID({ for: MessageRef, description: 'The same by global id.' }),
      },
      resolve: async (_root, a, ctx, info): Promise<MessagesConnectionShape> => {
        const narrow = narrowFrom(a.filter, a.narrow);
        const anchor = anchorOf(a);
        const window = windowOf(a, anchor);
        const page = await messages.messagesPage(
          ctx,
          pageInput(narrow, window, a.applyMarkdown ?? true),
          pagePartsOf(info),
        );
        const views = await pageMessageViews(ctx, page.messages, info, page.people);
        const edges = views.map((m) => ({ cursor: messageCursor(m.messageId), node: m }));
        const around = anchor !== null;
        const backwards = !around && readsBackwards(a);
        return {
          edges,
          pageInfo: {
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
            hasPreviousPage: around || backwards ? !page.foundOldest : a.after != null,
            hasNextPage: around || !backwards ? !page.foundNewest : a.before != null,
          },
          firstUnreadId:
            anchor === 'first_unread'
              ? () => Promise.resolve(unreadAnchor(page.anchor))
              : () => firstUnreadId(ctx, narrow),
        };
      },
    },
    {
      fields: (tc) => ({
        firstUnreadCursor: tc.string({
          nullable: true,
          description:
            "The cursor of the narrow's first unread message, the unread boundary (in this page when an edge has it); null when everything is read.",
          resolve: async (c) => {
            const id = await (c as MessagesConnectionShape).firstUnreadId();
            return id === null ? null : messageCursor(id);
          },
        }),
      }),
    },
    // The edges hold their messages' views (pageMessageViews): a node is read as a property, not resolved per edge.
    { nodeField: { extensions: READS_PROPERTY } },
  ),
}));
