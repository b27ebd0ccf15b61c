import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { applySuggestion, type Suggestion } from '../state/autocomplete.ts';
import { emojiChar } from './EmojiPicker.tsx';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What the text before the caret can become. */
export interface Completion {
  /** Same key, same token: the list keeps its selection, and stays closed once dismissed. */
  key: string;
  /** Where the token begins: a choice replaces the text from here to the caret. */
  start: number;
  items: Suggestion[];
  /** What choosing `s` inserts (`more`: chosen with `>`, going on to a channel's topics). */
  insertOf(s: Suggestion, more: boolean): string;
}

export interface AutocompleteOptions {
  /** The listbox's id (its options are `${id}-${i}`). */
  id: string;
  label: string;
  field: RefObject<Field>;
  value: string;
  complete: (before: string) => Completion | null;
  /** The field's new text after a choice (its own input handler does not run). */
  onChange: (text: string) => void;
}

/**
 * A suggestion list for a text field, in the ARIA combobox pattern: the field keeps
 * focus and names the active option with aria-activedescendant; arrows move, Enter
 * or Tab (or a click) choose, Esc closes the list and nothing else.
 */
export function useAutocomplete(o: AutocompleteOptions) {
  const [, setTick] = useState(0);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState({ key: '', index: 0 });
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The caret a choice put, until the field shows the new text.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const el = o.field.current;
    if (caret === null || !el) return;
    pendingCaret.current = null;
    el.setSelectionRange(caret, caret);
    setTick((t) => t + 1);
  });

  const el = o.field.current;
  const caret =
    pendingCaret.current ?? (el && el.value === o.value ? (el.selectionStart ?? o.value.length) : o.value.length);
  const c = focused ? o.complete(o.value.slice(0, caret)) : null;
  const open = c !== null && c.items.length > 0 && dismissed !== c.key;
  const index = c && active.key === c.key ? Math.min(active.index, c.items.length - 1) : 0;
  const optionId = (i: number) => `${o.id}-${i}`;

  const choose = (s: Suggestion, more = false) => {
    if (!c) return;
    const r = applySuggestion(o.value, caret, c.start, c.insertOf(s, more));
    pendingCaret.current = r.caret;
    o.onChange(r.text);
  };

  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (!open || !c || e.isComposing) return;
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;
    const n = c.items.length;
    if (e.key === 'ArrowDown') setActive({ key: c.key, index: (index + 1) % n });
    else if (e.key === 'ArrowUp') setActive({ key: c.key, index: (index + n - 1) % n });
    else if ((e.key === 'Enter' || e.key === 'Tab') && plain) choose(c.items[index]);
    else if (e.key === 'Escape') setDismissed(c.key);
    else if (e.key === '>' && c.items[index].channel !== undefined) choose(c.items[index], true);
    else return;
    // Caught on the way down, so the field's own keys (Enter sends, Esc leaves) never see it.
    e.preventDefault();
    e.stopPropagation();
  };

  const bump = () => setTick((t) => t + 1);

  /** For the field itself. */
  const aria = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? o.id : undefined,
    'aria-activedescendant': open ? optionId(index) : undefined,
  };

  const wrap = (field: ComponentChildren) => (
    <div
      class="ac"
      role="combobox"
      aria-label={o.label}
      aria-expanded={open}
      aria-haspopup="listbox"
      aria-owns={open ? o.id : undefined}
      onKeyDownCapture={onKeyDownCapture}
      onKeyUp={bump}
      onClick={bump}
      onFocusIn={() => setFocused(true)}
      onFocusOut={() => setFocused(false)}
    >
      {field}
      {open && (
        <ul class="ac-list" role="listbox" id={o.id} aria-label={o.label}>
          {c.items.map((s, i) => (
            <li
              key={s.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === index}
              class={i === index ? 'active' : undefined}
              // The field keeps focus: the list stays until the click chooses.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive({ key: c.key, index: i })}
              onClick={() => choose(s)}
            >
              {s.emojiCode && (
                <span class="ac-emoji" aria-hidden="true">
                  {emojiChar(s.emojiCode)}
                </span>
              )}
              <span class="ac-label">{s.label}</span>
              {s.hint && <span class="ac-hint">{s.hint}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return { aria, wrap, open };
}
