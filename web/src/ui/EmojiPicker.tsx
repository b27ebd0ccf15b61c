import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A small picker of common emoji, named as Zulip names them (the server
 * resolves the name to its code). The client ships this list itself: nothing is
 * fetched at run time.
 */
export const EMOJI: [name: string, code: string][] = [
  ['+1', '1f44d'], ['-1', '1f44e'], ['heart', '2764'], ['tada', '1f389'], ['smile', '1f604'], ['joy', '1f602'],
  ['laughing', '1f606'], ['slight_smile', '1f642'], ['wink', '1f609'], ['heart_eyes', '1f60d'], ['thinking', '1f914'],
  ['eyes', '1f440'], ['octopus', '1f419'], ['rocket', '1f680'], ['check', '2705'], ['fire', '1f525'], ['clap', '1f44f'],
  ['pray', '1f64f'], ['wave', '1f44b'], ['100', '1f4af'], ['sob', '1f62d'], ['cry', '1f622'], ['working_on_it', '1f6e0'],
  ['star', '2b50'], ['sparkles', '2728'], ['muscle', '1f4aa'], ['ok', '1f44c'], ['raised_hands', '1f64c'], ['hug', '1f917'],
  ['handshake', '1f91d'], ['coffee', '2615'], ['bulb', '1f4a1'], ['warning', '26a0'], ['question', '2753'], ['zap', '26a1'],
  ['sunny', '2600'], ['pizza', '1f355'], ['cake', '1f370'], ['gift', '1f381'], ['trophy', '1f3c6'], ['rainbow', '1f308'],
  ['dog', '1f415'], ['cat', '1f408'], ['stuck_out_tongue', '1f61b'], ['grinning', '1f600'],
];

/** The character(s) of a Unicode emoji code such as `1f44d` or `1f468-200d-1f4bb`. */
export const emojiChar = (code: string) => String.fromCodePoint(...code.split('-').map((h) => parseInt(h, 16)));

export function EmojiPicker({ onPick, onClose }: { onPick: (name: string) => void; onClose: () => void }) {
  const [filter, setFilter] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const shown = EMOJI.filter(([name]) => name.includes(filter.trim().toLowerCase()));
  return (
    <div class="emoji-picker" role="dialog" aria-label="Choose an emoji" onClick={(e) => e.stopPropagation()}>
      <input
        ref={input}
        aria-label="Search emoji"
        placeholder="Search emoji"
        value={filter}
        onInput={(e) => setFilter(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (e.key === 'Enter' && shown[0]) onPick(shown[0][0]);
          e.stopPropagation();
        }}
      />
      <div class="grid">
        {shown.map(([name, code]) => (
          <button key={name} type="button" title={`:${name}:`} aria-label={`:${name}:`} onClick={() => onPick(name)}>
            {emojiChar(code)}
          </button>
        ))}
      </div>
    </div>
  );
}
