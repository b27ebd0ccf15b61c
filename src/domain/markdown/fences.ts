// Zulip's fenced-block preprocessor (zerver/lib/markdown/fenced_code.py),
// line for line. Zulip handles ``` and ~~~ blocks before Markdown parsing:
// code and math become placeholders for finished HTML, ```quote becomes
// `> ` lines and ```spoiler becomes placeholders around its (still Markdown)
// content. Porting it, rather than using markdown-it's fence rule, keeps
// Zulip's nesting quirks (a fence only closes with exactly the same string,
// fences must start at column 0, an unclosed fence runs to the end).

import { escapePygments } from './escape.ts';

// Zulip's FENCE_RE. Note `+-.` in Python's class is a range: `+ , - .`.
const FENCE_RE = /^(~{3,}|`{3,})[ ]*(?:\{?\.?([a-zA-Z0-9_+,\-./#]+)[ ]*([^ ~`][^~`]*)?\}?)?$/;

export interface FenceRenderers {
  code(text: string, lang: string | null): string;
  /** Display math; null when the TeX does not parse. */
  tex(text: string): string | null;
}

export interface StashedHtml {
  html: string;
  /** Library output (KaTeX, highlighted code) that bypasses the sanitizer. */
  trusted: boolean;
}

/** Finished HTML waiting for its place; the text holds `\u0002N\u0003`. */
export class HtmlStash {
  readonly items: StashedHtml[] = [];

  store(html: string, trusted = false): string {
    this.items.push({ html, trusted });
    return `\u0002${this.items.length - 1}\u0003`;
  }
}

interface Handler {
  handleLine(line: string): void;
  done(): void;
}

class FenceProcessor {
  readonly handlers: Handler[] = [];

  constructor(
    readonly stash: HtmlStash,
    readonly renderers: FenceRenderers,
    readonly defaultLanguage: string | null,
  ) {}

  pop(): void {
    this.handlers.pop();
  }

  /** Zulip's check_for_new_fence. */
  checkForNewFence(output: string[], line: string, defaultLanguage: string | null): void {
    const m = FENCE_RE.exec(line);
    if (!m) {
      output.push(line);
      return;
    }
    const fence = m[1];
    let lang: string | null = m[2] ?? null;
    const header = m[3] ?? null;
    if (!lang && defaultLanguage) lang = defaultLanguage;
    this.handlers.push(this.handlerFor(output, fence, lang?.toLowerCase() ?? null, header, defaultLanguage));
  }

  private handlerFor(
    output: string[],
    fence: string,
    lang: string | null,
    header: string | null,
    defaultLanguage: string | null,
  ): Handler {
    if (lang === 'quote' || lang === 'quoted') return new QuoteHandler(this, output, fence, defaultLanguage);
    if (lang === 'math') return new TexHandler(this, output, fence);
    if (lang === 'spoiler') return new SpoilerHandler(this, output, fence, header);
    return new CodeHandler(this, output, fence, lang);
  }
}

abstract class BlockHandler implements Handler {
  protected readonly lines: string[] = [];

  constructor(
    protected readonly processor: FenceProcessor,
    protected readonly output: string[],
    protected readonly fence: string,
    private readonly processContents: boolean,
  ) {}

  handleLine(line: string): void {
    if (line.trimEnd() === this.fence) this.done();
    else this.lines.push(line.trimEnd());
  }

  done(): void {
    // An empty block renders as nothing at all, as in Zulip.
    if (this.lines.length > 0) {
      let text = this.formatText(this.lines.join('\n'));
      if (!this.processContents) text = this.processor.stash.store(text, true);
      this.output.push('', ...text.split('\n'), '');
    }
    this.processor.pop();
  }

  protected abstract formatText(text: string): string;
}

class CodeHandler extends BlockHandler {
  constructor(
    processor: FenceProcessor,
    output: string[],
    fence: string,
    private readonly lang: string | null,
  ) {
    super(processor, output, fence, false);
  }

  protected formatText(text: string): string {
    return this.processor.renderers.code(text, this.lang);
  }
}

class TexHandler extends BlockHandler {
  constructor(processor: FenceProcessor, output: string[], fence: string) {
    super(processor, output, fence, false);
  }

  protected formatText(text: string): string {
    return text
      .split('\n\n')
      .map(
        (paragraph) =>
          this.processor.renderers.tex(paragraph) ??
          // Django's escape(), which also escapes quotes.
          `<span class="tex-error">${escapePygments(paragraph).replace(/&#39;/g, '&#x27;')}</span>`,
      )
      .join('\n\n');
  }
}

class QuoteHandler extends BlockHandler {
  constructor(
    processor: FenceProcessor,
    output: string[],
    fence: string,
    private readonly defaultLanguage: string | null,
  ) {
    super(processor, output, fence, true);
  }

  override handleLine(line: string): void {
    if (line.trimEnd() === this.fence) this.done();
    else this.processor.checkForNewFence(this.lines, line, this.defaultLanguage);
  }

  protected formatText(text: string): string {
    return text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
  }
}

const SPOILER_OPEN = '<div class="spoiler-block"><div class="spoiler-header">';
const SPOILER_MIDDLE = '</div><div class="spoiler-content" aria-hidden="true">';
const SPOILER_CLOSE = '</div></div>';

class SpoilerHandler extends BlockHandler {
  constructor(
    processor: FenceProcessor,
    output: string[],
    fence: string,
    private readonly header: string | null,
  ) {
    super(processor, output, fence, true);
  }

  override handleLine(line: string): void {
    if (line.trimEnd() === this.fence) this.done();
    else this.processor.checkForNewFence(this.lines, line, null);
  }

  protected formatText(text: string): string {
    const stash = this.processor.stash;
    const parts = [stash.store(SPOILER_OPEN)];
    if (this.header !== null) parts.push(this.header);
    parts.push(stash.store(SPOILER_MIDDLE), text, stash.store(SPOILER_CLOSE));
    return parts.join('\n\n');
  }
}

class OuterHandler implements Handler {
  constructor(
    private readonly processor: FenceProcessor,
    private readonly output: string[],
  ) {}

  handleLine(line: string): void {
    this.processor.checkForNewFence(this.output, line, this.processor.defaultLanguage);
  }

  done(): void {
    this.processor.pop();
  }
}

/** Runs Zulip's fenced-block preprocessing over the message's lines. */
export function processFences(
  lines: readonly string[],
  stash: HtmlStash,
  renderers: FenceRenderers,
  defaultLanguage: string | null,
): string[] {
  const output: string[] = [];
  const processor = new FenceProcessor(stash, renderers, defaultLanguage);
  processor.handlers.push(new OuterHandler(processor, output));
  for (const line of lines) processor.handlers[processor.handlers.length - 1].handleLine(line);
  while (processor.handlers.length > 0) processor.handlers[processor.handlers.length - 1].done();
  if (output.length > 2 && output[output.length - 2] !== '') output.push('');
  return output;
}

/** Whether a line opens or closes a fence (for the hanging-list preprocessor). */
export function fenceOf(line: string): { fence: string; lang: string | null } | null {
  const m = FENCE_RE.exec(line);
  return m ? { fence: m[1], lang: m[2] ?? null } : null;
}
