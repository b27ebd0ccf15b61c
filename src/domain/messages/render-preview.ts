import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { linksOf, renderMessage } from '../markdown/render-message.ts';

/**
 * POST /messages/render (Zulip's render_message_backend): the content is
 * rendered as the user would send it, without the send path's normalization
 * (no trimming, no "Message must not be empty").
 */
export async function renderForPreview(deps: Deps, actor: Actor, content: string): Promise<{ rendered: string }> {
  const result = await renderMessage(deps.db.prisma, deps.server, deps.renderer, {
    realm: actor.realm,
    sender: actor.user,
    content,
    channelLinks: linksOf(actor.user),
  });
  return { rendered: result.html };
}
