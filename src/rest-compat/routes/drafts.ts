import type { DraftInput } from '../../domain/drafts/draft-data.ts';
import type { FieldReader } from '../../domain/input-reader.ts';
import { badRequest } from '../../domain/errors.ts';
import * as drafts from '../../resolvers/drafts.ts';
import { isInt, list, str, type Check } from '../json-checks.ts';
import { isJsonDict, numberValue } from '../json-text.ts';
import { draftJson } from '../presenters/drafts.ts';
import { userRoute, type RouteDef } from '../route.ts';

const DRAFT_KEYS = ['type', 'to', 'topic', 'content', 'timestamp'];
const DRAFT_TYPES = ['', 'stream', 'private'] as const;

/**
 * Pydantic's check of Zulip's DraftData (extra keys forbidden), a field at a
 * time as the domain reads them (declaration order, so that its content check
 * falls between `content` and `timestamp`), each error with its JSON path,
 * e.g. `drafts[0]["to"] is not a list`. Unknown keys are refused after the
 * last field.
 */
const draftFields: Check<FieldReader<DraftInput>> = (v, path) => {
  const at = (key: string) => `${path}["${key}"]`;
  const dictOf = (): Record<string, unknown> => {
    if (!isJsonDict(v)) throw badRequest(`${path} does not have the expected format`);
    return v;
  };
  const required = (key: string): unknown => {
    const o = dictOf();
    if (!(key in o)) throw badRequest(`${at(key)} field is missing: Field required`);
    return o[key];
  };
  const fields: { [K in keyof Required<DraftInput>]: () => DraftInput[K] } = {
    type: () => {
      const type = required('type');
      const found = DRAFT_TYPES.find((t) => t === type);
      if (found === undefined) throw badRequest(`Invalid ${at('type')}`);
      return found;
    },
    to: () => {
      const to = required('to');
      if (!Array.isArray(to)) throw badRequest(`${at('to')} is not a list`);
      return to.map((id: unknown, i) => {
        if (!isInt(id)) throw badRequest(`${at('to')}[${i}] is not an integer`);
        return id;
      });
    },
    topic: () => str()(required('topic'), at('topic')),
    content: () => str()(required('content'), at('content')),
    timestamp: () => {
      const o = dictOf();
      const timestamp = numberValue(o.timestamp);
      if (
        o.timestamp !== undefined &&
        o.timestamp !== null &&
        (timestamp === undefined || !Number.isFinite(timestamp))
      ) {
        throw badRequest(`${at('timestamp')}["int"] is not an integer`);
      }
      const extra = Object.keys(o).find((k) => !DRAFT_KEYS.includes(k));
      if (extra !== undefined) throw badRequest(`Argument "${extra}" at ${path} is unexpected`);
      return timestamp;
    },
  };
  return <K extends keyof DraftInput>(key: K): DraftInput[K] | undefined => fields[key]();
};

const draftIdOf = (path: Record<string, string>): number => Number(path.draft_id);

/** Drafts: every operation first checks that the user synchronizes drafts, then reads the parameters. */
export const draftsRoutes: RouteDef[] = [
  userRoute('GET', '/drafts', async (ctx) => {
    const list = await drafts.drafts(ctx);
    return { count: list.length, drafts: list.map(draftJson) };
  }),
  userRoute('POST', '/drafts', async (ctx) => {
    const input = () => ctx.params.json('drafts', list(draftFields), { required: true, nul: 'domain' });
    return { ids: (await drafts.createDrafts(ctx, input)).map((d) => d.id) };
  }),
  userRoute('PATCH', '/drafts/{draft_id:int}', async (ctx) => {
    // The parameter is decoded when the domain reads the draft's first field.
    let fields: FieldReader<DraftInput> | undefined;
    const draft: FieldReader<DraftInput> = (key) =>
      (fields ??= ctx.params.json('draft', draftFields, { required: true, nul: 'domain' }))(key);
    await drafts.updateDraft(ctx, draftIdOf(ctx.path), draft);
  }),
  userRoute('DELETE', '/drafts/{draft_id:int}', async (ctx) => {
    await drafts.deleteDraft(ctx, draftIdOf(ctx.path));
  }),
];
