// Builds the markdown-it instance once, with Zulip's rules, and renders
// messages with per-call data. See types.ts for the contract.

import MarkdownIt from 'markdown-it';
import type { StateCore } from 'markdown-it';

import { installBlockRules } from './block-rules.ts';
import { renderCodeBlock } from './code-blocks.ts';
import { createEnv } from './env.ts';
import type { RenderEnv } from './env.ts';
import { HtmlStash } from './fences.ts';
import { compileLinkifierRe2, compileLinkifiers } from './linkifiers.ts';
import { installInlineRules } from './inline-rules.ts';
import { renderTex } from './math.ts';
import { preprocess } from './preprocess.ts';
import { previewPass } from './previews.ts';
import { installRenderRules } from './render-rules.ts';
import { restoreTrusted, sanitizeMessageHtml } from './sanitize.ts';
import { textPass } from './text-pass.ts';
import type {
  LinkifierMatcher,
  MarkdownRenderer,
  MarkdownRendererOptions,
  RenderContext,
  RenderResult,
} from './types.ts';

/** markdown-it's inline core rule, telling mention rules when they are inside a quote. */
function inlineWithQuoteContext(state: StateCore): void {
  const env = state.env as RenderEnv;
  let quoteDepth = 0;
  for (const token of state.tokens) {
    if (token.type === 'blockquote_open') quoteDepth++;
    else if (token.type === 'blockquote_close') quoteDepth--;
    else if (token.type === 'inline') {
      // Zulip silences every mention inside a quote.
      env.inBlockquote = quoteDepth > 0;
      state.md.inline.parse(token.content, state.md, state.env, token.children ?? []);
    }
  }
  env.inBlockquote = false;
}

const MAX_CACHED_LINKIFIERS = 500;

function emptyResult(content: string): RenderResult {
  return {
    html: '',
    mentionedUserIds: [],
    silentMentionedUserIds: [],
    mentionedGroupIds: [],
    mentionsStreamWildcard: false,
    mentionsTopicWildcard: false,
    isMeMessage: content.startsWith('/me '),
    hasLink: false,
    hasImage: false,
    hasAttachment: false,
    linkedUploadPaths: [],
  };
}

export function createMarkdownRenderer(options: MarkdownRendererOptions = {}): MarkdownRenderer {
  const codeOptions = { highlight: options.highlightCode ?? true };
  const sanitize = options.sanitize ?? true;
  const compile = options.compileLinkifier ?? compileLinkifierRe2;

  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
  installBlockRules(md);
  installInlineRules(md);
  md.core.ruler.at('inline', inlineWithQuoteContext);
  md.core.ruler.push('zulip_text', textPass);
  md.core.ruler.push('zulip_previews', previewPass);
  installRenderRules(md, codeOptions);

  // Compiled linkifier patterns, reused across renders of the same realm.
  const linkifierCache = new Map<string, LinkifierMatcher | null>();
  const compileCached = (pattern: string): LinkifierMatcher | null => {
    let matcher = linkifierCache.get(pattern);
    if (matcher === undefined) {
      if (linkifierCache.size >= MAX_CACHED_LINKIFIERS) linkifierCache.clear();
      matcher = compile(pattern);
      linkifierCache.set(pattern, matcher);
    }
    return matcher;
  };

  const fenceRenderers = {
    code: (text: string, lang: string | null) => renderCodeBlock(text, lang, codeOptions),
    tex: (text: string) => renderTex(text, true),
  };

  return {
    render(content: string, ctx: RenderContext): RenderResult {
      if (content.trim() === '') return emptyResult(content);
      const blocks = new HtmlStash();
      const trusted = new HtmlStash();
      const env = createEnv(ctx, compileLinkifiers(ctx.linkifiers, compileCached), blocks, trusted);
      const src = preprocess(content, {
        stash: blocks,
        renderers: fenceRenderers,
        defaultCodeBlockLanguage: ctx.defaultCodeBlockLanguage ?? null,
      });
      const tokens = md.parse(src, env);
      let html = md.renderer.render(tokens, md.options, env).trim();
      if (sanitize) html = sanitizeMessageHtml(html);
      html = restoreTrusted(html, trusted);
      return {
        html,
        mentionedUserIds: [...env.mentionedUserIds],
        silentMentionedUserIds: [...env.silentMentionedUserIds].filter((id) => !env.mentionedUserIds.has(id)),
        mentionedGroupIds: [...env.mentionedGroupIds],
        mentionsStreamWildcard: env.mentionsStreamWildcard,
        mentionsTopicWildcard: env.mentionsTopicWildcard,
        isMeMessage: content.startsWith('/me '),
        hasLink: /<a[\s>]/.test(html),
        hasImage: env.hasImage,
        hasAttachment: env.linkedUploadPaths.length > 0,
        linkedUploadPaths: env.linkedUploadPaths,
      };
    },
  };
}
