// Realm linkifiers: a pattern plus an RFC 6570 URL template. Zulip compiles
// the pattern with RE2 wrapped as prepare_linkifier_pattern does; matching
// is pluggable (MarkdownRendererOptions.compileLinkifier) so an RE2 engine
// can replace the default JavaScript RegExp translation.

import type { Linkifier, LinkifierMatch, LinkifierMatcher } from './types.ts';

export interface CompiledLinkifier {
  matcher: LinkifierMatcher;
  urlTemplate: string;
}

/**
 * Default matcher: translates RE2 syntax Zulip accepts (`(?P<name>`, `\pL`,
 * a leading `(?i)`) to a JavaScript RegExp. Unsupported syntax → null.
 */
export function compileLinkifierRegExp(pattern: string): LinkifierMatcher | null {
  let source = pattern.replace(/\(\?P</g, '(?<').replace(/\\([pP])([A-Z])/g, '\\$1{$2}');
  let flags = 'gu';
  if (source.startsWith('(?i)')) {
    source = source.slice(4);
    flags += 'i';
  }
  // Zulip's prepare_linkifier_pattern: start after whitespace, an opening
  // delimiter or start of text; no letter or digit may follow.
  const prepared =
    String.raw`(?<zulipBefore>^|\s|\u0085|\p{Z}|['"(,:<])(?<zulipMatch>${source})(?<zulipAfter>$|[^\p{L}\p{N}])`;
  let re: RegExp;
  try {
    re = new RegExp(prepared, flags);
  } catch {
    return null;
  }
  return {
    scan(text: string): LinkifierMatch[] {
      const found: LinkifierMatch[] = [];
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        const groups = m.groups ?? {};
        const before = groups.zulipBefore ?? '';
        const matched = groups.zulipMatch ?? '';
        const index = m.index + before.length;
        const named: Record<string, string> = {};
        for (const [key, value] of Object.entries(groups)) {
          if (!key.startsWith('zulip') && value !== undefined) named[key] = value;
        }
        found.push({ index, text: matched, groups: named });
        // The trailing delimiter may start the next match.
        re.lastIndex = Math.max(index + matched.length, m.index + 1);
      }
      return found;
    },
  };
}

export function compileLinkifiers(
  linkifiers: readonly Linkifier[],
  compile: (pattern: string) => LinkifierMatcher | null,
): CompiledLinkifier[] {
  const compiled: CompiledLinkifier[] = [];
  for (const linkifier of linkifiers) {
    const matcher = compile(linkifier.pattern);
    if (matcher) compiled.push({ matcher, urlTemplate: linkifier.urlTemplate });
  }
  return compiled;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;

function encodeValue(value: string, allowReserved: boolean): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (UNRESERVED.test(ch) || (allowReserved && RESERVED.test(ch))) {
      out += ch;
    } else if (allowReserved && ch === '%' && /^[0-9A-Fa-f]{2}$/.test(value.slice(i + 1, i + 3))) {
      out += ch;
    } else {
      const cp = value.codePointAt(i) ?? 0;
      const char = String.fromCodePoint(cp);
      if (cp > 0xffff) i++;
      for (const byte of new TextEncoder().encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return out;
}

const OPERATORS: Readonly<Record<string, { first: string; sep: string; named: boolean; ifEmpty: string; reserved: boolean }>> = {
  '': { first: '', sep: ',', named: false, ifEmpty: '', reserved: false },
  '+': { first: '', sep: ',', named: false, ifEmpty: '', reserved: true },
  '#': { first: '#', sep: ',', named: false, ifEmpty: '', reserved: true },
  '.': { first: '.', sep: '.', named: false, ifEmpty: '', reserved: false },
  '/': { first: '/', sep: '/', named: false, ifEmpty: '', reserved: false },
  ';': { first: ';', sep: ';', named: true, ifEmpty: '', reserved: false },
  '?': { first: '?', sep: '&', named: true, ifEmpty: '=', reserved: false },
  '&': { first: '&', sep: '&', named: true, ifEmpty: '=', reserved: false },
};

/** RFC 6570 expansion of string variables (levels 1–3 and prefixes). */
export function expandUrlTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{([+#./;?&]?)([^{}]+)\}/g, (_m, op: string, list: string) => {
    const spec = OPERATORS[op];
    const parts: string[] = [];
    for (const varSpec of list.split(',')) {
      const m = /^([A-Za-z0-9_.%]+)(?::(\d+)|\*)?$/.exec(varSpec.trim());
      if (!m) continue;
      let value = vars[m[1]];
      if (value === undefined) continue;
      if (m[2] !== undefined) value = [...value].slice(0, Number(m[2])).join('');
      const encoded = encodeValue(value, spec.reserved);
      if (spec.named) parts.push(value === '' ? `${m[1]}${spec.ifEmpty}` : `${m[1]}=${encoded}`);
      else parts.push(encoded);
    }
    return parts.length === 0 ? '' : spec.first + parts.join(spec.sep);
  });
}
