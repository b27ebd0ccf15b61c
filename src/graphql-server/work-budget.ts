import { limitRefusal } from './document-limits.ts';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * What one query or mutation may make the server produce while it runs: the
 * objects in the lists of its answer. The limits judge an operation's shape
 * before it runs, with lists of unknown length assumed short (cost.ts); an
 * organization whose lists are long (thousands of channels, each with
 * thousands of subscribers) could still make one allowed shape produce
 * millions of objects and hold the server (a single PGlite connection above
 * all) for seconds. Past the budget, every list field still to resolve fails
 * at once with this error, so the operation ends quickly.
 *
 * Within the budget, a large answer is built in slices: once an operation has
 * produced YIELD_EVERY list items, the next list it completes waits for the
 * event loop's next turn, so that other requests (and, on PGlite, their
 * statements) go in between instead of waiting for the whole answer.
 */
/**
 * List items one operation may produce while it runs: a bootstrap of an
 * organization of tens of thousands of users, or about 5 MB of answer. Its
 * slowest moments are the ones it cannot cut in slices (the answer written as
 * JSON, then to the socket): for 100,000 items, 8 MB, that held the event loop
 * up to ~170 ms at once and another user's requests waited behind it.
 */
export const MAX_ANSWER_ITEMS = 50_000;

export class WorkBudget {
  private left: number;
  private sinceYield = 0;
  /** The latest turn waited for, which lists completing now join while it holds fewer than YIELD_EVERY items. */
  private open: { turn: Promise<void>; items: number } | null = null;

  constructor(readonly limit: number = MAX_ANSWER_ITEMS) {
    this.left = limit;
  }

  get exhausted(): boolean {
    return this.left < 0;
  }

  /** Counts a list's items; null when the list may go on now, else the turn it waits for. */
  charge(items: number): Promise<void> | null {
    this.left -= items;
    if (this.left < 0) throw this.refusal();
    this.sinceYield += items;
    if (this.open === null && this.sinceYield < YIELD_EVERY) return null;
    if (this.open === null || this.open.items + items > YIELD_EVERY) {
      // Chained: an immediate queued by an immediate runs in the next turn of the event loop, after its I/O.
      const previous = this.open?.turn ?? Promise.resolve();
      const group = { turn: previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))), items: 0 };
      void group.turn.then(() => {
        if (this.open !== group) return;
        this.open = null;
        this.sinceYield = 0;
      });
      this.open = group;
    }
    this.open.items += items;
    return this.open.turn;
  }

  refusal(): GraphQLError {
    return limitRefusal(
      'maxAnswerItems',
      this.limit,
      'The answer grew past the objects in lists one operation may produce; ask for fewer lists inside lists, or split the operation',
    );
  }
}

/** List items an operation produces between two turns of the event loop: a UI's operations never wait. */
export const YIELD_EVERY = 1_000;

/** The budget of the operation a resolver runs for, where it has one (queries and mutations; not subscriptions, whose context lives on). */
const budgetOf = (context: unknown): WorkBudget | undefined =>
  typeof context === 'object' && context !== null && 'work' in context && context.work instanceof WorkBudget
    ? context.work
    : undefined;

const instrumented = new WeakSet<GraphQLSchema>();

/**
 * A list whose parent was made with its items charged already (a message's
 * reactions, charged for the whole page when its views are made, see
 * pageMessageViews and shownMessage): no wrapper, which cost graphql-jit a resolver call per
 * message. Past the budget, the refusal then comes at the parent's list.
 */
export const CHARGED_WITH_PARENT = { chargedWithParent: true } as const;

/** Charges `items` list items made at once to the operation's budget, where it has one; resolves when they may go on. */
export function chargeItems(context: unknown, items: number): Promise<void> | null {
  const budget = budgetOf(context);
  if (!budget) return null;
  if (budget.exhausted) throw budget.refusal();
  return budget.charge(items);
}

/**
 * Makes every field that returns a list of objects charge its items to the
 * operation's budget (once per schema: the schema object is shared by every
 * server of a process).
 */
export function chargeListFields(schema: GraphQLSchema): void {
  if (instrumented.has(schema)) return;
  instrumented.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type)) || !isCompositeType(getNamedType(field.type))) continue;
      if (field.extensions.chargedWithParent === true) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const budget = budgetOf(context);
        if (!budget) return resolve(source, args, context, info);
        if (budget.exhausted) throw budget.refusal();
        const charge = (value: unknown): unknown => {
          if (!Array.isArray(value)) return value;
          return budget.charge(value.length)?.then(() => value) ?? value;
        };
        const value: unknown = resolve(source, args, context, info);
        return value instanceof Promise ? value.then(charge) : charge(value);
      };
    }
  }
}
