import type { Metadata } from 'sharp';
import {
  ACCEPTED_DECODERS,
  IMAGE_BOMB_TOTAL_PIXELS,
  IMAGE_MAX_ANIMATED_PIXELS,
  THUMBNAIL_ACCEPT_IMAGE_TYPES,
  type ImageFacts,
} from './formats.ts';
import { loadSharp } from './load-sharp.ts';

/**
 * Zulip's maybe_thumbnail, its checking half: for an upload that calls
 * itself an image we thumbnail, its header (only the header is decoded) as
 * shown, after EXIF rotation; null when it is not such an image, does not
 * parse, or is too large to thumbnail (Zulip's "Image size exceeds limit."):
 * such files stay plain links.
 */
export async function probeImage(file: string, contentType: string): Promise<ImageFacts | null> {
  if (!THUMBNAIL_ACCEPT_IMAGE_TYPES.has(contentType)) return null;
  let meta: Metadata;
  const sharp = await loadSharp();
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const { width, height } = meta;
  if (!ACCEPTED_DECODERS.has(meta.format) || !width || !height) return null;
  const frames = meta.pages ?? 1;
  const pixels = width * height;
  // Animations are cut short when thumbnailed: at least three frames must fit in a third of the budget.
  if (frames === 1 ? pixels > IMAGE_BOMB_TOTAL_PIXELS : pixels * Math.min(3, frames) > IMAGE_MAX_ANIMATED_PIXELS)
    return null;
  const rotated = meta.orientation !== undefined && meta.orientation >= 5 && meta.orientation <= 8;
  return {
    originalWidthPx: rotated ? height : width,
    originalHeightPx: rotated ? width : height,
    frames,
    contentType,
  };
}
