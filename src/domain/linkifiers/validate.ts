import { pyStrip } from '../python-text.ts';
import { badRequest, type DomainError } from '../errors.ts';
import { checkPattern } from './pattern.ts';
import { parseUrlTemplate } from './template.ts';

/** What a linkifier is made of, stripped as Zulip strips both before validating. */
export interface LinkifierInput {
  pattern: string;
  urlTemplate: string;
}

/** Django's error dict: field errors first, then the model's own (`__all__`), in that order. */
type Errors = Partial<Record<'pattern' | 'url_template' | '__all__', string[]>>;

const pyRepr = (name: string): string => (name.includes("'") && !name.includes('"') ? `"${name}"` : `'${name}'`);

/** The alphabetically first name (Python's min over code points). */
const first = (names: Iterable<string>): string | undefined =>
  [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[0];

/**
 * Zulip's RealmFilter.full_clean: blank pattern and malformed template are
 * field errors; the RE2 compile and the group/variable sets are the model's
 * clean(), which still runs after a field error; a pattern already in the
 * realm is checked last (only when the pattern itself passed). The answer is
 * the first message, with every message in `errors`.
 */
export function linkifierValidationError(
  input: LinkifierInput,
  duplicate: (pattern: string) => boolean,
): DomainError | null {
  const errors: Errors = {};
  const add = (key: keyof Errors, msg: string) => (errors[key] ??= []).push(msg);
  if (input.pattern === '') add('pattern', 'This field cannot be blank.');
  const template = parseUrlTemplate(input.urlTemplate);
  if (template === null) add('url_template', 'Invalid URL template.');
  const pattern = checkPattern(input.pattern);
  if (!pattern.ok) add('__all__', `Bad regular expression: ${pattern.error}`);
  else if (template !== null) {
    const notInPattern = first([...template.variables].filter((v) => !pattern.groups.has(v)));
    const notInTemplate = first([...pattern.groups].filter((g) => !template.variables.has(g)));
    if (notInPattern !== undefined)
      add('__all__', `Group ${pyRepr(notInPattern)} in URL template is not present in linkifier pattern.`);
    else if (notInTemplate !== undefined)
      add('__all__', `Group ${pyRepr(notInTemplate)} in linkifier pattern is not present in URL template.`);
  }
  if (errors.pattern === undefined && duplicate(input.pattern))
    add('__all__', 'Realm filter with this Realm and Pattern already exists.');
  const messages = [...(errors.pattern ?? []), ...(errors.url_template ?? []), ...(errors.__all__ ?? [])];
  if (messages.length === 0) return null;
  const param = errors.pattern || !errors.url_template ? 'pattern' : 'urlTemplate';
  return badRequest(messages[0], { errors }).about(param);
}

/** Both values stripped (Python's str.strip), as do_add_linkifier and do_update_linkifier do. */
export const strippedLinkifier = (input: LinkifierInput): LinkifierInput => ({
  pattern: pyStrip(input.pattern),
  urlTemplate: pyStrip(input.urlTemplate),
});
