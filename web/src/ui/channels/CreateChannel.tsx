import { useState } from 'preact/hooks';
import { SubscribeMutation } from '../../api/channel-operations.ts';
import { errorOf, useApp } from '../context.ts';
import type { CreationRights } from './ChannelsPage.tsx';

export type Privacy = 'public' | 'private' | 'web-public';

export const privacyOf = (c: { isWebPublic: boolean; inviteOnly: boolean }): Privacy =>
  c.isWebPublic ? 'web-public' : c.inviteOnly ? 'private' : 'public';

/** The kinds the viewer may create, in Zulip's order. */
export const allowedPrivacies = (r: CreationRights): Privacy[] =>
  (
    [
      ['web-public', r.createWebPublicChannel],
      ['public', r.createPublicChannel],
      ['private', r.createPrivateChannel],
    ] as const
  ).flatMap(([p, ok]) => (ok ? [p] : []));

export const PRIVACY_LABELS: Record<Privacy, string> = {
  'web-public': 'Web-public: anyone on the web can read it',
  public: 'Public: members can join',
  private: 'Private: only subscribers can see it',
};

export interface ChannelValues {
  name: string;
  description: string;
  privacy: Privacy;
}

interface FieldsProps {
  values: ChannelValues;
  onChange: (patch: Partial<ChannelValues>) => void;
  /** The privacies offered: those the server says the viewer may choose. */
  kinds: Privacy[];
}

/** The values of ChannelFields, and what the fields need to show and change them. */
export function useChannelValues(initial: ChannelValues) {
  const [values, setValues] = useState(initial);
  return { values, onChange: (patch: Partial<ChannelValues>) => setValues((v) => ({ ...v, ...patch })) };
}

/** What a channel is: the fields creating one and changing one share. */
export function ChannelFields({ values: v, onChange, kinds }: FieldsProps) {
  return (
    <>
      <label>
        Channel name
        <input value={v.name} required maxLength={60} onInput={(e) => onChange({ name: e.currentTarget.value })} />
      </label>
      <label>
        Description
        <input
          value={v.description}
          maxLength={1024}
          onInput={(e) => onChange({ description: e.currentTarget.value })}
        />
      </label>
      <label>
        Who can access the channel?
        <select value={v.privacy} onChange={(e) => onChange({ privacy: e.currentTarget.value as Privacy })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {PRIVACY_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Creating a channel is subscribing oneself to a channel of a new name (POST /users/me/subscriptions). */
export function CreateChannel({ rights, onDone }: { rights: CreationRights; onDone: () => void }) {
  const { client } = useApp();
  const kinds = allowedPrivacies(rights);
  const fields = useChannelValues({
    name: '',
    description: '',
    privacy: kinds.includes('public') ? 'public' : kinds[0],
  });
  const { name, description, privacy } = fields.values;
  const [announce, setAnnounce] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const r = await client
      .mutation(SubscribeMutation, {
        input: {
          channels: [{ name: name.trim(), description }],
          inviteOnly: privacy === 'private',
          isWebPublic: privacy === 'web-public',
          announce,
        },
      })
      .toPromise();
    const err = errorOf(r.data?.subscribe, r.error);
    setError(err);
    if (!err) onDone();
  };

  return (
    <form class="create-channel settings-part" aria-label="Create a channel" onSubmit={submit}>
      <h2>Create a channel</h2>
      <ChannelFields {...fields} kinds={kinds} />
      <label class="check">
        <input type="checkbox" checked={announce} onChange={(e) => setAnnounce(e.currentTarget.checked)} />
        Announce the new channel
      </label>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit">Create</button>
    </form>
  );
}
