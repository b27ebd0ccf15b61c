// Previews of uploaded images: the placeholder while thumbnails are made,
// the thumbnail once they are, and the rewrite from one to the other.

import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import type { UploadedImageInfo } from '../../../src/domain/markdown/index.ts';
import { rewriteThumbnailedImages } from '../../../src/domain/messages/thumbnails/rewrite.ts';
import { emptyRenderContext } from './empty-context.ts';

const renderer = createMarkdownRenderer();
const render = (content: string, uploadedImages: Record<string, UploadedImageInfo>) =>
  renderer.render(content, emptyRenderContext('http://chat.example.com', { uploadedImages })).html;

const pending: UploadedImageInfo = { originalWidthPx: 640, originalHeightPx: 480, contentType: 'image/png' };
const made = (path: string, extra: Partial<UploadedImageInfo> = {}): UploadedImageInfo => ({
  ...pending,
  thumbnailUrl: `/user_uploads/thumbnail/${path}/840x560.webp`,
  ...extra,
});

test('a pending image renders the placeholder with the original size and type', () => {
  expect(render('[a.png](/user_uploads/2/ab/tok/a.png)', { '2/ab/tok/a.png': pending })).toBe(
    '<p><a href="/user_uploads/2/ab/tok/a.png">a.png</a></p>\n' +
      '<div class="message_inline_image"><a href="/user_uploads/2/ab/tok/a.png" title="a.png">' +
      '<img class="image-loading-placeholder" data-original-content-type="image/png" data-original-dimensions="640x480" src="/static/images/loading/loader-black.svg"></a></div>',
  );
});

test('a thumbnailed image renders the thumbnail; animated and transcoded ones say so', () => {
  expect(
    render('[a.gif](/user_uploads/2/ab/tok/a.gif)', {
      '2/ab/tok/a.gif': made('2/ab/tok/a.gif', { contentType: 'image/gif', animated: true }),
    }),
  ).toContain(
    '<img data-animated="true" data-original-content-type="image/gif" data-original-dimensions="640x480" src="/user_uploads/thumbnail/2/ab/tok/a.gif/840x560.webp">',
  );
  expect(
    render('[s.tif](/user_uploads/2/ab/tok/s.tif)', {
      '2/ab/tok/s.tif': made('2/ab/tok/s.tif', { contentType: 'image/tiff', transcodedImage: '4032x3024.webp' }),
    }),
  ).toContain(
    '<img data-original-content-type="image/tiff" data-original-dimensions="640x480" data-transcoded-image="4032x3024.webp" src="/user_uploads/thumbnail/2/ab/tok/s.tif/840x560.webp">',
  );
});

test('non-ASCII names are looked up by their path id, not the percent-encoded link', () => {
  expect(render('[é.png](/user_uploads/2/ab/tok/é.png)', { '2/ab/tok/é.png': pending })).toContain(
    'image-loading-placeholder',
  );
});

test('the rewrite swaps only the finished image, drops failed ones, and leaves the rest byte for byte', () => {
  const images = { '2/a/t/one.png': pending, '2/a/t/two.png': pending, '2/a/t/three.png': pending };
  const html = render(
    'see [one.png](/user_uploads/2/a/t/one.png) and [two.png](/user_uploads/2/a/t/two.png)\n\n[three.png](/user_uploads/2/a/t/three.png)',
    images,
  );
  const once = rewriteThumbnailedImages(
    html,
    new Map([['2/a/t/two.png', made('2/a/t/two.png')]]),
    new Set(['2/a/t/three.png']),
  );
  expect(once).toBe(
    html
      .replace(
        /(title="two.png">)<img[^>]*>/,
        '$1<img data-original-content-type="image/png" data-original-dimensions="640x480" src="/user_uploads/thumbnail/2/a/t/two.png/840x560.webp">',
      )
      .replace(/\n?<div class="message_inline_image"><a href="\/user_uploads\/2\/a\/t\/three.png"[^]*?<\/div>/, ''),
  );
  expect(once).toContain('title="one.png"><img class="image-loading-placeholder"');
  expect(
    rewriteThumbnailedImages(once ?? '', new Map([['2/a/t/two.png', made('2/a/t/two.png')]]), new Set()),
  ).toBeNull();
});
