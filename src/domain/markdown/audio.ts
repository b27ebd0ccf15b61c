// Zulip's media syntax for audio (Zulip 11, feature level 405):
// `![title](url)` naming an audio file becomes an inline player,
// `<audio controls preload="metadata" src="…" title="…"></audio>`. Any other
// `![…](…)` is not an image in Zulip 11: the `!` stays text before the link.

import type { StateInline, Token } from 'markdown-it';

import type { RenderEnv } from './env.ts';
import { startTag } from './escape.ts';
import { parseLinkAt } from './links.ts';
import { proxied } from './media-proxy.ts';

/**
 * The extensions Python's mimetypes.guess_type (with Zulip's additions) maps
 * to AUDIO_INLINE_MIME_TYPES: audio/aac, flac, mp4, mpeg, wav and webm.
 * guess_type reads the extension at the very end of the URL, query included.
 */
const AUDIO_URL = /\.(?:aac|flac|m4a|mp2|mp3|mpga|wav|weba)$/i;

export function audio(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x21) return false;
  const parsed = parseLinkAt(state, state.pos + 1);
  if (parsed === null || !AUDIO_URL.test(parsed.href)) return false;
  if (!silent) {
    const src = proxied(parsed.href, (state.env as RenderEnv).ctx);
    const token = state.push('zulip_audio', 'audio', 0);
    token.attrs = [
      ['src', src],
      ['title', state.src.slice(parsed.labelStart, parsed.labelEnd)],
    ];
    // The URL as written, when the player's src had to go through the media proxy.
    if (src !== parsed.href) token.attrs.push(['data-original-url', parsed.href]);
  }
  state.pos = parsed.end;
  return true;
}

/** The URL an audio token plays, as written (uploads are claimed by it). */
export const audioUrl = (token: Token): string => String(token.attrGet('data-original-url') ?? token.attrGet('src'));

/** Python-Markdown's serializer: attributes sorted, `controls` written bare (its value is its name). */
export function renderAudio(token: Token): string {
  const attrs = startTag(
    'audio',
    Object.fromEntries([...(token.attrs ?? []).map(([k, v]) => [k, String(v)]), ['preload', 'metadata']]),
  );
  return `<audio controls${attrs.slice('<audio'.length)}</audio>`;
}
