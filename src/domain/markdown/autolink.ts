// Zulip's web link regex (get_web_link_regex): bare URLs, domains with a
// known TLD, e-mail addresses and bitcoin addresses become links.

import tlds from 'tlds' with { type: 'json' };

// Zulip skips TLDs that are mostly file extensions in chat.
const COMMON_FALSE_POSITIVES = new Set(['java', 'md', 'mov', 'py', 'zip']);

function escapeRegExp(text: string): string {
  // `-` needs no escape outside a class (and must not have one with /u).
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildWebLinkRegex(): RegExp {
  const tldAlternation = tlds
    .filter((tld) => !COMMON_FALSE_POSITIVES.has(tld))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  // Python's \w is Unicode-aware.
  const w = String.raw`\p{L}\p{N}_`;
  // Up to six levels of balanced parentheses inside a path.
  const inner = String.raw`[^\s()"]*`;
  const parenGroup = String.raw`[^\s()"]*?(?:\(%s\)[^\s()"]*?)*`;
  let nested = parenGroup;
  for (let i = 0; i < 6; i++) nested = nested.replace('%s', parenGroup);
  nested = nested.replace('%s', inner);
  const domain = String.raw`(?:https?://[${w}.:@-]+?|(?:[${w}-]+\.)+(?:${tldAlternation}))`;
  // Zulip's corpus links `https://host?query`, so a path may also start with
  // `?` or `#`; trying "no path" first keeps `https://google.com?` unlinked.
  const url = String.raw`${domain}(?:[/?#]${nested})??`;
  const email = String.raw`[${w}.-]+@[${w}.-]+\.[${w}]+`;
  const bitcoin = String.raw`bitcoin:[13][a-km-zA-HJ-NP-Z1-9]{25,34}`;
  const source = String.raw`(?<![^\s'"(,:<])(?:${url}|${email}|${bitcoin})(?=[!:;?),.'">]*(?:$|\s))`;
  return new RegExp(source, 'gu');
}

const WEB_LINK_RE = buildWebLinkRegex();
// A link needs one of these; most chat text has none, so skip the big regex.
const MAY_HAVE_LINK = /[.@:]/;

export interface FoundLink {
  index: number;
  url: string;
}

export function findWebLinks(text: string): FoundLink[] {
  if (!MAY_HAVE_LINK.test(text)) return [];
  const found: FoundLink[] = [];
  WEB_LINK_RE.lastIndex = 0;
  for (let m = WEB_LINK_RE.exec(text); m !== null; m = WEB_LINK_RE.exec(text)) {
    found.push({ index: m.index, url: m[0] });
  }
  return found;
}
