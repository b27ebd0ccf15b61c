// Zulip's InlineInterestingLinkProcessor, for the previews that need no
// network access: images, videos and YouTube thumbnails after the paragraph
// (or list item) that links them. Also collects links into /user_uploads/.

import type { StateCore, Token } from 'markdown-it';

import type { RenderEnv } from './env.ts';
import { audioUrl } from './audio.ts';
import { parseUrl, proxied } from './media-proxy.ts';
import { startTag } from './escape.ts';
import type { UploadedImageInfo } from './types.ts';
import { uploadPathId } from './url.ts';

const IMAGE_EXTENSIONS = ['.bmp', '.gif', '.jpe', '.jpeg', '.jpg', '.png', '.webp'];
const PREVIEW_LIMIT = 24;
const LOADING_IMAGE = '/static/images/loading/loader-black.svg';

interface FoundLink {
  href: string;
  /** The link's text when it is plain text, else null. */
  text: string | null;
  inQuote: boolean;
  /** Token index before which the preview goes; -1 appends at the end. */
  insertBefore: number;
  /** What to drop when the preview replaces a link that stands alone. */
  removal: { paragraph: number } | { inline: number } | null;
}

function isVideo(url: string): boolean {
  // Python's mimetypes.guess_type: the extension of the whole URL, query included.
  return /\.(?:mp4|webm)$/i.test(url.replace(/^[a-z][a-z0-9+.-]*:/i, ''));
}

function imagePath(url: string): string {
  const parsed = parseUrl(url);
  if (parsed) return parsed.pathname;
  return url.split(/[?#]/, 1)[0];
}

function youtubeId(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  let id: string | null = null;
  const host = parsed.hostname;
  if (
    ['m.youtube.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com', 'youtube-nocookie.com'].includes(
      host,
    )
  ) {
    const path = parsed.pathname;
    if ((path === '/watch' || path === '/watch_popup') && parsed.searchParams.has('v'))
      id = parsed.searchParams.get('v');
    else if (path === '/watch_videos' && parsed.searchParams.has('video_ids'))
      id = (parsed.searchParams.get('video_ids') ?? '').split(',')[0];
    else if (/^\/(?:embed|shorts|v)\//.test(path)) id = path.split('/')[2] ?? null;
  } else if (host === 'youtu.be') {
    id = parsed.pathname.slice(1);
  }
  return id !== null && /^[0-9A-Za-z_-]+$/.test(id) ? id : null;
}

/** github.com blob links preview the raw file (Zulip's get_actual_image_url). */
function actualImageUrl(url: string): string {
  const parsed = parseUrl(url);
  if (!parsed || !(parsed.hostname === 'github.com' || parsed.hostname.endsWith('.github.com'))) return url;
  const parts = parsed.pathname.split('/');
  if (parts.length > 3 && parts[3] === 'blob') {
    return `https://raw.githubusercontent.com${[...parts.slice(0, 3), ...parts.slice(4)].join('/')}`;
  }
  return url;
}

function previewHtml(found: FoundLink, env: RenderEnv): string | null {
  const { ctx } = env;
  const { href } = found;
  const title = found.text === null || found.text === href ? undefined : found.text;
  if (isVideo(href)) {
    const video = startTag('video', { preload: 'metadata', src: proxied(href, ctx) });
    return `<div class="message_inline_image message_inline_video">${startTag('a', { href, title })}${video}</video></a></div>`;
  }
  let img: string | null = null;
  if (href.startsWith('/user_uploads/')) {
    const pathId = uploadHrefPathId(href);
    const info = pathId === null ? undefined : ctx.uploadedImages?.[pathId];
    if (info) img = uploadedImageTag(info);
  } else if (parseUrl(href)?.hostname !== 'pasteboard.co') {
    const path = imagePath(href).toLowerCase();
    if (IMAGE_EXTENSIONS.some((ext) => path.endsWith(ext))) {
      img = startTag('img', { src: proxied(actualImageUrl(href), ctx) });
    }
  }
  if (img !== null) return `<div class="message_inline_image">${startTag('a', { href, title })}${img}</a></div>`;
  const yt = youtubeId(href);
  if (yt !== null) {
    const thumb = startTag('img', { src: proxied(`https://i.ytimg.com/vi/${yt}/mqdefault.jpg`, ctx) });
    return `<div class="youtube-video message_inline_image">${startTag('a', { 'data-id': yt, href })}${thumb}</a></div>`;
  }
  return null;
}

/**
 * The path id a relative `/user_uploads/…` preview link names (markdown-it
 * percent-encodes what Zulip's renderer leaves raw, so decode it back).
 */
export function uploadHrefPathId(href: string): string | null {
  const rest = href.slice('/user_uploads/'.length);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/**
 * The `<img>` of an uploaded image's preview: a loading placeholder while its
 * thumbnails are made, then the default thumbnail (Zulip's add_a and
 * rewrite_thumbnailed_images; attributes sorted, as both serialize them).
 */
export function uploadedImageTag(info: UploadedImageInfo): string {
  const common = {
    'data-original-content-type': info.contentType ?? undefined,
    'data-original-dimensions': `${info.originalWidthPx}x${info.originalHeightPx}`,
  };
  if (!info.thumbnailUrl) return startTag('img', { class: 'image-loading-placeholder', ...common, src: LOADING_IMAGE });
  return startTag('img', {
    'data-animated': info.animated ? 'true' : undefined,
    ...common,
    'data-transcoded-image': info.transcodedImage ?? undefined,
    src: info.thumbnailUrl,
  });
}

function removesLink(html: string): boolean {
  return !html.startsWith('<div class="youtube-video');
}

/** Python's `a.text`: the text before the link's first child element, or null. */
function linkText(children: Token[], openIndex: number): string | null {
  const next = children[openIndex + 1];
  return next?.type === 'text' ? next.content : null;
}

function closingIndex(tokens: Token[], openIndex: number): number {
  const level = tokens[openIndex].level;
  for (let i = openIndex + 1; i < tokens.length; i++) {
    if (tokens[i].level === level && tokens[i].nesting === -1) return i;
  }
  return tokens.length;
}

function collectLinks(tokens: Token[]): FoundLink[] {
  const found: FoundLink[] = [];
  const items: number[] = [];
  let quoteDepth = 0;
  tokens.forEach((token, k) => {
    if (token.type === 'blockquote_open') quoteDepth++;
    else if (token.type === 'blockquote_close') quoteDepth--;
    else if (token.type === 'list_item_open') items.push(k);
    else if (token.type === 'list_item_close') items.pop();
    if (token.type !== 'inline' || !token.children) return;
    const children = token.children;
    const parent = tokens[k - 1];
    const inItem = parent?.type === 'paragraph_open' && parent.hidden && items.length > 0;
    const inParagraph = parent?.type === 'paragraph_open' && !parent.hidden;
    const onlyLink = children.length === 3 && children[0].type === 'link_open' && children[2].type === 'link_close';
    children.forEach((child, c) => {
      if (child.type !== 'link_open') return;
      const href = String(child.attrGet('href') ?? '');
      const text = linkText(children, c);
      const plain = text === null || text === href;
      let insertBefore = -1;
      let removal: FoundLink['removal'] = null;
      if (inParagraph) {
        // After the paragraph, in its container; a paragraph holding just
        // the bare URL is replaced by the preview.
        insertBefore = k + 2;
        if (onlyLink && plain) removal = { paragraph: k - 1 };
      } else if (inItem) {
        // Text directly in a tight list item: the preview joins the item.
        insertBefore = closingIndex(tokens, items[items.length - 1]);
        if (onlyLink && plain) removal = { inline: k };
      }
      found.push({ href, text, inQuote: quoteDepth > 0, insertBefore, removal });
    });
  });
  return found;
}

/** The files of audio players; they get no preview but, uploads, are claimed like links. */
function audioUrls(tokens: Token[]): string[] {
  return tokens.flatMap((t) => (t.children ?? []).filter((c) => c.type === 'zulip_audio').map(audioUrl));
}

export function previewPass(state: StateCore): void {
  const env = state.env as RenderEnv;
  const tokens = state.tokens;
  const links = collectLinks(tokens);
  const urls = [...links.map((l) => l.href), ...audioUrls(tokens)];
  env.linkedUploadPaths = [
    ...new Set(urls.map((url) => uploadPathId(url, env.ctx.realmUrl)).filter((p) => p !== null)),
  ];
  if (env.ctx.inlineImagePreview === false) return;

  const previewable = new Set(links.filter((l) => !l.inQuote).map((l) => l.href));
  if (previewable.size === 0 || previewable.size > PREVIEW_LIMIT) return;

  const before = new Map<number, Token[]>();
  const removed = new Set<number>();
  const done = new Set<string>();
  for (const link of links) {
    if (link.inQuote || done.has(link.href)) continue;
    done.add(link.href);
    const html = previewHtml(link, env);
    if (html === null) continue;
    env.hasImage = true;
    const token = new state.Token('zulip_preview', '', 0);
    token.content = html;
    token.block = true;
    const at = link.insertBefore < 0 ? tokens.length : link.insertBefore;
    before.set(at, [...(before.get(at) ?? []), token]);
    if (link.removal && removesLink(html)) {
      if ('paragraph' in link.removal) {
        const p = link.removal.paragraph;
        removed
          .add(p)
          .add(p + 1)
          .add(p + 2);
      } else {
        tokens[link.removal.inline].children = [];
      }
    }
  }
  const out: Token[] = [];
  for (let i = 0; i <= tokens.length; i++) {
    const inserted = before.get(i);
    if (inserted) out.push(...inserted);
    if (i < tokens.length && !removed.has(i)) out.push(tokens[i]);
  }
  state.tokens = out;
}
