/**
 * The server's rendered (and sanitised) message HTML, made ready to show as
 * Zulip's web app shows it: emoji spans get their glyph, global times are
 * written in the viewer's time zone, spoilers get a toggle, mentions of the
 * viewer are marked, videos get controls. Runs once per content string.
 */

/** The Unicode glyph for an `emoji-1f1fa-1f1f8` class (code points joined by `-`), or null for anything else. */
export function emojiGlyph(className: string): string | null {
  const code = /(?:^|\s)emoji-([0-9a-f]+(?:-[0-9a-f]+)*)(?:\s|$)/.exec(className)?.[1];
  if (!code) return null;
  const points = code.split('-').map((h) => parseInt(h, 16));
  return points.every((p) => p <= 0x10ffff) ? String.fromCodePoint(...points) : null;
}

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A global time (`<time:…>`) as the viewer reads it: in their own time zone, as Zulip shows it. */
export const localTime = (iso: string): string => new Date(iso).toLocaleString([], TIME_FORMAT);

export function prepareContent(html: string, meId: number): string {
  // Most messages are plain paragraphs: nothing to parse.
  if (!/emoji-|<time|spoiler-|user-mention|image-loading-placeholder/.test(html)) return html;
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const root = tpl.content;
  for (const span of root.querySelectorAll<HTMLElement>('span.emoji')) {
    const glyph = emojiGlyph(span.className);
    if (glyph) span.textContent = glyph;
  }
  for (const t of root.querySelectorAll('time[datetime]')) {
    const iso = t.getAttribute('datetime')!;
    if (Number.isNaN(Date.parse(iso))) continue;
    t.textContent = localTime(iso);
    t.setAttribute('title', 'This time is in your time zone.');
  }
  for (const header of root.querySelectorAll('.spoiler-block > .spoiler-header')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'spoiler-toggle';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-label', 'Show spoiler');
    if (!header.textContent?.trim()) header.append('Spoiler');
    header.prepend(button);
  }
  for (const m of root.querySelectorAll('.user-mention[data-user-id]')) {
    const id = m.getAttribute('data-user-id');
    if (id === String(meId) || (id === '*' && !m.classList.contains('silent'))) m.classList.add('user-mention-me');
  }
  // Zulip's spinner image is not served here; the stylesheet draws the placeholder.
  for (const img of root.querySelectorAll('img.image-loading-placeholder')) img.removeAttribute('src');
  return tpl.innerHTML;
}

/** Opens or closes the spoiler a click landed in (its header); true when it did. */
export function toggleSpoiler(target: Element): boolean {
  const header = target.closest('.spoiler-header');
  const block = header?.parentElement;
  if (!header || !block?.classList.contains('spoiler-block')) return false;
  const open = block.classList.toggle('spoiler-open');
  header.querySelector('.spoiler-toggle')?.setAttribute('aria-expanded', String(open));
  header.querySelector('.spoiler-toggle')?.setAttribute('aria-label', open ? 'Hide spoiler' : 'Show spoiler');
  block.querySelector(':scope > .spoiler-content')?.setAttribute('aria-hidden', String(!open));
  return true;
}

/** What a click on an inline preview opens in the lightbox: the linked file (an image or a video). */
export function previewOf(target: Element): { kind: 'image' | 'video'; url: string; title: string } | null {
  const box = target.closest('.message_inline_image');
  if (!box || box.classList.contains('youtube-video')) return null;
  const link = box.querySelector('a[href]');
  const href = link?.getAttribute('href');
  if (!href) return null;
  // Only this server's files: a lightbox never loads another site's address (the CSP would refuse it anyway).
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return null;
  return {
    kind: box.classList.contains('message_inline_video') ? 'video' : 'image',
    url: url.pathname + url.search,
    title: link?.getAttribute('title') ?? decodeURIComponent(url.pathname.split('/').pop() ?? ''),
  };
}
