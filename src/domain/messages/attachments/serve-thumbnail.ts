import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import type { StoredFile } from './access.ts';
import { accessUpload } from './download.ts';
import {
  formatName,
  parseFormatName,
  storedName,
  thumbnailContentType,
  thumbnailPath,
  outputFormats,
  type StoredThumbnail,
  type ThumbnailFormat,
} from '../../uploads/thumbnails/formats.ts';
import { imageByPath, loadImage, type ImageRow } from '../../uploads/thumbnails/images.ts';

/** A thumbnail to send, or none (Zulip then answers 404 with its "image does not exist" picture). */
export type ThumbnailAnswer = { kind: 'file'; file: StoredFile & { pathId: string } } | { kind: 'missing' };

const MISSING: ThumbnailAnswer = { kind: 'missing' };

/** How much, and how specifically, the client wants `type` by its Accept header (no header accepts anything). */
function acceptance(accept: string | undefined, type: string): { q: number; specificity: number } {
  if (accept === undefined || accept.trim() === '') return { q: 1, specificity: 0 };
  let best = { q: 0, specificity: -1 };
  const [tMain, tSub] = type.split('/');
  for (const part of accept.split(',')) {
    const [range, ...params] = part
      .trim()
      .split(';')
      .map((p) => p.trim().toLowerCase());
    const [main, sub] = range.split('/');
    if (!(range === '*/*' || (main === tMain && (sub === '*' || sub === tSub)))) continue;
    const specificity = range === '*/*' ? 0 : sub === '*' ? 1 : 2;
    const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    if (specificity > best.specificity) best = { q: Number.isFinite(q) ? q : 0, specificity };
  }
  return best;
}

const acceptQuality = (accept: string | undefined, type: string): number => acceptance(accept, type).q;

/**
 * Django's get_preferred_type(["text/html", "image/png"]) == "image/png":
 * an `<img>` asking for a file it may not see gets Zulip's error picture
 * instead of an HTML page.
 */
export function prefersImage(accept: string | undefined): boolean {
  const html = acceptance(accept, 'text/html');
  const png = acceptance(accept, 'image/png');
  return png.q > 0 && (png.q > html.q || (png.q === html.q && png.specificity > html.specificity));
}

/**
 * Zulip's closest_thumbnail_format: for a client guessing at formats, the
 * made one closest to what it asked: same animation, same extension, a type
 * it accepts, the nearest width, the fewest bytes.
 */
function closestMade(
  requested: ThumbnailFormat,
  made: readonly StoredThumbnail[],
  accept: string | undefined,
): StoredThumbnail {
  const grade = (t: StoredThumbnail): number[] => [
    Number(t.animated !== requested.animated),
    Number(t.extension !== requested.extension),
    -acceptQuality(accept, t.content_type),
    Math.abs(requested.maxWidth - t.max_width),
    t.byte_size,
  ];
  const compare = (a: number[], b: number[]): number => a.reduce((d, x, i) => d || x - b[i], 0);
  return [...made].sort((a, b) => compare(grade(a), grade(b)))[0];
}

async function fileOf(deps: Deps, image: ImageRow, name: string): Promise<ThumbnailAnswer> {
  const pathId = thumbnailPath(image.pathId, name);
  const size = await deps.uploads.size(pathId);
  if (size === null) return MISSING;
  const format = parseFormatName(name);
  return {
    kind: 'file',
    file: {
      id: image.id,
      ownerId: 0,
      realmId: image.realmId,
      fileName: name,
      contentType: thumbnailContentType(format?.extension ?? 'webp'),
      size,
      pathId,
    },
  };
}

/**
 * GET /user_uploads/thumbnail/{path_id}/{format} (Zulip's serve_file with a
 * thumbnail format): the original's access rules first (404, 403, login),
 * then the thumbnail. A format this server makes but has not made yet is
 * made now, ahead of the queue; an unknown format gets the closest made one.
 */
export async function accessThumbnail(
  deps: Deps,
  actor: Actor,
  pathId: string,
  requestedName: string,
  accept: string | undefined,
): Promise<ThumbnailAnswer> {
  await accessUpload(deps, actor, pathId);
  return thumbnailOf(deps, pathId, requestedName, accept);
}

/** The thumbnail of an original the viewer may see (a visitor's web-public file too), as accessThumbnail answers it. */
export async function thumbnailOf(
  deps: Deps,
  pathId: string,
  requestedName: string,
  accept: string | undefined,
): Promise<ThumbnailAnswer> {
  let image = await imageByPath(deps.db.sql, pathId);
  const requested = parseFormatName(requestedName);
  if (image === null || image.failure !== null || requested === null) return MISSING;
  const name = formatName(requested);
  // A transcoded rendering is not one of these: it is served once made, never made on demand.
  const outputs = outputFormats(image.frames).map(formatName);
  const made = new Set(image.thumbnails.map(storedName));
  if (!outputs.includes(name)) {
    if (image.thumbnails.length === 0) return MISSING;
    return fileOf(deps, image, made.has(name) ? name : storedName(closestMade(requested, image.thumbnails, accept)));
  }
  if (!made.has(name)) {
    await deps.thumbnails.ensure(image.id);
    image = await loadImage(deps.db.sql, image.id);
    if (image === null || image.failure !== null || !image.thumbnails.some((t) => storedName(t) === name))
      return MISSING;
  }
  return fileOf(deps, image, name);
}
