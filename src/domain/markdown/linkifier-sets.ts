import type { SqlReader } from '../../db/sql.ts';
import { findWebLinks } from './autolink.ts';
import { listLinkifiers, type Linkifier } from '../linkifiers/linkifiers.ts';
import { CompiledPattern } from '../linkifiers/pattern.ts';
import { expandUrlTemplate, parseUrlTemplate, type UrlTemplate } from '../linkifiers/template.ts';

/** A link found in a topic (Zulip's topic_links entry). */
export interface TopicLink {
  text: string;
  url: string;
}

const MAX_CACHED_TOPICS = 2_000;

interface Span {
  start: number;
  end: number;
  link: TopicLink;
}

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/**
 * One realm's linkifiers, compiled once. Topic links are computed when a
 * message is read (Zulip's topic_links), so they follow the current
 * linkifiers; a page repeats few topics, so they are kept per topic.
 */
export class LinkifierSet {
  private readonly compiled: Array<{ pattern: CompiledPattern; template: UrlTemplate }> = [];
  private readonly topics = new Map<string, TopicLink[]>();

  constructor(
    readonly key: string,
    readonly linkifiers: Linkifier[],
  ) {
    for (const l of linkifiers) {
      const pattern = CompiledPattern.compile(l.pattern);
      const template = parseUrlTemplate(l.urlTemplate);
      if (pattern && template) this.compiled.push({ pattern, template });
    }
  }

  /** Linkifier matches, earlier linkifiers winning overlaps, then raw URLs that overlap none; by position. */
  readonly topicLinks = (topic: string): TopicLink[] => {
    if (topic === '') return [];
    const cached = this.topics.get(topic);
    if (cached) return cached;
    const kept: Span[] = [];
    const keep = (s: Span) => {
      if (!kept.some((k) => overlaps(k, s))) kept.push(s);
    };
    for (const { pattern, template } of this.compiled) {
      for (const m of pattern.scan(topic))
        keep({
          start: m.index,
          end: m.index + m.text.length,
          link: { url: expandUrlTemplate(template, m.groups), text: m.text },
        });
    }
    for (const { index, url } of findWebLinks(topic)) {
      // Zulip gives a URL without a scheme https://.
      keep({
        start: index,
        end: index + url.length,
        link: { url: /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`, text: url },
      });
    }
    const links = kept.sort((a, b) => a.start - b.start).map((s) => s.link);
    if (this.topics.size >= MAX_CACHED_TOPICS) this.topics.clear();
    this.topics.set(topic, links);
    return links;
  };
}

const keyOf = (list: Linkifier[]): string => JSON.stringify(list.map((l) => [l.id, l.pattern, l.urlTemplate]));

/**
 * Every realm's current linkifier set. The list is read for each use (one
 * indexed statement), so a change made on any server applies at once; it is
 * compiled again only when it changed.
 */
export class RealmLinkifierSets {
  private readonly byRealm = new Map<number, LinkifierSet>();

  async forRealm(sql: SqlReader, realmId: number): Promise<LinkifierSet> {
    const list = await listLinkifiers(sql, realmId);
    const key = keyOf(list);
    const known = this.byRealm.get(realmId);
    if (known?.key === key) return known;
    const set = new LinkifierSet(key, list);
    this.byRealm.set(realmId, set);
    return set;
  }
}

declare module '../context.ts' {
  interface Deps {
    /** Each realm's linkifiers, compiled once per change. */
    linkifiers: RealmLinkifierSets;
  }
}
