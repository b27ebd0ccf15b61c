import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded with the first image processed: libvips and its codecs are
 * ~20 MiB of resident memory that a server nobody sends images to need not carry.
 *
 * One libvips worker thread per image and no operation cache: thumbnails are
 * background work on a small server, and libvips would otherwise take every
 * core (and keep decoded images) while requests wait. libvips settings are
 * process-wide, hence set here, once, before any image.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
