// Zulip-flavoured Markdown: message content → the HTML Zulip clients expect,
// plus the facts the server needs (mentions, wildcards, links, images).
export { extractMentionCandidates } from './candidates.ts';
export { createMarkdownRenderer } from './renderer.ts';
export { compileLinkifierRe2, expandUrlTemplate } from './linkifiers.ts';
export type {
  ImageProxyConfig,
  LinkableStream,
  Linkifier,
  LinkifierMatch,
  LinkifierMatcher,
  MarkdownRenderer,
  MarkdownRendererOptions,
  MentionCandidates,
  MentionableGroup,
  MentionableUser,
  RealmEmojiInfo,
  RenderContext,
  RenderResult,
  UploadedImageInfo,
} from './types.ts';
