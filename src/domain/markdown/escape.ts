// HTML escaping as Python-Markdown's serializer does it. Zulip clients expect
// these exact bytes, so quotes in text stay raw and existing entities survive.

const AMP_NOT_ENTITY = /&(?!(?:#[0-9]+|#x[0-9a-f]+|[0-9a-z]+);)/gi;
const TEXT_SPECIAL = /[&<>]/;
const ATTR_SPECIAL = /[&<>"]/;

/**
 * Text nodes: `&` is escaped only when it does not already start an entity,
 * because Zulip passes entities such as `&nbsp;` through unchanged.
 */
export function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text.replace(AMP_NOT_ENTITY, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(value: string): string {
  if (!ATTR_SPECIAL.test(value)) return value;
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Code spans and code blocks escape every `&` (Python-Markdown's code_escape). */
export function escapeCode(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Pygments' escaping, used for code blocks without a language. */
export function escapePygments(text: string): string {
  return escapeCode(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Serializes an element's start tag with attributes in alphabetical order,
 * as Python-Markdown does for every element it builds.
 */
export function startTag(name: string, attrs: Readonly<Record<string, string | undefined>>): string {
  let out = `<${name}`;
  for (const key of Object.keys(attrs).sort()) {
    const value = attrs[key];
    if (value !== undefined) out += ` ${key}="${escapeAttr(value)}"`;
  }
  return `${out}>`;
}
