import { useEffect, useRef, useState } from 'preact/hooks';
import { RealmEmojiQuery } from '../api/emoji-operations.ts';
import { useApp } from './context.ts';
import { serverPath } from '../state/urls.ts';

/**
 * A small picker of the organization's custom emoji (their images from the
 * server) and common emoji, named as Zulip names them (the server
 * resolves the name to its code). The client ships this list itself: nothing is
 * fetched at run time.
 */
export const EMOJI: [name: string, code: string][] = [
  ['+1', '1f44d'],
  ['-1', '1f44e'],
  ['heart', '2764'],
  ['tada', '1f389'],
  ['smile', '1f604'],
  ['joy', '1f602'],
  ['laughing', '1f606'],
  ['slight_smile', '1f642'],
  ['wink', '1f609'],
  ['heart_eyes', '1f60d'],
  ['thinking', '1f914'],
  ['eyes', '1f440'],
  ['octopus', '1f419'],
  ['rocket', '1f680'],
  ['check', '2705'],
  ['fire', '1f525'],
  ['clap', '1f44f'],
  ['pray', '1f64f'],
  ['wave', '1f44b'],
  ['100', '1f4af'],
  ['sob', '1f62d'],
  ['cry', '1f622'],
  ['working_on_it', '1f6e0'],
  ['star', '2b50'],
  ['sparkles', '2728'],
  ['muscle', '1f4aa'],
  ['ok', '1f44c'],
  ['raised_hands', '1f64c'],
  ['hug', '1f917'],
  ['handshake', '1f91d'],
  ['coffee', '2615'],
  ['bulb', '1f4a1'],
  ['warning', '26a0'],
  ['question', '2753'],
  ['zap', '26a1'],
  ['sunny', '2600'],
  ['pizza', '1f355'],
  ['cake', '1f370'],
  ['gift', '1f381'],
  ['trophy', '1f3c6'],
  ['rainbow', '1f308'],
  ['dog', '1f415'],
  ['cat', '1f408'],
  ['stuck_out_tongue', '1f61b'],
  ['grinning', '1f600'],
];

/** The character(s) of a Unicode emoji code such as `1f44d` or `1f468-200d-1f4bb`. */
export const emojiChar = (code: string) => String.fromCodePoint(...code.split('-').map((h) => parseInt(h, 16)));

export function EmojiPicker({ onPick, onClose }: { onPick: (name: string) => void; onClose: () => void }) {
  const [filter, setFilter] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [below, setBelow] = useState(false);
  useEffect(() => input.current?.focus(), []);
  // It opens above its message; for a message near the top that would be off screen: below, then.
  useEffect(() => {
    const top = box.current?.getBoundingClientRect().top;
    const scroller = box.current?.closest('.scroller')?.getBoundingClientRect().top ?? 0;
    if (top !== undefined && top < scroller) setBelow(true);
  }, []);
  const custom = useRealmEmoji();
  const match = (name: string) => name.includes(filter.trim().toLowerCase());
  const shownCustom = custom.filter((e) => match(e.name));
  const shown = EMOJI.filter(([name]) => match(name));
  const first = shownCustom[0]?.name ?? shown[0]?.[0];
  return (
    <div
      ref={box}
      class={`emoji-picker${below ? ' below' : ''}`}
      role="dialog"
      aria-label="Choose an emoji"
      onClick={(e) => e.stopPropagation()}
    >
      <input
        ref={input}
        aria-label="Search emoji"
        placeholder="Search emoji"
        value={filter}
        onInput={(e) => setFilter(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (e.key === 'Enter' && first) onPick(first);
          e.stopPropagation();
        }}
      />
      <div class="grid">
        {shownCustom.map((e) => (
          <button
            key={`realm-${e.emojiId}`}
            type="button"
            class="realm-emoji"
            title={`:${e.name}:`}
            aria-label={`:${e.name}:`}
            onClick={() => onPick(e.name)}
          >
            <img src={serverPath(e.sourceUrl)} alt="" width={22} height={22} />
          </button>
        ))}
        {shown.map(([name, code]) => (
          <button key={name} type="button" title={`:${name}:`} aria-label={`:${name}:`} onClick={() => onPick(name)}>
            {emojiChar(code)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The organization's active custom emoji; the picker shows the cached list while it asks again. */
function useRealmEmoji() {
  const { client } = useApp();
  const [emoji, setEmoji] = useState<{ emojiId: number; name: string; sourceUrl: string }[]>([]);
  useEffect(() => {
    const sub = client.query(RealmEmojiQuery, {}).subscribe((r) => {
      if (r.data) setEmoji(r.data.realmEmoji.filter((e) => !e.deactivated));
    });
    return () => sub.unsubscribe();
  }, [client]);
  return emoji;
}
