import type { RenderContext } from '../../../src/domain/markdown/index.ts';

/** A realm with nobody to mention, no channels, emoji or linkifiers: plain Markdown. */
export const emptyRenderContext = (realmUrl: string, overrides: Partial<RenderContext> = {}): RenderContext => ({
  realmUrl,
  users: [],
  groups: [],
  streams: [],
  linkifiers: [],
  realmEmoji: {},
  emptyTopicDisplayName: 'general chat',
  translateEmoticons: false,
  ...overrides,
});
