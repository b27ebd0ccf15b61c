import { prismaReader } from '../../db/sql.ts';
import type { Deps, Tx } from '../context.ts';
import { renderMessageSql, type LinkScope, type RenderInput } from './render-message.ts';

/**
 * Zulip's render_stream_description: the description's Markdown rendered as
 * a message's would be (mentions, channel links, emoji…), without image
 * previews and with nobody's emoticon setting. Channel links are those of
 * `links` (Zulip's acting_user: the user who wrote it).
 */
export async function renderDescription(
  tx: Tx,
  deps: Pick<Deps, 'server' | 'renderer'>,
  realm: RenderInput['realm'],
  description: string,
  links: LinkScope,
): Promise<string> {
  if (description === '') return '';
  const input = { realm, sender: { settings: null }, content: description, channelLinks: links };
  const r = await renderMessageSql(prismaReader(tx), deps.server, deps.renderer, input, {
    translateEmoticons: false,
    inlineImagePreview: false,
  });
  return r.html;
}

/** A plain-text description as Markdown renders it (one paragraph), for channels made without a renderer at hand. */
export function plainDescriptionHtml(description: string): string {
  if (description === '') return '';
  const escaped = description
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
  return `<p>${escaped}</p>`;
}
