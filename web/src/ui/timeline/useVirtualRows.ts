import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { RowHeights, type Pin } from './rows.ts';

/** Lists up to this long are shown whole: a few pages cost little, and every row stays findable in the page. */
export const WHOLE_UP_TO = 100;
/** Pixels of rows kept in the page beyond each edge of the view, so that scrolling shows rows already laid out. */
const OVERSCAN = 700;
/** How near the view may come to the edge of the rows in the page before others are put in. */
const MARGIN = 250;
/** Within this of the bottom, the view follows new messages. */
const BOTTOM = 40;
/** Views remembered: a few more than the store keeps timelines for. */
const REMEMBERED = 12;

interface Memory {
  heights: RowHeights;
  /** Null until the view is placed (at its first unread, its `near` message or the bottom). */
  pin: Pin | null;
}

/** Recent narrows' row heights and where their view was held, by narrow key: going back shows it where it was. */
const memory = new Map<string, Memory>();

function remembered(key: string): Memory {
  const m = memory.get(key) ?? { heights: new RowHeights(), pin: null };
  memory.delete(key);
  memory.set(key, m);
  for (const k of memory.keys()) {
    if (memory.size <= REMEMBERED) break;
    memory.delete(k);
  }
  return m;
}

const rowOf = (id: number) => document.getElementById(`message-${id}`);

/** Where a message's row begins: at its day separator when it has one. */
function firstOf(row: HTMLElement): Element {
  const before = row.previousElementSibling;
  return before?.classList.contains('date-separator') ? before : row;
}

export interface VirtualRows {
  /** The rows [start, end) to put in the page, and the room the others take above and below. */
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
  placed: boolean;
  /** Holds the view at `pin` from now on. */
  place(pin: Pin): void;
  /** Forgets where the view was held: a view read afresh is placed again. */
  reset(): void;
  /** Brings a row into view (as little as needed when it is in the page). */
  reveal(id: number): void;
  atBottom(): boolean;
  onScroll(): void;
}

/**
 * Puts in the page only the rows of `ids` near the view of `scroller`, measures them as
 * they are shown, and holds the view still while rows come, go or change size above it
 * (older pages, images, the rows put in as one scrolls) or at the bottom (new messages).
 * `list` holds the rows, between two spacers: the first and last of its children.
 */
export function useVirtualRows(
  scroller: RefObject<HTMLElement>,
  list: RefObject<HTMLElement>,
  key: string,
  ids: readonly number[],
): VirtualRows {
  const [, rerender] = useState(0);
  const open = useRef<{ key: string; memory: Memory } | null>(null);
  if (open.current?.key !== key) open.current = { key, memory: remembered(key) };
  const mem = open.current.memory;
  const h = mem.heights;
  h.setRows(ids);
  const live = useRef({ ids, start: 0, end: 0 });
  /** The view's top within the list, as last seen: where to look when the pinned row is gone. */
  const viewTop = useRef(0);

  const whole = ids.length <= WHOLE_UP_TO;
  let start = 0;
  let end = ids.length;
  if (!whole) {
    const viewport = scroller.current?.clientHeight ?? innerHeight;
    const pin = mem.pin;
    const i = pin?.kind === 'row' ? h.indexOf(pin.id) : undefined;
    const top =
      pin?.kind === 'row' ? (i === undefined ? viewTop.current : h.top(i) - pin.y) : Math.max(0, h.total() - viewport);
    ({ start, end } = h.span(top - OVERSCAN, top + viewport + OVERSCAN));
  }
  live.current = { ids, start, end };

  /** The view's top within the list. */
  const topInList = (el: HTMLElement, ol: HTMLElement) =>
    el.getBoundingClientRect().top - ol.getBoundingClientRect().top - (ol.firstElementChild?.clientHeight ?? 0);

  /** Whether the rows in the page cover the view and a margin around it. */
  const covered = (el: HTMLElement, ol: HTMLElement) => {
    const { ids, start, end } = live.current;
    if (ids.length <= WHOLE_UP_TO) return true;
    const top = topInList(el, ol) + h.top(start);
    viewTop.current = top;
    const need = h.span(top - MARGIN, top + el.clientHeight + MARGIN);
    return need.start >= start && need.end <= end;
  };

  /** Measures the rows in the page, then puts the view back where it is held. */
  const settle = () => {
    const el = scroller.current;
    const ol = list.current;
    if (!el || !ol) return;
    const { ids, start, end } = live.current;
    let prev: { id: number; top: number } | null = null;
    for (let i = start; i < end; i++) {
      const row = rowOf(ids[i]);
      if (!row) continue;
      const top = firstOf(row).getBoundingClientRect().top;
      if (prev) h.set(prev.id, top - prev.top);
      prev = { id: ids[i], top };
    }
    const after = ol.lastElementChild;
    if (prev && after) h.set(prev.id, after.getBoundingClientRect().top - prev.top);
    const pin = mem.pin;
    if (pin?.kind === 'bottom') el.scrollTop = el.scrollHeight;
    else if (pin) {
      const row = rowOf(pin.id);
      const i = h.indexOf(pin.id);
      if (row) {
        const d = row.getBoundingClientRect().top - el.getBoundingClientRect().top - pin.y;
        if (Math.abs(d) >= 1) el.scrollTop += d;
      } else if (i !== undefined) el.scrollTop += h.top(i) - pin.y - (topInList(el, ol) + h.top(start));
    }
    if (!covered(el, ol)) rerender((n) => n + 1);
  };

  /** Holds the view at the row now at its top, or at the bottom. */
  const record = () => {
    const el = scroller.current;
    const ol = list.current;
    if (!el || !ol) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM) mem.pin = { kind: 'bottom' };
    else {
      const { ids, start } = live.current;
      const view = topInList(el, ol) + h.top(start);
      const i = h.at(view);
      const id = ids[i];
      if (id === undefined) return;
      // A row not in the page yet (a jump): where the room kept for it puts it.
      const row = rowOf(id);
      const y = row ? row.getBoundingClientRect().top - el.getBoundingClientRect().top : h.top(i) - view;
      mem.pin = { kind: 'row', id, y };
    }
  };

  const place = (pin: Pin) => {
    mem.pin = pin;
    settle();
    record();
    rerender((n) => n + 1);
  };

  const latestSettle = useRef(settle);
  latestSettle.current = settle;
  useLayoutEffect(settle);
  useLayoutEffect(() => {
    const ol = list.current;
    if (!ol) return;
    // Rows change size after they are laid out (images, reactions, edits): the view is held again.
    // The latest render's settle: an earlier one's closure holds the narrow open then.
    const observer = new ResizeObserver(() => latestSettle.current());
    observer.observe(ol);
    return () => observer.disconnect();
  }, []);

  return {
    start,
    end,
    padTop: whole ? 0 : h.top(start),
    padBottom: whole ? 0 : h.total() - h.top(end),
    placed: mem.pin !== null,
    place,
    reset() {
      mem.pin = null;
    },
    reveal(id) {
      const row = rowOf(id);
      if (row) row.scrollIntoView({ block: 'nearest' });
      else if (h.indexOf(id) !== undefined) place({ kind: 'row', id, y: 24 });
    },
    atBottom: () => mem.pin?.kind !== 'row',
    onScroll() {
      const el = scroller.current;
      const ol = list.current;
      record();
      if (el && ol && !covered(el, ol)) rerender((n) => n + 1);
    },
  };
}
