import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isCombinedFeed } from '../state/conversations.ts';
import { narrowOfTerms } from '../state/narrow-url.ts';
import { parseSearch, searchDirectoryOf, suggest, unparseSearch, type Suggestion } from '../state/search.ts';
import { useApp } from './context.ts';

export const SEARCH_INPUT_ID = 'search-input';

/**
 * Zulip's search box: narrow operators typed or picked from suggestions (operators, channels,
 * topics, people, `is:`/`has:` values); Enter opens the results. It shows the open search's terms.
 */
export function SearchBox() {
  const { state, go, notify } = useApp();
  const dir = useMemo(() => searchDirectoryOf(state), [state.users, state.subscriptions, state.topics, state.meId]);
  const narrow = state.timeline?.narrow;
  // The Combined feed is no search: the box stays empty there, as in Zulip.
  const shown = narrow?.kind === 'search' && !isCombinedFeed(narrow) ? unparseSearch(narrow.terms, dir) : '';
  const [text, setText] = useState(shown);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  // A layout effect, so the box never paints a narrow's heading beside the previous narrow's query.
  useLayoutEffect(() => setText(shown), [shown]);

  const items: Suggestion[] = open && text.trim() ? suggest(text, dir) : [];

  const run = (query: string) => {
    const terms = parseSearch(query, dir);
    if (!terms) return notify('No channel or person by that name');
    const n = narrowOfTerms(terms, state.meId);
    if (!n) return;
    setOpen(false);
    field.current?.blur();
    go(n);
  };

  const choose = (s: Suggestion) => {
    setActive(-1);
    if (s.text.endsWith(':')) {
      setText(s.text);
      field.current?.focus();
    } else run(s.text);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const n = items.length;
    if (e.key === 'ArrowDown' && n) setActive((active + 1) % n);
    else if (e.key === 'ArrowUp' && n) setActive((active + n - 1) % n);
    else if (e.key === 'Enter') {
      if (active >= 0 && items[active]) choose(items[active]);
      else run(text);
    } else if (e.key === 'Escape') {
      setOpen(false);
      field.current?.blur();
    } else return;
    e.preventDefault();
  };

  return (
    <form class="search" role="search" onSubmit={(e) => e.preventDefault()}>
      <input
        ref={field}
        id={SEARCH_INPUT_ID}
        type="search"
        aria-label="Search"
        placeholder="Search"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="search-suggestions"
        aria-activedescendant={active >= 0 && items[active] ? `search-suggestion-${active}` : undefined}
        value={text}
        onInput={(e) => {
          setText(e.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {items.length > 0 && (
        <ul class="ac-list search-suggestions" role="listbox" id="search-suggestions" aria-label="Search suggestions">
          {items.map((s, i) => (
            <li
              key={s.text + s.label}
              id={`search-suggestion-${i}`}
              role="option"
              aria-selected={i === active}
              class={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
            >
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
