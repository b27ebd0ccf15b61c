import { useEffect, useState } from 'preact/hooks';
import { UpdateChannelMutation, UpdateSubscriptionSettingsMutation } from '../../api/channel-operations.ts';
import type { SubscriptionProperty } from '../../gql/graphql.ts';
import { errorOf, useApp } from '../context.ts';
import { ChannelPermissions } from './ChannelPermissions.tsx';
import type { BrowsedChannel, CreationRights } from './ChannelsPage.tsx';
import { allowedPrivacies, ChannelFields, privacyOf, useChannelValues } from './CreateChannel.tsx';
import { SaveStatus } from '../SaveStatus.tsx';

interface Props {
  channel: BrowsedChannel;
  rights: CreationRights | undefined;
  onChanged: () => void;
}

/** A channel's settings: what it is (for those who administer it, as the server says) and one's own subscription's. */
export function ChannelSettings({ channel: c, rights, onChanged }: Props) {
  return (
    <div class="channel-settings" data-settings-channel={c.name}>
      <h2>#{c.name}</h2>
      {c.viewerCanAdminister ? (
        <GeneralSettings key={c.channelId} channel={c} rights={rights} onChanged={onChanged} />
      ) : (
        <p class="description">{c.description || 'No description.'}</p>
      )}
      <ChannelPermissions channelId={c.channelId} />
      {c.viewerSubscription && <PersonalSettings channel={c} />}
    </div>
  );
}

function GeneralSettings({ channel: c, rights, onChanged }: Props) {
  const { client } = useApp();
  const fields = useChannelValues({ name: c.name, description: c.description, privacy: privacyOf(c) });
  const { name, description, privacy } = fields.values;
  const [status, setStatus] = useState<{ error: string | null } | null>(null);
  const kinds = [...new Set([privacyOf(c), ...(rights ? allowedPrivacies(rights) : [])])];

  const save = async (e: Event) => {
    e.preventDefault();
    const changedPrivacy = privacy !== privacyOf(c);
    const r = await client
      .mutation(UpdateChannelMutation, {
        input: {
          channelId: c.channelId,
          ...(name.trim() !== c.name ? { newName: name.trim() } : {}),
          ...(description !== c.description ? { description } : {}),
          ...(changedPrivacy ? { isPrivate: privacy === 'private', isWebPublic: privacy === 'web-public' } : {}),
        },
      })
      .toPromise();
    const error = errorOf(r.data?.updateChannel, r.error);
    setStatus({ error });
    if (!error) onChanged();
  };

  return (
    <form class="settings-part" aria-label="Channel settings" onSubmit={save}>
      <h3>General</h3>
      <ChannelFields {...fields} kinds={kinds} />
      <button type="submit">Save changes</button>
      <SaveStatus status={status} />
    </form>
  );
}

type Toggle = 'isMuted' | 'pinToTop';

/** Colour, mute and pin: the viewer's own, applied as soon as chosen. */
function PersonalSettings({ channel: c }: { channel: BrowsedChannel }) {
  const { client, state, notify } = useApp();
  // The sidebar's copy follows events: it shows the latest, whichever device changed it.
  const sub = state.subscriptions.find((s) => s.channel.channelId === c.channelId) ?? c.viewerSubscription;
  // A box shows what was chosen until the subscription's value next changes (its event): the page
  // re-renders for other reasons meanwhile (another event, the list read again) and would put the old one back.
  const [chosen, setChosen] = useState<Partial<Record<Toggle, boolean>>>({});
  const forget = (key: Toggle) =>
    setChosen((was) => Object.fromEntries(Object.entries(was).filter(([k]) => k !== key)));
  useEffect(() => forget('isMuted'), [sub?.isMuted]);
  useEffect(() => forget('pinToTop'), [sub?.pinToTop]);
  if (!sub) return null;
  const change = async (property: SubscriptionProperty, value: { enabled: boolean } | { color: string }) => {
    const r = await client
      .mutation(UpdateSubscriptionSettingsMutation, {
        input: { changes: [{ channelId: c.channelId, property, ...value }] },
      })
      .toPromise();
    const err = errorOf(r.data?.updateSubscriptionSettings, r.error);
    if (err) notify(err);
    return !err;
  };
  const toggle = async (key: Toggle, property: SubscriptionProperty, enabled: boolean) => {
    setChosen((was) => ({ ...was, [key]: enabled }));
    if (!(await change(property, { enabled }))) forget(key);
  };
  const shown = (key: Toggle) => chosen[key] ?? sub[key];
  return (
    <fieldset class="settings-part">
      <legend>Personal settings</legend>
      <label>
        Channel colour
        <input
          type="color"
          value={sub.color}
          onChange={(e) => void change('COLOR', { color: e.currentTarget.value })}
        />
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={shown('isMuted')}
          onChange={(e) => void toggle('isMuted', 'IS_MUTED', e.currentTarget.checked)}
        />
        Mute channel
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={shown('pinToTop')}
          onChange={(e) => void toggle('pinToTop', 'PIN_TO_TOP', e.currentTarget.checked)}
        />
        Pin channel to top
      </label>
    </fieldset>
  );
}
