/**
 * KaTeX's stylesheet (and through it, its fonts) is loaded only once a message
 * with math is shown: the build names it in index.html without linking it.
 */
let added = false;

export function ensureKatexStylesheet(): void {
  if (added) return;
  const href = document.querySelector('meta[name="zircon-katex-css"]')?.getAttribute('content');
  if (!href) return;
  added = true;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

export const hasMath = (html: string): boolean => html.includes('class="katex');
