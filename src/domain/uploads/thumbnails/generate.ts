import type { OutputInfo } from 'sharp';
import {
  IMAGE_BOMB_TOTAL_PIXELS,
  IMAGE_MAX_ANIMATED_PIXELS,
  thumbnailContentType,
  type ImageFacts,
  type StoredThumbnail,
  type ThumbnailFormat,
} from './formats.ts';
import { loadSharp } from './load-sharp.ts';

/** sharp rejected the image (corrupt, truncated, past the pixel limit): the image's fault, not the server's. */
export class BadImageError extends Error {}

/**
 * Zulip's ensure_thumbnails, for one format: scaled down (never up) to fit,
 * EXIF rotation applied; an animated original keeps its animation in an
 * animated format, as many frames as fit in IMAGE_MAX_ANIMATED_PIXELS, and
 * gives its first frame to a still one.
 */
export async function makeThumbnail(
  original: Buffer,
  image: ImageFacts,
  format: ThumbnailFormat,
): Promise<{ data: Buffer; stored: StoredThumbnail }> {
  let pages = 1;
  if (image.frames > 1 && format.animated) {
    const perFrame = image.originalWidthPx * image.originalHeightPx;
    pages =
      perFrame * image.frames < IMAGE_MAX_ANIMATED_PIXELS
        ? -1
        : Math.max(1, Math.floor(IMAGE_MAX_ANIMATED_PIXELS / perFrame));
  }
  let out: { data: Buffer; info: OutputInfo };
  const sharp = await loadSharp();
  try {
    out = await sharp(original, {
      pages,
      autoOrient: true,
      limitInputPixels: IMAGE_BOMB_TOTAL_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    })
      .resize({ width: format.maxWidth, height: format.maxHeight, fit: 'inside', withoutEnlargement: true })
      // libvips' own default quality, which Zulip's thumbnails use.
      .webp({ quality: 75 })
      // An image that keeps libvips busy this long is treated as hostile.
      .timeout({ seconds: 60 })
      .toBuffer({ resolveWithObject: true });
  } catch (e) {
    throw new BadImageError(e instanceof Error ? e.message : String(e));
  }
  const { info } = out;
  return {
    data: out.data,
    stored: {
      extension: format.extension,
      content_type: thumbnailContentType(format.extension),
      max_width: format.maxWidth,
      max_height: format.maxHeight,
      animated: format.animated,
      width: info.width,
      height: format.animated && info.pageHeight !== undefined ? info.pageHeight : info.height,
      byte_size: out.data.length,
    },
  };
}
