// Realm linkifiers: a pattern plus an RFC 6570 URL template. Zulip compiles
// the pattern with RE2 wrapped as prepare_linkifier_pattern does; matching
// is pluggable (MarkdownRendererOptions.compileLinkifier), RE2 by default.

import { CompiledPattern } from '../linkifiers/pattern.ts';
import { expandUrlTemplate as expandParsed, parseUrlTemplate, type UrlTemplate } from '../linkifiers/template.ts';
import type { Linkifier, LinkifierMatcher } from './types.ts';

export interface CompiledLinkifier {
  matcher: LinkifierMatcher;
  template: UrlTemplate;
}

/** Default matcher: RE2 (re2js), linear in the text, wrapped as Zulip's prepare_linkifier_pattern. */
export const compileLinkifierRe2 = (pattern: string): LinkifierMatcher | null => CompiledPattern.compile(pattern);

export function compileLinkifiers(
  linkifiers: readonly Linkifier[],
  compile: (pattern: string) => LinkifierMatcher | null,
): CompiledLinkifier[] {
  const compiled: CompiledLinkifier[] = [];
  for (const linkifier of linkifiers) {
    const matcher = compile(linkifier.pattern);
    const template = parseUrlTemplate(linkifier.urlTemplate);
    if (matcher && template) compiled.push({ matcher, template });
  }
  return compiled;
}

/** RFC 6570 expansion (@hyperjump/uri-template); a malformed template expands to nothing. */
export function expandUrlTemplate(template: string, vars: Readonly<Record<string, string>>): string | null {
  const parsed = parseUrlTemplate(template);
  return parsed === null ? null : expandParsed(parsed, vars);
}
