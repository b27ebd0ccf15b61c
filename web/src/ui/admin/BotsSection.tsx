import { useEffect, useState } from 'preact/hooks';
import { BotsQuery, CreateBotMutation, DeactivateBotMutation } from '../../api/invitation-operations.ts';
import type { BotsQuery as BotsData, BotType } from '../../gql/graphql.ts';
import { useApp } from '../context.ts';
import { ErrorLine, useAction } from '../settings/useAction.tsx';

type Bot = NonNullable<BotsData['botsConnection']>['edges'][number]['node'];

const TYPES: [BotType, string][] = [
  ['GENERIC', 'Generic bot'],
  ['INCOMING_WEBHOOK', 'Incoming webhook'],
];

/** The viewer's own bots: created here (as the organization's bot policies allow), their keys, deactivated. */
export function BotsSection({
  canCreate,
  version,
  refresh,
}: {
  canCreate: boolean;
  version: number;
  refresh: () => void;
}) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const [bots, setBots] = useState<Bot[]>([]);
  const [fullName, setFullName] = useState('');
  const [shortName, setShortName] = useState('');
  const [botType, setBotType] = useState<BotType>('GENERIC');
  useEffect(() => {
    void client
      .query(BotsQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => r.data && setBots(r.data.botsConnection.edges.map((e) => e.node)));
  }, [client, version]);

  const create = async (e: Event) => {
    e.preventDefault();
    const input = { fullName, shortName, botType };
    if (await run(client.mutation(CreateBotMutation, { input }).toPromise())) {
      setFullName('');
      setShortName('');
    }
  };

  return (
    <section class="settings-part" aria-labelledby="bots-title">
      <h2 id="bots-title">Your bots</h2>
      {bots.length === 0 && <p class="empty">You have no bots.</p>}
      <ul class="settings-list" aria-label="Your bots">
        {bots.map((b) => (
          <BotRow key={b.botId} bot={b} refresh={refresh} />
        ))}
      </ul>
      {canCreate && (
        <form class="settings-form" aria-label="Create a bot" onSubmit={create}>
          <h3>New bot</h3>
          <label>
            Bot type
            <select value={botType} onChange={(e) => setBotType(e.currentTarget.value as BotType)}>
              {TYPES.map(([t, label]) => (
                <option key={t} value={t}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Bot name
            <input value={fullName} required maxLength={100} onInput={(e) => setFullName(e.currentTarget.value)} />
          </label>
          <label>
            Bot email (the part before -bot@)
            <input value={shortName} required onInput={(e) => setShortName(e.currentTarget.value)} />
          </label>
          <button type="submit">Create bot</button>
          <ErrorLine error={error} />
        </form>
      )}
    </section>
  );
}

function BotRow({ bot: b, refresh }: { bot: Bot; refresh: () => void }) {
  const { client } = useApp();
  const { error, run } = useAction(refresh);
  const [showKey, setShowKey] = useState(false);
  const deactivate = () => run(client.mutation(DeactivateBotMutation, { input: { botId: b.botId } }).toPromise());
  return (
    <li class="settings-item" data-bot={b.fullName}>
      <div class="settings-row">
        <strong>{b.fullName}</strong>
        <span class="detail">{b.email}</span>
        <span class="detail">{TYPES.find(([t]) => t === b.botType)?.[1] ?? b.botType}</span>
        <span class="spacer" />
        <button
          type="button"
          aria-label={`${showKey ? 'Hide' : 'Show'} API key of ${b.fullName}`}
          aria-expanded={showKey}
          onClick={() => setShowKey((s) => !s)}
        >
          {showKey ? 'Hide' : 'Show'} API key
        </button>
        <button type="button" aria-label={`Deactivate ${b.fullName}`} onClick={() => void deactivate()}>
          Deactivate
        </button>
      </div>
      {showKey && <input readOnly class="api-key" aria-label={`API key of ${b.fullName}`} value={b.apiKey} />}
      <ErrorLine error={error} />
    </li>
  );
}
