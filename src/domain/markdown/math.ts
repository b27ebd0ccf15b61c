// TeX via KaTeX, as Zulip renders `$$…$$` and ```math blocks.

import { createRequire } from 'node:module';
import type Katex from 'katex';

// Loaded with the first math a message has: KaTeX is ~9 MiB of memory that a
// server whose users never write TeX need not carry.
let katexModule: typeof Katex | undefined;
const katex = (): typeof Katex => (katexModule ??= createRequire(import.meta.url)('katex') as typeof Katex);

// Zulip clients ship KaTeX 0.16's stylesheet; KaTeX 0.17+ prefixes these
// class names with `katex-`, so we emit the 0.16 names they style.
const RENAMED_CLASS =
  /\bkatex-(accent|base|fix|hdashline|hline|inner|newline|overlay|overline|root|rule|sizing|smash|sout|strut|stretchy|tag|thinbox|underline|vbox)\b/g;
const CLASS_ATTR = /class="([^"]*)"/g;

/** KaTeX HTML, or null when the TeX does not parse (Zulip shows an error). */
export function renderTex(tex: string, displayMode: boolean): string | null {
  let html: string;
  try {
    html = katex().renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' });
  } catch {
    return null;
  }
  return html.replace(CLASS_ATTR, (_m, cls: string) => `class="${cls.replace(RENAMED_CLASS, '$1')}"`);
}
