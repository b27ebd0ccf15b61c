import { DomainError } from '../errors.ts';
import type { EmojiFormat } from './files.ts';
import { loadSharp } from '../uploads/thumbnails/load-sharp.ts';

/** Zulip's DEFAULT_EMOJI_SIZE: emoji are served 64×64. */
export const EMOJI_SIZE = 64;

/** Zulip's IMAGE_BOMB_TOTAL_PIXELS, counted over every frame for emoji (whose animation is kept whole). */
const IMAGE_BOMB_TOTAL_PIXELS = 90_000_000;

/** Zulip's MAX_EMOJI_GIF_FILE_SIZE_BYTES: the most a resized emoji (or its still) may weigh. */
const MAX_RESIZED_BYTES = 128 * 1024;

/**
 * What libvips may decode here: Zulip enables only these loaders (its SVG
 * line is misspelt, so SVG stays blocked), whatever type the client declared.
 */
const DECODABLE = new Set(['gif', 'heif', 'jpeg', 'png', 'tiff', 'webp']);

/** Zulip's BadImageError: HTTP 400 with code BAD_IMAGE. */
export const badImage = (msg: string): DomainError => new DomainError('BAD_IMAGE', msg, 400);

export interface EmojiImages {
  /** 64×64 in the uploaded format; every frame of an animation. */
  image: Buffer;
  /** Animated emoji: the first frame as a 64×64 PNG. */
  still: Buffer | null;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Zulip's resize_emoji: a still image is cropped to 64×64 around its centre;
 * an animation is scaled to fit 64×64 and padded with transparency, frame by
 * frame, and its first frame cropped like a still becomes the still version.
 * Output is in the uploaded format (its extension), so the served bytes are
 * always what their name says.
 */
export async function resizeEmoji(data: Buffer, format: EmojiFormat): Promise<EmojiImages> {
  const sharp = await loadSharp();
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta || !DECODABLE.has(meta.format)) throw badImage('Could not decode image; did you upload an image file?');
  const pages = meta.pages ?? 1;
  if (meta.width * meta.height * pages > IMAGE_BOMB_TOTAL_PIXELS) throw badImage('Image size exceeds limit.');
  const options = { limitInputPixels: IMAGE_BOMB_TOTAL_PIXELS } as const;
  const cropped = () => sharp(data, options).resize(EMOJI_SIZE, EMOJI_SIZE, { fit: 'cover', position: 'centre' });
  let images: EmojiImages;
  try {
    images =
      pages === 1
        ? { image: await cropped().toFormat(format.sharp).toBuffer(), still: null }
        : {
            image: await sharp(data, { ...options, animated: true })
              .resize(EMOJI_SIZE, EMOJI_SIZE, { fit: 'contain', background: TRANSPARENT })
              .toFormat(format.sharp)
              .toBuffer(),
            still: await cropped().png().toBuffer(),
          };
  } catch {
    throw badImage('Image is corrupted or truncated');
  }
  // As Zulip: an animation's limit applies to its still, not to the animation (and without a full stop).
  if ((images.still ?? images.image).length > MAX_RESIZED_BYTES) throw badImage('Image size exceeds limit');
  return images;
}
