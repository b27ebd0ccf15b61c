import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../domain/context.ts';
import { partContentType, type ReceivedFile } from '../domain/uploads/upload-file.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts of a multipart upload request, already on disk (null: none, or not an upload endpoint). */
    receivedFiles: ReceivedFile[] | null;
  }
}

/** The endpoints whose file parts are kept: POST /user_uploads and POST /realm/emoji/{name} (under /api/v1 or /json). */
const isUploadRequest = (req: FastifyRequest): boolean =>
  /^\/(api\/v1|json)\/(user_uploads\/?|realm\/emoji\/[^?]+)(\?|$)/.test(req.url) && req.method === 'POST';

interface FilePart {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

/**
 * Streams one multipart file part to a temporary file of the upload store,
 * so that an upload never sits in memory. The part
 * stops at the size limit (the parser's `fileSize`); the rest of the body is
 * read and dropped. Parts of other endpoints are read and dropped, as
 * Django leaves files out of a request's parameters.
 */
export async function receiveFilePart(deps: Deps, req: FastifyRequest, part: FilePart): Promise<void> {
  if (!isUploadRequest(req)) {
    part.file.resume();
    await new Promise<void>((resolve, reject) => part.file.on('end', resolve).on('error', reject));
    return;
  }
  const tempPath = deps.uploads.tempPath();
  const received: ReceivedFile = {
    tempPath,
    fieldName: part.fieldname,
    rawName: part.filename,
    contentType: partContentType(part.mimetype),
    size: 0,
    truncated: false,
  };
  (req.receivedFiles ??= []).push(received);
  try {
    received.size = await deps.uploads.receive(part.file, tempPath);
  } catch (e) {
    // A body cut off half-way: nothing of it is kept.
    await deps.uploads.remove(tempPath);
    throw e;
  }
  received.truncated = part.file.truncated === true;
}

/** Temporary files of a request that were not kept (a refused or failed upload). */
export async function dropReceivedFiles(deps: Deps, req: FastifyRequest): Promise<void> {
  for (const f of req.receivedFiles ?? []) await deps.uploads.remove(f.tempPath);
}
