/**
 * Zulip's thumbnail formats (zerver/lib/thumbnail.py): which thumbnails are
 * made of an uploaded image, how they are named in URLs and storage, and the
 * pixel limits that keep a hostile image from exhausting the server.
 */

/** Zulip's IMAGE_BOMB_TOTAL_PIXELS: about a quarter GiB at 3 bytes a pixel. */
export const IMAGE_BOMB_TOTAL_PIXELS = 90_000_000;
/** Animations may spend a third of that on the frames they render. */
export const IMAGE_MAX_ANIMATED_PIXELS = IMAGE_BOMB_TOTAL_PIXELS / 3;

export interface ThumbnailFormat {
  extension: string;
  maxWidth: number;
  maxHeight: number;
  animated: boolean;
}

/** A thumbnail that was made (Zulip's StoredThumbnailFormat, as stored in thumbnail_metadata). */
export interface StoredThumbnail {
  extension: string;
  content_type: string;
  max_width: number;
  max_height: number;
  animated: boolean;
  width: number;
  height: number;
  byte_size: number;
}

/**
 * Zulip's THUMBNAIL_OUTPUT_FORMATS: large "thumbnails", so clients that do
 * not rewrite URLs get something that does not look pixelated. The first
 * animated and the first still one are those written into messages.
 */
export const THUMBNAIL_OUTPUT_FORMATS: readonly ThumbnailFormat[] = [
  { extension: 'webp', maxWidth: 840, maxHeight: 560, animated: true },
  { extension: 'webp', maxWidth: 840, maxHeight: 560, animated: false },
];

/** Zulip's TRANSCODED_IMAGE_FORMAT: a full-size rendering of types browsers do not show (TIFF, HEIC). */
export const TRANSCODED_IMAGE_FORMAT: ThumbnailFormat = {
  extension: 'webp',
  maxWidth: 4032,
  maxHeight: 3024,
  animated: false,
};

/**
 * Zulip's THUMBNAIL_ACCEPT_IMAGE_TYPES, less SVG: Zulip means to accept it
 * but its loader stays blocked (a misspelt operation name), so SVG uploads
 * are never previewed there either.
 */
export const THUMBNAIL_ACCEPT_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/avif',
  'image/gif',
  'image/heic',
  'image/jpeg',
  'image/png',
  'image/tiff',
  'image/webp',
]);

/** The libvips loaders those types may use; a file claiming one type but holding another format is still checked against these. */
export const ACCEPTED_DECODERS: ReadonlySet<string> = new Set(['heif', 'gif', 'jpeg', 'png', 'tiff', 'webp']);

/** Zulip's INLINE_MIME_TYPES for images: originals browsers show themselves. */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/apng',
  'image/avif',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
]);

/** `840x560-anim.webp` */
export const formatName = (f: Pick<ThumbnailFormat, 'extension' | 'maxWidth' | 'maxHeight' | 'animated'>): string =>
  `${f.maxWidth}x${f.maxHeight}${f.animated ? '-anim' : ''}.${f.extension}`;

export const storedName = (s: StoredThumbnail): string =>
  formatName({ extension: s.extension, maxWidth: s.max_width, maxHeight: s.max_height, animated: s.animated });

/** Zulip's BaseThumbnailFormat.from_string; null for anything else. */
export function parseFormatName(name: string): ThumbnailFormat | null {
  const m = /^(\d+)x(\d+)(-anim)?\.(\w+)$/.exec(name);
  if (!m) return null;
  const maxWidth = Number(m[1]);
  const maxHeight = Number(m[2]);
  if (!Number.isSafeInteger(maxWidth) || !Number.isSafeInteger(maxHeight)) return null;
  return { maxWidth, maxHeight, animated: m[3] !== undefined, extension: m[4] };
}

/** Where a thumbnail lives in the upload store (Zulip's get_image_thumbnail_path). */
export const thumbnailPath = (pathId: string, name: string): string => `thumbnail/${pathId}/${name}`;

export const thumbnailContentType = (extension: string): string =>
  extension === 'webp' ? 'image/webp' : `image/${extension}`;

export interface ImageFacts {
  originalWidthPx: number;
  originalHeightPx: number;
  frames: number;
  contentType: string | null;
}

/** The output formats an image gets: animated ones only for animations (a still image never gets them). */
export const outputFormats = (frames: number): ThumbnailFormat[] =>
  THUMBNAIL_OUTPUT_FORMATS.filter((f) => frames > 1 || !f.animated);

/** Every format this server may ever make of `image`, in the order Zulip makes them (missing_thumbnails). */
export function wantedFormats(image: ImageFacts): ThumbnailFormat[] {
  const formats = outputFormats(image.frames);
  if (image.contentType === null || !INLINE_IMAGE_TYPES.has(image.contentType)) {
    const t = TRANSCODED_IMAGE_FORMAT;
    // A portrait original gets a portrait rendering.
    formats.push(
      image.originalWidthPx >= image.originalHeightPx ? t : { ...t, maxWidth: t.maxHeight, maxHeight: t.maxWidth },
    );
  }
  return formats;
}

export const missingFormats = (image: ImageFacts, made: readonly StoredThumbnail[]): ThumbnailFormat[] => {
  const have = new Set(made.map(storedName));
  return wantedFormats(image).filter((f) => !have.has(formatName(f)));
};

/** Names of every thumbnail that may exist for some image (to remove them with their original). */
export function possibleNames(): string[] {
  const t = TRANSCODED_IMAGE_FORMAT;
  return [...THUMBNAIL_OUTPUT_FORMATS, t, { ...t, maxWidth: t.maxHeight, maxHeight: t.maxWidth }].map(formatName);
}

/** Zulip's get_default_thumbnail_url: the first output format whose animation matches the original's. */
export function defaultThumbnail(image: ImageFacts): ThumbnailFormat {
  const animated = image.frames > 1;
  return THUMBNAIL_OUTPUT_FORMATS.find((f) => f.animated === animated) ?? THUMBNAIL_OUTPUT_FORMATS[0];
}

/** Zulip's get_transcoded_format: for types browsers do not show, the largest thumbnail made. */
export function transcodedThumbnail(image: ImageFacts, made: readonly StoredThumbnail[]): StoredThumbnail | null {
  if (image.contentType === null || INLINE_IMAGE_TYPES.has(image.contentType)) return null;
  return [...made].sort((a, b) => a.width * a.height - b.width * b.height).at(-1) ?? null;
}

/** POST /register's `server_thumbnail_formats`. */
export const serverThumbnailFormats = (): Array<{
  name: string;
  max_width: number;
  max_height: number;
  format: string;
  animated: boolean;
}> =>
  THUMBNAIL_OUTPUT_FORMATS.map((f) => ({
    name: formatName(f),
    max_width: f.maxWidth,
    max_height: f.maxHeight,
    format: f.extension,
    animated: f.animated,
  }));

/** Removes whatever thumbnails an original had, after the original itself went. */
export async function removeThumbnails(
  uploads: { remove(pathId: string): Promise<void> },
  pathId: string,
): Promise<void> {
  for (const name of possibleNames()) await uploads.remove(thumbnailPath(pathId, name));
}
