import { useEffect, useMemo, useState } from 'preact/hooks';
import { SendSubmessageMutation } from '../api/widgets-operations.ts';
import type { WidgetEventInput } from '../gql/graphql.ts';
import type { Message } from '../state/conversations.ts';
import { widgetOf, type Poll, type Todo } from '../state/widgets.ts';
import { errorOf, useApp } from './context.ts';

/**
 * A message's `/poll` or `/todo` widget, in place of its content: everyone
 * votes, adds options and tasks, and checks tasks; each change is a submessage
 * the server sends to every viewer as an event, which redraws the widget.
 */
export function Widget({ message: m, widget }: { message: Message; widget: Poll | Todo }) {
  return widget.kind === 'poll' ? <PollView m={m} poll={widget} /> : <TodoView m={m} todo={widget} />;
}

/** The message's widget, when its submessages make one (its content, `/poll …`, is then not shown). */
export function useWidget(m: Message, me: number): Poll | Todo | null {
  return useMemo(
    () => (m.submessages.length ? widgetOf(m.submessages, m.sender.userId, me) : null),
    [m.submessages, m.sender.userId, me],
  );
}

/** Sends a change typed: the server stores it as the JSON Zulip's web app sends. */
function useSend(messageId: number) {
  const { client, notify } = useApp();
  return async (event: WidgetEventInput): Promise<boolean> => {
    const r = await client
      .mutation(SendSubmessageMutation, { input: { messageId, msgType: 'widget', event } })
      .toPromise();
    const err = errorOf(r.data?.sendSubmessage, r.error);
    if (err) notify(err);
    return !err;
  };
}

/** A one-line form: a text field and a button, sent on Enter as on click. */
function AddForm({
  label,
  button,
  onAdd,
}: {
  label: string;
  button: string;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  return (
    <form
      class="widget-add"
      onSubmit={(e) => {
        e.preventDefault();
        const t = text.trim();
        if (t) void onAdd(t).then((ok) => ok && setText(''));
      }}
    >
      <input aria-label={label} placeholder={label} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <button type="submit" disabled={!text.trim()}>
        {button}
      </button>
    </form>
  );
}

function PollView({ m, poll }: { m: Message; poll: Poll }) {
  const { state } = useApp();
  const send = useSend(m.messageId);
  const name = (id: number) => state.users.get(id)?.fullName ?? `user ${id}`;
  return (
    <div class="widget poll" onClick={(e) => e.stopPropagation()}>
      <h4 class="widget-title">{poll.question || 'Poll'}</h4>
      <ul>
        {poll.options.map((o) => {
          const mine = o.voters.includes(state.meId);
          return (
            <li key={o.key}>
              <button
                type="button"
                class={`vote${mine ? ' mine' : ''}`}
                aria-pressed={mine}
                aria-label={`Vote for ${o.option}`}
                title={o.voters.map(name).join(', ')}
                onClick={() => void send({ pollVote: { key: o.key, vote: mine ? -1 : 1 } })}
              >
                {o.voters.length}
              </button>
              <span class="option">{o.option}</span>
              {o.voters.length > 0 && <span class="voters">({o.voters.map(name).join(', ')})</span>}
            </li>
          );
        })}
      </ul>
      <AddForm
        label="New option"
        button="Add option"
        onAdd={(option) => send({ pollNewOption: { idx: poll.nextIdx, option } })}
      />
    </div>
  );
}

function TodoView({ m, todo }: { m: Message; todo: Todo }) {
  const send = useSend(m.messageId);
  // A click shows at once. Held here rather than in the DOM: any redraw before
  // the strike's event arrives (another event, a presence change) would put
  // the controlled box back to the server's value.
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => {
    setWanted((w) => {
      const left = new Map([...w].filter(([key, done]) => todo.tasks.find((t) => t.key === key)?.completed !== done));
      return left.size === w.size ? w : left;
    });
  }, [todo]);
  const drop = (key: string) =>
    setWanted((w) => {
      const left = new Map(w);
      left.delete(key);
      return left;
    });
  return (
    <div class="widget todo" onClick={(e) => e.stopPropagation()}>
      <h4 class="widget-title">{todo.title}</h4>
      <ul>
        {todo.tasks.map((t) => {
          const done = wanted.get(t.key) ?? t.completed;
          return (
            <li key={t.key} class={done ? 'done' : ''}>
              <label>
                <input
                  type="checkbox"
                  checked={done}
                  onChange={() => {
                    setWanted((w) => new Map(w).set(t.key, !done));
                    void send({ todoStrike: { key: t.key } }).then((ok) => ok || drop(t.key));
                  }}
                />
                <strong>{t.task}</strong>
                {t.desc && <span class="desc">: {t.desc}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      <AddForm
        label="New task"
        button="Add task"
        onAdd={(task) => send({ todoNewTask: { idx: todo.nextIdx, task, desc: '', completed: false } })}
      />
    </div>
  );
}
