import type { SubmessageFieldsFragment } from '../gql/graphql.ts';

/**
 * Poll and to-do widgets from a message's submessages, folded as Zulip's web
 * app folds them (poll_data.ts, todo_widget.ts): the first submessage names the
 * widget and its initial data; each later one votes, adds an option or a task,
 * or checks one. What does not apply is ignored, as there. The server reads
 * each submessage's JSON into its typed `data`; a shape none of these has
 * (OtherSubmessageData) makes no widget and changes none.
 */

/** A submessage as the widgets read it: its sender and its content, typed by the server. */
export type SubmessageLike = Pick<SubmessageFieldsFragment, 'data'> & { sender: { userId: number } };

export interface PollOption {
  key: string;
  option: string;
  voters: number[];
}
export interface Poll {
  kind: 'poll';
  question: string;
  options: PollOption[];
  /** The `idx` for the viewer's next option (unique among their own). */
  nextIdx: number;
}

export interface TodoTask {
  key: string;
  task: string;
  desc: string;
  completed: boolean;
}
export interface Todo {
  kind: 'todo';
  title: string;
  tasks: TodoTask[];
  nextIdx: number;
}

type Data = SubmessageLike['data'];
/** A poll's or a to-do list's change, with who made it. */
type Event = { sender: number; data: Data };

export function widgetOf(submessages: readonly SubmessageLike[], authorId: number, me: number): Poll | Todo | null {
  const [first, ...rest] = submessages;
  const events = rest.map((s) => ({ sender: s.sender.userId, data: s.data }));
  if (first?.data.__typename === 'PollWidgetData') return poll(first.data, events, authorId, me);
  if (first?.data.__typename === 'TodoWidgetData') return todo(first.data, events, authorId, me);
  return null;
}

function poll(head: { question: string; options: string[] }, events: Event[], authorId: number, me: number): Poll {
  let question = head.question;
  const options = new Map<string, { option: string; voters: Set<number> }>();
  head.options.forEach((option, i) => options.set(`canned,${i}`, { option, voters: new Set() }));
  let nextIdx = 1;
  for (const { sender, data } of events) {
    if (data.__typename === 'PollNewOption') {
      options.set(`${sender},${data.idx}`, { option: data.option, voters: new Set() });
      if (sender === me) nextIdx = Math.max(nextIdx, data.idx + 1);
    } else if (data.__typename === 'PollVote') {
      const o = options.get(data.key);
      if (!o) continue;
      if (data.vote === 1) o.voters.add(sender);
      else if (data.vote === -1) o.voters.delete(sender);
    } else if (data.__typename === 'PollQuestion' && sender === authorId) {
      question = data.question;
    }
  }
  return {
    kind: 'poll',
    question,
    nextIdx,
    options: [...options].map(([key, o]) => ({ key, option: o.option, voters: [...o.voters] })),
  };
}

function todo(
  head: { taskListTitle: string; tasks: Array<{ task: string; desc: string }> },
  events: Event[],
  authorId: number,
  me: number,
): Todo {
  let title = head.taskListTitle || 'Task list';
  const tasks = new Map<string, TodoTask>();
  const add = (key: string, task: string, desc: string, completed: boolean) => {
    // A task whose name is taken is ignored (Zulip's name_in_use).
    if (![...tasks.values()].some((t) => t.task === task)) tasks.set(key, { key, task, desc, completed });
  };
  head.tasks.forEach((t, i) => add(`${i},canned`, t.task, t.desc, false));
  let nextIdx = 2;
  for (const { sender, data } of events) {
    if (data.__typename === 'TodoNewTask') {
      add(`${data.idx},${sender}`, data.task, data.desc, data.completed);
      if (sender === me) nextIdx = Math.max(nextIdx, data.idx + 1);
    } else if (data.__typename === 'TodoStrike') {
      const t = tasks.get(data.key);
      if (t) t.completed = !t.completed;
    } else if (data.__typename === 'TodoTaskListTitle' && sender === authorId) {
      title = data.title;
    }
  }
  return { kind: 'todo', title, tasks: [...tasks.values()], nextIdx };
}
