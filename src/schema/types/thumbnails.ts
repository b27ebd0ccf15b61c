import { serverThumbnailFormats } from '../../domain/uploads/thumbnails/formats.ts';
import { builder } from '../builder.ts';
import { Realm } from './realm.ts';

/** The thumbnail formats of uploaded images (POST /register's server_thumbnail_formats). */

type Format = ReturnType<typeof serverThumbnailFormats>[number];

const ThumbnailFormat = builder.objectRef<Format>('ThumbnailFormat').implement({
  description: 'A size and format uploaded images are thumbnailed into.',
  fields: (t) => ({
    name: t.exposeString('name', {
      description:
        'The last segment of a thumbnail URL: replace it in any `/user_uploads/thumbnail/…` image source to get this format.',
    }),
    maxWidth: t.exposeInt('max_width', { description: 'The largest width of the thumbnail, in pixels.' }),
    maxHeight: t.exposeInt('max_height', { description: 'The largest height of the thumbnail, in pixels.' }),
    format: t.exposeString('format', { description: 'The file extension, e.g. "webp".' }),
    animated: t.exposeBoolean('animated', { description: 'Only made of animated originals.' }),
  }),
});

builder.objectField(Realm, 'thumbnailFormats', (t) =>
  t.field({
    type: [ThumbnailFormat],
    description: 'What uploaded images are thumbnailed into (a server setting).',
    resolve: () => serverThumbnailFormats(),
  }),
);
