import { deactivateRealmEmoji } from '../domain/realm-emoji/deactivate-emoji.ts';
import { listRealmEmoji, type RealmEmoji } from '../domain/realm-emoji/realm-emoji.ts';
import { uploadRealmEmoji } from '../domain/realm-emoji/upload-emoji.ts';
import type { ReceivedFile } from '../domain/uploads/upload-file.ts';
import type { OperationContext } from './operation-context.ts';
import { receiveStreamedFile, type StreamedFile } from './uploads.ts';

/** Custom emoji (Zulip's /realm/emoji): everyone reads them; members allowed to add them upload them; admins and authors deactivate them. */

export const realmEmoji = (ctx: OperationContext): Promise<RealmEmoji[]> =>
  listRealmEmoji(ctx.deps.db.sql, ctx.actor.realm.id);

export const uploadEmoji = (ctx: OperationContext, name: string, files: readonly ReceivedFile[]): Promise<RealmEmoji> =>
  uploadRealmEmoji(ctx.deps, ctx.actor, name, files);

/** uploadRealmEmoji over GraphQL: the image streams to a temporary file, then goes the way of POST /realm/emoji/{name}. */
export async function uploadStreamedEmoji(
  ctx: OperationContext,
  name: string,
  file: StreamedFile,
): Promise<RealmEmoji> {
  const received = await receiveStreamedFile(ctx, file);
  try {
    return await uploadRealmEmoji(ctx.deps, ctx.actor, name, [received]);
  } finally {
    await ctx.deps.uploads.remove(received.tempPath);
  }
}

export const deactivateEmoji = (ctx: OperationContext, name: string): Promise<RealmEmoji> =>
  deactivateRealmEmoji(ctx.deps, ctx.actor, name);
