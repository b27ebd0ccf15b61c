/**
 * `content_html_diff` of an edit-history entry. Zulip runs lxml's htmldiff
 * and turns <del>/<ins> into spans with the classes
 * highlight_text_deleted / highlight_text_inserted inside a <div>. This is a
 * word-level diff with the same markup: the new version's tags are kept,
 * changed words are wrapped. (Byte-identical lxml output is not a goal.)
 */
/** `key` is what is compared: a word without its trailing whitespace (as lxml's tokens), a tag as written. */
type Token = { tag: boolean; text: string; key: string };

function tokenize(html: string): Token[] {
  const out: Token[] = [];
  for (const m of html.matchAll(/<[^>]*>|[^<\s]+\s*|\s+/g)) {
    const tag = m[0].startsWith('<');
    out.push({ tag, text: m[0], key: tag ? m[0] : m[0].trimEnd() });
  }
  return out;
}

/** Above this many cells the LCS table is not worth it: the whole text counts as replaced. */
const MAX_CELLS = 4_000_000;

type Op = { kind: 'equal' | 'insert' | 'delete'; token: Token };

function diffTokens(a: Token[], b: Token[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    return [
      ...a.map((token) => ({ kind: 'delete' as const, token })),
      ...b.map((token) => ({ kind: 'insert' as const, token })),
    ];
  }
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i].key === b[j].key ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i].key === b[j].key) {
      ops.push({ kind: 'equal', token: b[j] });
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      ops.push({ kind: 'insert', token: b[j++] });
    } else {
      ops.push({ kind: 'delete', token: a[i++] });
    }
  }
  return ops;
}

/**
 * As lxml's htmldiff writes it: an insertion comes before the deletion it
 * replaces, a run's trailing whitespace goes after its closing tag
 * (`<span …>after</span> `), and whitespace after a tag is one space.
 */
export function highlightHtmlDifferences(before: string, after: string): string {
  const ops = diffTokens(tokenize(before), tokenize(after));
  let out = '';
  let open: 'insert' | 'delete' | null = null;
  let pendingSpace = '';
  const close = () => {
    if (open) {
      out += `</span>${pendingSpace}`;
      pendingSpace = '';
    }
    open = null;
  };
  for (const op of ops) {
    if (op.token.tag) {
      close();
      // Only the new version's markup survives; removed tags would unbalance it.
      if (op.kind !== 'delete') out += op.token.text;
      continue;
    }
    const text = op.token.text.trim() === '' ? ' ' : op.token.text;
    if (op.kind === 'equal') {
      close();
      out += text;
      continue;
    }
    if (open !== op.kind) {
      close();
      out += `<span class="${op.kind === 'insert' ? 'highlight_text_inserted' : 'highlight_text_deleted'}">`;
      open = op.kind;
    } else {
      out += pendingSpace;
    }
    const word = text.trimEnd();
    pendingSpace = text.slice(word.length);
    out += word;
  }
  close();
  return `<div>${out}</div>`;
}
