import { badRequest, type DomainError } from '../errors.ts';
import { readTypedField, type TypedFieldsOrReader } from '../input-reader.ts';
import { parseUrlTemplate } from '../linkifiers/template.ts';
import { pyStrip } from '../python-text.ts';
import { longerThan } from '../text.ts';

/** What a code playground is made of (Zulip's RealmPlayground). */
export interface PlaygroundInput {
  name: string;
  pygmentsLanguage: string;
  urlTemplate: string;
}

/** Zulip's RealmPlayground.MAX_PYGMENTS_LANGUAGE_LENGTH. */
export const MAX_PYGMENTS_LANGUAGE_LENGTH = 40;

/**
 * Zulip's character set for a language: `+-.` is a range (so a comma passes
 * too), and Python's `$` also matches before a final newline.
 */
const PYGMENTS_LANGUAGE = /^[ a-zA-Z0-9_+-./#]*\n?$/;

/** The view's check of pygments_language as given (before it is stripped). */
export function checkPygmentsLanguage(value: string): string {
  if (longerThan(value, MAX_PYGMENTS_LANGUAGE_LENGTH))
    throw badRequest(`pygments_language is too long (limit: ${MAX_PYGMENTS_LANGUAGE_LENGTH} characters)`).about(
      'pygmentsLanguage',
    );
  if (!PYGMENTS_LANGUAGE.test(value))
    throw badRequest('Invalid characters in pygments language').about('pygmentsLanguage');
  return value;
}

/**
 * The fields in Zulip's order, the language checked as it is read (so its
 * error comes before a missing template's), then all three stripped
 * (Python's str.strip), as add_realm_playground does.
 */
export function readPlayground(input: TypedFieldsOrReader<PlaygroundInput>): PlaygroundInput {
  const name = readTypedField(input, 'name');
  const pygmentsLanguage = checkPygmentsLanguage(readTypedField(input, 'pygmentsLanguage'));
  const urlTemplate = readTypedField(input, 'urlTemplate');
  return { name: pyStrip(name), pygmentsLanguage: pyStrip(pygmentsLanguage), urlTemplate: pyStrip(urlTemplate) };
}

type Field = 'url_template' | 'name' | 'pygments_language';
/** Django's error dict: field errors in the model's field order, then the model's own (`__all__`). */
type Errors = Partial<Record<Field | '__all__', string[]>>;

const BLANK = 'This field cannot be blank.';

/**
 * Zulip's RealmPlayground.full_clean: blank fields and a malformed template
 * are field errors; clean() wants `code` as the template's only variable;
 * the (name, language) pair must be new in the realm, checked only when
 * neither field failed. The answer is the first message, with all of them in
 * `errors`.
 */
export function playgroundValidationError(input: PlaygroundInput, duplicate: boolean): DomainError | null {
  const errors: Errors = {};
  const add = (key: keyof Errors, msg: string) => (errors[key] ??= []).push(msg);
  const template = parseUrlTemplate(input.urlTemplate);
  if (input.urlTemplate === '') add('url_template', BLANK);
  else if (template === null) add('url_template', 'Invalid URL template.');
  if (input.name === '') add('name', BLANK);
  if (input.pygmentsLanguage === '') add('pygments_language', BLANK);
  if (template !== null) {
    if (!template.variables.has('code')) add('__all__', 'Missing the required variable "code" in the URL template');
    else if (template.variables.size !== 1)
      add('__all__', '"code" should be the only variable present in the URL template');
  }
  if (!errors.name && !errors.pygments_language && duplicate)
    add('__all__', 'Realm playground with this Realm, Pygments language and Name already exists.');
  const messages = (['url_template', 'name', 'pygments_language', '__all__'] as const).flatMap((k) => errors[k] ?? []);
  if (messages.length === 0) return null;
  return badRequest(messages[0], { errors }).about(errors.name ? 'name' : 'urlTemplate');
}
