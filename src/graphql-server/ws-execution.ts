import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLBoolean,
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  Kind,
  specifiedRules,
  subscribe,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  checkOperation,
  isHeavyOperation,
  parseWithLimits,
  validateWithLimits,
  type OperationCheck,
} from './limits.ts';
import type { PersistedOperations } from './persisted.ts';
import { persistedHashOf } from './persisted.ts';
import { CURSOR_HOLE, isStreamEvent, renderPayload, SharedRenders, type Rendered, type Sink } from './ws-fanout.ts';
import { directStream, mapStream } from './ws-streams.ts';

/*
 * graphql-js's own scalars' serialize, with the values resolvers give taken
 * as they are first: the same output for every input (anything else goes to
 * graphql-js as before). A page of messages serializes a thousand-odd such
 * leaves, each through graphql-js's checks for objects and numeric strings.
 */
const INT_MAX = 2147483647;
const SERIALIZERS: Record<string, (value: unknown) => unknown> = {
  String: (v) => (typeof v === 'string' ? v : GraphQLString.serialize(v)),
  ID: (v) => (typeof v === 'string' ? v : GraphQLID.serialize(v)),
  Boolean: (v) => (typeof v === 'boolean' ? v : GraphQLBoolean.serialize(v)),
  Int: (v) =>
    typeof v === 'number' && Number.isInteger(v) && v <= INT_MAX && v >= -INT_MAX - 1 ? v : GraphQLInt.serialize(v),
};

/*
 * How graphql-ws runs operations. It does not go through Yoga's plugins, so
 * the same allow-list, parse limit, validation rules and input checks are
 * applied here when a socket starts an operation; and operations run
 * compiled (graphql-jit, as over HTTP): one new message is executed once per
 * subscriber, a thousand times at once, and graphql-js's interpreter walking
 * each field of each was most of the time to deliver it.
 */

export interface WsPolicy {
  schema: GraphQLSchema;
  persisted: PersistedOperations | null;
  fieldSuggestions: boolean;
  /** A result as clients see it (errors masked), for the frames written without graphql-ws's `onNext`. */
  mask: (result: ExecutionResult) => ExecutionResult;
}

export type WsPayload = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
};

export const refused = (message: string, code: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

/** graphql-js's "Did you mean …?" hints name fields a prober has not found yet. */
const withoutSuggestions = (e: GraphQLError): GraphQLError =>
  / Did you mean .+\?$/.test(e.message)
    ? new GraphQLError(e.message.replace(/ Did you mean .+\?$/, ''), { nodes: e.nodes, extensions: e.extensions })
    : e;

/**
 * Valid documents by their text, so that the many sockets subscribing with
 * the same operation share one parsed document (and its compiled form,
 * cached by document). Bounded: a client sending ever new operations only
 * empties it.
 */
const MAX_CACHED_DOCUMENTS = 500;
const MAX_CHECKS_PER_DOCUMENT = 64;
const MAX_CHECK_KEY = 2048;

export interface WsExecution {
  /** The arguments to run an operation with, or why it is refused. */
  args(payload: WsPayload): ExecutionArgs | GraphQLError[];
  execute(args: ExecutionArgs): ReturnType<CompiledQuery['query']> | ReturnType<typeof execute>;
  /** Whether the operation takes turns (operation-gate.ts), as measured when `args` made its arguments. */
  isHeavy(args: ExecutionArgs): boolean;
  subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  /** Where the subscription run with this context writes its frames (see ws-fanout.ts). */
  bind(contextValue: object, sink: Sink): void;
}

/** An operation compiled, with what a shared payload's key needs of it. */
interface Compiled {
  query: CompiledQuery['query'];
  /** Tells operations apart in keys. */
  serial: number;
  /** The variables that the selection reads; null: all of them. */
  selectionVariables: readonly string[] | null;
}

const variablesIn = (nodes: ReadonlyArray<ASTNode | undefined>): string[] => {
  const names = new Set<string>();
  for (const node of nodes) if (node) visit(node, { Variable: (v) => void names.add(v.name.value) });
  return [...names];
};

/**
 * The variables the payload of a subscription depends on: those read below
 * its root field and by fragments. The root field's own arguments (`after`,
 * the narrow) only choose the stream in `subscribe`; its `resolve` passes
 * the event on, so subscribers resuming from different cursors share payloads.
 */
function selectionVariables(args: ExecutionArgs): string[] | null {
  const op = getOperationAST(args.document, args.operationName);
  const root = op?.selectionSet.selections;
  if (op?.operation !== 'subscription' || root?.length !== 1 || root[0].kind !== Kind.FIELD) return null;
  const fragments = args.document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return variablesIn([...(root[0].directives ?? []), root[0].selectionSet, ...fragments]);
}

export function wsExecution(policy: WsPolicy): WsExecution {
  const { schema } = policy;
  const documents = new Map<string, DocumentNode>();
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled | null>>();
  const sinks = new WeakMap<object, Sink>();
  const measured = new WeakMap<ExecutionArgs, boolean>();
  const renders = new SharedRenders();
  let serial = 0;

  function validDocument(query: string): DocumentNode | GraphQLError[] {
    const known = documents.get(query);
    if (known) return known;
    let document;
    try {
      document = parseWithLimits(query);
    } catch (e) {
      return [e instanceof GraphQLError ? e : new GraphQLError('Syntax Error')];
    }
    const invalid = validateWithLimits(validate)(schema, document, specifiedRules);
    if (invalid.length > 0) return policy.fieldSuggestions ? [...invalid] : invalid.map(withoutSuggestions);
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.clear();
    documents.set(query, document);
    return document;
  }

  /*
   * The limits' verdict by document and variables: a client reads the same
   * page again and again (a UI refetching, polling), and walking the
   * operation with its type information was ~3 % of a page's CPU time. It
   * depends on nothing else; small variables only, a bounded number per
   * document.
   */
  const checks = new WeakMap<DocumentNode, Map<string, OperationCheck>>();
  function checkedOperation(document: DocumentNode, payload: WsPayload): OperationCheck {
    const key = `${payload.operationName ?? ''}\0${JSON.stringify(payload.variables ?? null)}`;
    if (key.length > MAX_CHECK_KEY) return checkOperation(schema, document, payload.variables, payload.operationName);
    let byKey = checks.get(document);
    if (!byKey) {
      byKey = new Map();
      checks.set(document, byKey);
    }
    let check = byKey.get(key);
    if (!check) {
      check = checkOperation(schema, document, payload.variables, payload.operationName);
      if (byKey.size >= MAX_CHECKS_PER_DOCUMENT) byKey.clear();
      byKey.set(key, check);
    }
    return check;
  }

  /** The compiled operation, or null where graphql-jit cannot compile it (graphql-js runs it then). */
  function compiledOf(args: ExecutionArgs): Compiled | null {
    let byName = compiled.get(args.document);
    if (!byName) {
      byName = new Map();
      compiled.set(args.document, byName);
    }
    const name = args.operationName ?? '';
    let c = byName.get(name);
    if (c === undefined) {
      const result = compileQuery(schema, args.document, args.operationName ?? undefined, {
        customSerializers: SERIALIZERS,
      });
      c = isCompiledQuery(result)
        ? { query: result.query.bind(result), serial: ++serial, selectionVariables: selectionVariables(args) }
        : null;
      byName.set(name, c);
    }
    return c;
  }

  return {
    args(payload) {
      let query = payload.query;
      if (policy.persisted) {
        const hash = persistedHashOf(payload.extensions);
        if (hash === null) return [refused('Only persisted operations are allowed.', 'PERSISTED_QUERY_ONLY')];
        const document = policy.persisted.get(hash);
        if (document === null) return [refused('Persisted operation not found.', 'PERSISTED_QUERY_NOT_FOUND')];
        query = document;
      }
      const document = validDocument(query);
      if (Array.isArray(document)) return document;
      const check = checkedOperation(document, payload);
      if (check.errors.length > 0) return check.errors;
      const args: ExecutionArgs = {
        schema,
        document,
        variableValues: payload.variables,
        operationName: payload.operationName,
      };
      measured.set(args, check.heavy);
      return args;
    },
    isHeavy(args) {
      // graphql-ws runs the arguments onSubscribe returned; others are measured here.
      return measured.get(args) ?? isHeavyOperation(schema, args.document, args.variableValues, args.operationName);
    },
    execute(args) {
      const c = compiledOf(args);
      return c ? c.query(args.rootValue, args.contextValue, args.variableValues) : execute(args);
    },
    subscribe(args) {
      const c = compiledOf(args);
      if (!c) return subscribe(args);
      const run = (payload: unknown) => c.query(payload, args.contextValue, args.variableValues);
      const sink =
        typeof args.contextValue === 'object' && args.contextValue !== null ? sinks.get(args.contextValue) : undefined;
      if (!sink) return mapStream(createSourceEventStream(args), run);
      return directStream(createSourceEventStream(args), sink, rendererFor(c, sink, args, run));
    },
    bind(contextValue, sink) {
      sinks.set(contextValue, sink);
    },
  };

  /** Each stream item's payload: events shared between subscribers with the same key, gaps each their own. */
  function rendererFor(
    c: Compiled,
    sink: Sink,
    args: ExecutionArgs,
    run: (payload: unknown) => ReturnType<Compiled['query']>,
  ) {
    const vars = args.variableValues ?? {};
    const used = c.selectionVariables ?? Object.keys(vars);
    // An omitted variable (its default applies) is told apart from an explicit null.
    const key =
      sink.viewer === null
        ? null
        : JSON.stringify([c.serial, sink.viewer, used.map((n) => (n in vars ? [vars[n]] : []))]);
    const rendered = (payload: unknown, hole: string | null): Rendered | Promise<Rendered> => {
      const result = run(payload);
      return result instanceof Promise
        ? result.then((r) => renderPayload(policy.mask(r), hole))
        : renderPayload(policy.mask(result), hole);
    };
    return (item: unknown): Rendered | Promise<Rendered> => {
      if (!isStreamEvent(item)) return rendered(item, null);
      const once = () => rendered({ ...item, cursor: CURSOR_HOLE }, CURSOR_HOLE);
      return key === null ? once() : renders.get(item.event, key, once);
    };
  }
}
