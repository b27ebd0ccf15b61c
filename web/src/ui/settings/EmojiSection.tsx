import { useState } from 'preact/hooks';
import { DeactivateRealmEmojiMutation, UploadRealmEmojiMutation } from '../../api/settings-operations.ts';
import { useApp } from '../context.ts';
import type { Settings } from './SettingsPage.tsx';
import { ErrorLine, useAction } from './useAction.tsx';
import { serverPath } from '../../state/urls.ts';

/** The organization's custom emoji: add one (as can_add_custom_emoji_group allows), remove one's own (administrators: any). */
export function EmojiSection({ data, admin, refresh }: { data: Settings; admin: boolean; refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const active = data.realmEmoji.filter((e) => !e.deactivated);

  const upload = async (e: Event) => {
    e.preventDefault();
    if (!file) return;
    if (await run(client.mutation(UploadRealmEmojiMutation, { input: { name, file } }).toPromise())) {
      setName('');
      setFile(null);
      // A file input cannot be emptied by a value: a new one replaces it.
      setFormKey((k) => k + 1);
    }
  };

  return (
    <section class="settings-part" aria-labelledby="emoji-title">
      <h2 id="emoji-title">Custom emoji</h2>
      <ul class="settings-list emoji-list">
        {active.map((e) => (
          <li key={e.emojiId} class="settings-row" data-emoji={e.name}>
            <img src={serverPath(e.sourceUrl)} alt="" width={24} height={24} />
            <code>:{e.name}:</code>
            <span class="spacer" />
            {(admin || e.authorId === data.me.userId) && (
              <button
                type="button"
                aria-label={`Remove :${e.name}:`}
                onClick={() =>
                  void run(client.mutation(DeactivateRealmEmojiMutation, { input: { name: e.name } }).toPromise())
                }
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <form key={formKey} class="settings-form" onSubmit={upload} aria-label="Add a custom emoji">
        <h3>New emoji</h3>
        <label>
          Emoji name
          <input value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          Image
          <input
            type="file"
            accept="image/png,image/gif,image/jpeg,image/webp,image/avif"
            required
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </label>
        <button type="submit">Add emoji</button>
        <ErrorLine error={error} />
      </form>
    </section>
  );
}
