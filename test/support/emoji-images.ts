import sharp from 'sharp';

/** Test images for custom emoji, made with sharp. */

const solid = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 4, background: { r, g, b, alpha: 1 } } });

export const pngImage = (width = 100, height = 80): Promise<Buffer> =>
  solid(width, height, 200, 40, 40).png().toBuffer();

export const jpegImage = (width = 30, height = 30): Promise<Buffer> =>
  solid(width, height, 20, 200, 40).jpeg().toBuffer();

/** Noise does not compress: a PNG of about 3 bytes per pixel. */
export const noisyPng = (side: number): Promise<Buffer> =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

export const tiffImage = (): Promise<Buffer> => solid(20, 20, 0, 0, 0).tiff().toBuffer();

/** An animated GIF of three differently coloured frames, wider than high. */
export async function animatedGif(width = 120, height = 60): Promise<Buffer> {
  const frames = await Promise.all(
    [solid(width, height, 255, 0, 0), solid(width, height, 0, 255, 0), solid(width, height, 0, 0, 255)].map((s) =>
      s.png().toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

/** What sharp reads of an image: its format, size and frames. */
export async function imageFacts(
  data: Uint8Array,
): Promise<{ format: string; width: number; height: number; pages: number }> {
  const m = await sharp(data, { animated: true }).metadata();
  return { format: m.format, width: m.width, height: m.pageHeight ?? m.height, pages: m.pages ?? 1 };
}
