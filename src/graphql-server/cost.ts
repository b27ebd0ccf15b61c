import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';

/**
 * How many objects an operation's answer may hold, counted through nested
 * lists: a list multiplies what is selected below it by its length. About
 * what one heavy REST request returns: Zulip's largest page of messages (5,000)
 * with their senders, channels and recipients counts ~65,000; the viewer's
 * subscriptions with each channel's subscribers (what POST /register sends)
 * ~10,200, a UI's bootstrap ~900, a page of 50 messages ~1,700. Fifteen
 * subscriptions-with-subscribers in one operation (security issue 33: 22 MB
 * and seconds of the server's time) count ~150,000.
 */
export const MAX_OBJECTS = 100_000;

/**
 * The length assumed for a list no argument bounds: an organization's users,
 * channels, subscriptions, a channel's subscribers, groups. Only the shape of
 * an operation is judged here; its real size is bounded while it runs (see
 * work-budget.ts).
 */
export const ASSUMED_LIST_LENGTH = 100;

/** Lists that belong to one message (or one of its submessages), one attachment or one user are short. */
export const SHORT_LISTS: Readonly<Record<string, number>> = {
  'Message.reactions': 10,
  'Message.recipients': 10,
  'Message.submessages': 10,
  'Message.editHistory': 10,
  'Message.topicLinks': 10,
  // A widget's first tasks or buttons: of a message's submessages (ten assumed) only the first is a widget,
  // so one each counts ten a message, as ten reactions do.
  'TodoWidgetData.tasks': 1,
  'ZformWidgetData.choices': 1,
  'Attachment.messages': 10,
  // An organization has a handful of custom profile fields, each a handful of choices.
  'User.profileData': 10,
  'CustomProfileField.choices': 10,
};

/** The length counted for list `field` of type `parent` when no argument gives it. */
export const assumedLength = (parent: string, field: string): number =>
  SHORT_LISTS[`${parent}.${field}`] ?? ASSUMED_LIST_LENGTH;

/**
 * What fields weigh, by what they read (an operation may weigh 10,000, see
 * limits.ts): a list of the whole organization — every channel, user, group
 * with its members, everyone's presence, a channel's topics — a fifth of an
 * operation; `bootstrap` by what it returns, as POST /register reads it: a
 * base for the state every bootstrap reads (the event cursor, the realm, the
 * viewer), and each organization-wide section as much as the list it
 * duplicates; a password check (argon2) half of an operation. Other root
 * fields weigh 1, other fields 0, `messages` one per message (limits.ts).
 */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  'Query.bootstrap': 1_000,
  'Bootstrap.users': 2_000,
  'Bootstrap.subscriptions': 2_000,
  'Bootstrap.groups': 2_000,
  'Bootstrap.unread': 2_000,
  'Bootstrap.recentDirectConversations': 500,
  'Bootstrap.userTopics': 500,
  'Query.channels': 2_000,
  'Query.userGroups': 2_000,
  'Query.presences': 2_000,
  'Query.users': 2_000,
  'Query.subscriptions': 2_000,
  'Query.topics': 2_000,
  'Query.defaultChannelGroups': 2_000,
  'Mutation.fetchApiKey': 5_000,
};

/** Messages a connection page holds when neither `first` nor `last` is given. */
export const MESSAGES_CONNECTION_DEFAULT_PAGE = 100;

type Args = Record<string, unknown>;

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : 0);

/**
 * The length that a field's arguments give the list it returns (or the list
 * inside the object it returns: a connection's `edges`, `messages`'s
 * `messages`): `first`/`last`, `numBefore + numAfter + 1`, or the number of
 * ids asked for. Null when they give none, or do not coerce (execution
 * reports that).
 */
function lengthFromArguments(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Args): number | null {
  if (field.args.length === 0) return null;
  let args: Args;
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    return null;
  }
  const ids = Object.entries(args).find(([name, v]) => (name === 'ids' || name.endsWith('Ids')) && Array.isArray(v));
  if (ids) return (ids[1] as unknown[]).length;
  if (field.args.some((a) => a.name === 'first' || a.name === 'last')) {
    return count(args.first) + count(args.last) || MESSAGES_CONNECTION_DEFAULT_PAGE;
  }
  if ('numBefore' in args || 'numAfter' in args) return count(args.numBefore) + count(args.numAfter) + 1;
  return null;
}

/** What an operation's shape costs: its weight (FIELD_WEIGHTS) and the objects its answer would hold. */
export interface ShapeMeasure {
  objects: number;
  weight: number;
}

/**
 * The objects an operation's answer would hold: every object (or list item)
 * counts one, times the length of each list above it. Scalars, and lists of
 * scalars, are free. The branches of a union or interface are all counted, as
 * if each object matched every one. In the same walk, the weights of the
 * fields it selects (root fields 1 unless the table says otherwise; `messages`
 * fields are weighed by limits.ts, from their arguments).
 */
export function measureShape(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Args,
): ShapeMeasure {
  const measure = { objects: 0, weight: 0 };
  const root = schema.getRootType(operation.operation);
  if (!root) return measure;
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const weightOf = (parent: GraphQLCompositeType, name: string): number =>
    FIELD_WEIGHTS[`${parent.name}.${name}`] ?? (parent === root && !MESSAGE_FIELDS.has(name) ? 1 : 0);

  const walk = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    times: number,
    length: number | null,
    spread: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT || s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = s.kind === Kind.FRAGMENT_SPREAD ? fragments.get(s.name.value) : s;
        if (!fragment || (s.kind === Kind.FRAGMENT_SPREAD && spread.has(s.name.value))) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        const inner = s.kind === Kind.FRAGMENT_SPREAD ? new Set([...spread, s.name.value]) : spread;
        total += walk(fragment.selectionSet, isCompositeType(condition) ? condition : parent, times, length, inner);
        continue;
      }
      if (!('getFields' in parent)) continue;
      const field = parent.getFields()[s.name.value];
      if (!field) continue;
      measure.weight += weightOf(parent, field.name);
      if (!s.selectionSet) continue;
      const type = getNamedType(field.type);
      const given = lengthFromArguments(field, s, variables);
      const isList = isListType(getNullableType(field.type));
      const n = isList ? (given ?? length ?? assumedLength(parent.name, field.name)) : 1;
      const objects = times * n;
      if (isCompositeType(type)) total += objects + walk(s.selectionSet, type, objects, isList ? null : given, spread);
    }
    return total;
  };
  measure.objects = walk(operation.selectionSet, root, 1, null, new Set());
  return measure;
}

/** The root fields weighed by the messages they ask for (limits.ts). */
export const MESSAGE_FIELDS: ReadonlySet<string> = new Set(['messages', 'messagesConnection']);
