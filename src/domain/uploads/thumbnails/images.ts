import type { SqlReader } from '../../../db/sql.ts';
import {
  defaultThumbnail,
  formatName,
  storedName,
  thumbnailPath,
  transcodedThumbnail,
  type ImageFacts,
  type StoredThumbnail,
} from './formats.ts';

/** Metadata of an uploaded image (Zulip's ImageAttachment, as MarkdownImageMetadata) that may be previewed. */
export interface UploadedImageInfo {
  originalWidthPx: number;
  originalHeightPx: number;
  /** The original's type (`data-original-content-type`). */
  contentType?: string | null;
  /** `/user_uploads/thumbnail/…` once thumbnails exist; absent while they are being made (a loading placeholder shows). */
  thumbnailUrl?: string | null;
  /** The thumbnail is animated (`data-animated`). */
  animated?: boolean;
  /** For types browsers do not show: the name of a full-size rendering (`data-transcoded-image`). */
  transcodedImage?: string | null;
}

/** An image_attachment row (Zulip's ImageAttachment). */
export interface ImageRow extends ImageFacts {
  id: number;
  realmId: number;
  attachmentId: number;
  pathId: string;
  thumbnails: StoredThumbnail[];
  /** Set when its thumbnails could not be made: it is then treated as no image at all. */
  failure: string | null;
}

interface Row extends Record<string, unknown> {
  id: number;
  realm_id: number;
  attachment_id: number;
  path_id: string;
  original_width_px: number;
  original_height_px: number;
  frames: number;
  content_type: string | null;
  thumbnail_metadata: unknown;
  failure: string | null;
}

export const IMAGE_COLUMNS =
  'id, realm_id, attachment_id, path_id, original_width_px, original_height_px, frames, content_type, thumbnail_metadata, failure';

const isStored = (v: unknown): v is StoredThumbnail =>
  typeof v === 'object' &&
  v !== null &&
  'extension' in v &&
  'max_width' in v &&
  'max_height' in v &&
  'animated' in v &&
  'width' in v &&
  'height' in v;

export function imageOf(r: Row): ImageRow {
  const meta =
    typeof r.thumbnail_metadata === 'string' ? (JSON.parse(r.thumbnail_metadata) as unknown) : r.thumbnail_metadata;
  return {
    id: r.id,
    realmId: r.realm_id,
    attachmentId: r.attachment_id,
    pathId: r.path_id,
    originalWidthPx: r.original_width_px,
    originalHeightPx: r.original_height_px,
    frames: r.frames,
    contentType: r.content_type,
    thumbnails: Array.isArray(meta) ? meta.filter(isStored) : [],
    failure: r.failure,
  };
}

export async function loadImage(sql: SqlReader, id: number, lock = false): Promise<ImageRow | null> {
  const [row] = await sql.query<Row>(
    `SELECT ${IMAGE_COLUMNS} FROM image_attachment WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? imageOf(row) : null;
}

export async function imageByPath(sql: SqlReader, pathId: string): Promise<ImageRow | null> {
  const [row] = await sql.query<Row>(`SELECT ${IMAGE_COLUMNS} FROM image_attachment WHERE path_id = $1`, [pathId]);
  return row ? imageOf(row) : null;
}

/** Zulip's MarkdownImageMetadata: no thumbnail URL while none is made. */
export function previewInfo(image: ImageRow): UploadedImageInfo {
  const base = {
    originalWidthPx: image.originalWidthPx,
    originalHeightPx: image.originalHeightPx,
    contentType: image.contentType,
  };
  if (image.thumbnails.length === 0) return base;
  const format = defaultThumbnail(image);
  const transcoded = transcodedThumbnail(image, image.thumbnails);
  return {
    ...base,
    thumbnailUrl: `/user_uploads/${thumbnailPath(image.pathId, formatName(format))}`,
    animated: format.animated,
    transcodedImage: transcoded === null ? null : storedName(transcoded),
  };
}

/** Zulip's pattern for upload links in message source (`\w` is Unicode-aware in Python). */
const UPLOAD_LINK = /\/user_uploads\/(\d+\/[/\p{L}\p{N}\p{M}_.-]+)/gu;

/**
 * Zulip's get_user_upload_previews: the images a message's source links,
 * by path id, for the renderer. Called inside the transaction that stores
 * the message: the rows are share-locked, so a thumbnailer finishing
 * meanwhile either committed first (and the message gets the thumbnail) or
 * waits for this message to be stored (and then re-renders it).
 */
export async function uploadPreviews(
  sql: SqlReader,
  realmId: number,
  content: string,
): Promise<Record<string, UploadedImageInfo>> {
  if (!content.includes('/user_uploads/')) return {};
  const pathIds = [...new Set([...content.matchAll(UPLOAD_LINK)].map((m) => m[1]))];
  if (pathIds.length === 0) return {};
  const rows = await sql.query<Row>(
    `SELECT ${IMAGE_COLUMNS} FROM image_attachment WHERE realm_id = $1 AND path_id = ANY($2::text[]) AND failure IS NULL ORDER BY id FOR SHARE`,
    [realmId, pathIds],
  );
  return Object.fromEntries(rows.map((r) => [r.path_id, previewInfo(imageOf(r))]));
}

/** Images whose thumbnails are still to be made: queued again at start-up, after a restart or a crash dropped the queue. */
export async function pendingImageIds(sql: SqlReader): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT id FROM image_attachment WHERE failure IS NULL AND thumbnail_metadata = '[]'::jsonb ORDER BY id`,
  );
  return rows.map((r) => r.id);
}
