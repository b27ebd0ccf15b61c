// Public types of the Zulip-flavoured Markdown renderer. Rendering is pure
// and synchronous: the caller resolves everything the message may reference
// (see extractMentionCandidates) in one query and passes it in RenderContext.

import type { UploadedImageInfo } from '../uploads/thumbnails/images.ts';

/** The uploads area's facts about an image a message may preview. */
export type { UploadedImageInfo };

/** What a message may reference, found by a cheap scan before rendering. */
export interface MentionCandidates {
  /** Names from `@**Name**` / `@_**Name**` (wildcards excluded); match case-insensitively. */
  userNames: string[];
  /** Ids from `@**Name|id**` / `@**|id**`. */
  userIds: number[];
  /** Names from `@*group*` / `@_*group*`; match case-insensitively. */
  groupNames: string[];
  /** Names from `#**channel**`, `#**channel>topic**`, `#**channel>topic@id**`; match exactly. */
  streamNames: string[];
  /** True when the message has `:name:` syntax, i.e. realm emoji are needed. */
  hasEmojiSyntax: boolean;
  /** `@**all**`-style channel wildcards or `@**topic**` appear (before code/quote analysis). */
  hasWildcards: boolean;
}

export interface MentionableUser {
  id: number;
  fullName: string;
  email: string;
  /** Deactivated users render as silent mentions and are never notified. */
  isActive: boolean;
}

export interface MentionableGroup {
  id: number;
  name: string;
  /** Deactivated groups render as silent mentions. */
  deactivated?: boolean;
}

export interface LinkableStream {
  id: number;
  name: string;
}

export interface Linkifier {
  /** RE2-syntax pattern with Python-style named groups, e.g. `#(?P<id>[0-9]+)`. */
  pattern: string;
  /** RFC 6570 template, e.g. `https://github.com/zulip/zulip/issues/{id}`. */
  urlTemplate: string;
}

export interface RealmEmojiInfo {
  id: string | number;
  sourceUrl: string;
  deactivated: boolean;
}

/** Zulip's Camo image proxy (settings.CAMO_URI / CAMO_KEY). */
export interface ImageProxyConfig {
  /** e.g. `https://external-content.zulipcdn.net/external_content/` */
  baseUrl: string;
  key: string;
}

export interface RenderContext {
  /** The realm's URL without trailing slash, e.g. `http://127.0.0.1:9991`. */
  realmUrl: string;
  /** Users resolved from MentionCandidates (only those the sender can see). */
  users: readonly MentionableUser[];
  /** Non-system groups resolved from MentionCandidates. */
  groups: readonly MentionableGroup[];
  /** Linkable streams resolved from MentionCandidates. */
  streams: readonly LinkableStream[];
  linkifiers: readonly Linkifier[];
  /** Active and deactivated custom emoji by name. */
  realmEmoji: Readonly<Record<string, RealmEmojiInfo>>;
  /** Realm's display name for the empty topic ("general chat"). */
  emptyTopicDisplayName: string;
  /** The sender's `translate_emoticons` setting. */
  translateEmoticons: boolean;
  /** Realm `inline_image_preview`; defaults to true. */
  inlineImagePreview?: boolean;
  /** Proxy for external preview images; null/absent serves them directly. */
  imageProxy?: ImageProxyConfig | null;
  /** Uploaded images that may be previewed, keyed by path id (`2/ab/cd/x.png`). */
  uploadedImages?: Readonly<Record<string, UploadedImageInfo>>;
  /** Realm `default_code_block_language` for fences without a language. */
  defaultCodeBlockLanguage?: string | null;
  /** Reference time for timestamps without a date; defaults to now. */
  now?: Date;
}

export interface RenderResult {
  /** The HTML for a message's `content` (`rendered_content`). */
  html: string;
  /** Users to flag as mentioned: non-silent mentions of active users. */
  mentionedUserIds: number[];
  /** Users mentioned silently (`@_**Name**`, in quotes, or deactivated); no flag. */
  silentMentionedUserIds: number[];
  /** Non-silent mentions of active groups; the caller expands membership. */
  mentionedGroupIds: number[];
  /** A non-silent `@**all**`, `@**everyone**`, `@**channel**` or `@**stream**`. */
  mentionsStreamWildcard: boolean;
  /** A non-silent `@**topic**`. */
  mentionsTopicWildcard: boolean;
  /** Content starts with `/me ` (Zulip's status message). */
  isMeMessage: boolean;
  /** The output contains any `<a>` element (Zulip's has_link). */
  hasLink: boolean;
  /** An inline image/video preview was added (Zulip's has_image). */
  hasImage: boolean;
  /**
   * True when some link points at `/user_uploads/`. Zulip's has_attachment is
   * only set for uploads the sender may claim, so the caller must verify
   * linkedUploadPaths against Attachment rows.
   */
  hasAttachment: boolean;
  /** Path ids (`2/ab/cd/file.txt`) of links into `/user_uploads/`, in order, unique. */
  linkedUploadPaths: string[];
}

export interface LinkifierMatch {
  /** Index of the linkified text in the searched string. */
  index: number;
  /** The text to turn into a link (Zulip's OUTER_CAPTURE_GROUP). */
  text: string;
  /** Named groups, for expanding the URL template. */
  groups: Readonly<Record<string, string>>;
}

/** A compiled linkifier pattern; `scan` returns matches in order, non-overlapping. */
export interface LinkifierMatcher {
  scan(text: string): LinkifierMatch[];
}

export interface MarkdownRendererOptions {
  /**
   * Compiles a linkifier's pattern. The default is RE2 (re2js), linear in the
   * text; never JavaScript's RegExp, whose backtracking a user's pattern could
   * stall. Return null for a pattern that cannot be compiled.
   */
  compileLinkifier?: (pattern: string) => LinkifierMatcher | null;
  /** Highlight fenced code with a language (highlight.js, Pygments classes). Default true. */
  highlightCode?: boolean;
  /** Run the final sanitize-html pass (defence in depth). Default true. */
  sanitize?: boolean;
}

export interface MarkdownRenderer {
  render(content: string, ctx: RenderContext): RenderResult;
}
