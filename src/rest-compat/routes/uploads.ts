import { attachmentJson } from '../presenters/attachments.ts';
import * as uploads from '../../resolvers/uploads.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Uploads under /api/v1 and /json; the files themselves are served at /user_uploads (src/rest-compat/downloads.ts). */
export const uploadsRoutes: RouteDef[] = [
  userRoute('POST', '/user_uploads', async (ctx) => {
    const file = await uploads.uploadFile(ctx, ctx.request.receivedFiles ?? []);
    // `uri` is the name before feature level 272, kept for old clients.
    return { uri: file.url, url: file.url, filename: file.filename };
  }),
  userRoute('GET', '/user_uploads/{realm_id_str:int}/{filename:path}', async (ctx) => ({
    url: await uploads.downloadUrl(ctx, `${ctx.path.realm_id_str}/${ctx.path.filename}`),
  })),
  userRoute('GET', '/attachments', async (ctx) => {
    const { attachments, uploadSpaceUsed } = await uploads.attachments(ctx);
    return { attachments: attachments.map(attachmentJson), upload_space_used: uploadSpaceUsed };
  }),
  userRoute('DELETE', '/attachments/{attachment_id:int}', async (ctx) => {
    await uploads.removeAttachment(ctx, Number(ctx.path.attachment_id));
  }),
];
