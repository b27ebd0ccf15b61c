import { uploadedImageTag, uploadHrefPathId } from '../../markdown/previews.ts';
import type { UploadedImageInfo } from '../../markdown/types.ts';

/**
 * A preview of an uploaded image still showing its loading placeholder, as
 * the renderer writes it (attribute values never hold a raw `"` or `>`).
 */
const PENDING_PREVIEW =
  /<div class="message_inline_image"><a href="(\/user_uploads\/[^"]*)"(?: title="[^"]*")?>(<img class="image-loading-placeholder"[^>]*>)<\/a><\/div>/g;

const unescapeAttr = (v: string): string =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Zulip's rewrite_thumbnailed_images: placeholders of images whose thumbnail
 * is now made become the thumbnail; previews of images that could not be
 * thumbnailed (`failed`) are dropped, leaving the link. Everything else is
 * left byte for byte. Null when nothing changed.
 */
export function rewriteThumbnailedImages(
  html: string,
  done: ReadonlyMap<string, UploadedImageInfo>,
  failed: ReadonlySet<string>,
): string | null {
  let changed = false;
  const out = html.replace(PENDING_PREVIEW, (whole, href: string, img: string) => {
    const pathId = uploadHrefPathId(unescapeAttr(href));
    if (pathId === null) return whole;
    if (failed.has(pathId)) {
      changed = true;
      return '';
    }
    const info = done.get(pathId);
    if (!info?.thumbnailUrl) return whole;
    changed = true;
    const tag = uploadedImageTag(info);
    return whole.replace(img, () => tag);
  });
  // Zulip re-serializes the message and strips it: a removed preview leaves no trailing newline.
  return changed ? out.trim() : null;
}
