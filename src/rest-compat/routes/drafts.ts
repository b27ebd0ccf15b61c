import { checkDraftNotBlank, type DraftInput } from '../../domain/drafts/draft-data.ts';
import { badRequest } from '../../domain/errors.ts';
import * as drafts from '../../resolvers/drafts.ts';
import { isInt, list, type Check } from '../json-checks.ts';
import { isJsonDict, numberValue } from '../json-text.ts';
import { draftJson } from '../presenters/drafts.ts';
import { userRoute, type RouteDef } from '../route.ts';

const DRAFT_KEYS = ['type', 'to', 'topic', 'content', 'timestamp'];
const DRAFT_TYPES = ['', 'stream', 'private'] as const;

/**
 * Pydantic's check of Zulip's DraftData (extra keys forbidden): the fields in
 * declaration order, the first error with its JSON path, e.g.
 * `drafts[0]["content"] cannot be blank`.
 */
const draftData: Check<DraftInput> = (v, path) => {
  if (!isJsonDict(v)) throw badRequest(`${path} does not have the expected format`);
  const o = v as Record<string, unknown>;
  const at = (key: string) => `${path}["${key}"]`;
  const required = (key: string) => {
    if (!(key in o)) throw badRequest(`${at(key)} field is missing: Field required`);
    return o[key];
  };
  const type = required('type');
  const found = DRAFT_TYPES.find((t) => t === type);
  if (found === undefined) throw badRequest(`Invalid ${at('type')}`);
  const to = required('to');
  if (!Array.isArray(to)) throw badRequest(`${at('to')} is not a list`);
  to.forEach((id, i) => {
    if (!isInt(id)) throw badRequest(`${at('to')}[${i}] is not an integer`);
  });
  const topic = required('topic');
  if (typeof topic !== 'string') throw badRequest(`${at('topic')} is not a string`);
  const content = required('content');
  if (typeof content !== 'string') throw badRequest(`${at('content')} is not a string`);
  // pydantic checks the blank content in field order, before the timestamp and extra keys.
  checkDraftNotBlank({ content }, path);
  const timestamp = numberValue(o.timestamp);
  if (o.timestamp !== undefined && o.timestamp !== null && (timestamp === undefined || !Number.isFinite(timestamp))) {
    throw badRequest(`${at('timestamp')}["int"] is not an integer`);
  }
  const extra = Object.keys(o).find((k) => !DRAFT_KEYS.includes(k));
  if (extra !== undefined) throw badRequest(`Argument "${extra}" at ${path} is unexpected`);
  return { type: found, to: to as number[], topic, content, ...(typeof timestamp === 'number' ? { timestamp } : {}) };
};

const draftIdOf = (path: Record<string, string>): number => Number(path.draft_id);

/** Drafts: every operation first checks that the user synchronizes drafts, then reads the parameters. */
export const draftsRoutes: RouteDef[] = [
  userRoute('GET', '/drafts', async (ctx) => {
    const list = await drafts.drafts(ctx);
    return { count: list.length, drafts: list.map(draftJson) };
  }),
  userRoute('POST', '/drafts', async (ctx) => {
    const input = () => ctx.params.json('drafts', list(draftData), { required: true, nul: 'domain' });
    return { ids: await drafts.createDrafts(ctx, input) };
  }),
  userRoute('PATCH', '/drafts/{draft_id:int}', async (ctx) => {
    const draft = () => ctx.params.json('draft', draftData, { required: true, nul: 'domain' });
    await drafts.updateDraft(ctx, draftIdOf(ctx.path), draft);
  }),
  userRoute('DELETE', '/drafts/{draft_id:int}', async (ctx) => {
    await drafts.deleteDraft(ctx, draftIdOf(ctx.path));
  }),
];
