import type {
  SubmessageData,
  TodoTask,
  WidgetEvent,
  ZformChoice,
} from '../../domain/messages/submessages/typed-data.ts';
import { builder } from '../builder.ts';

/*
 * A submessage's content, typed (the domain reads it: typed-data.ts): the
 * widget a message carries, or one poll or to-do event; any other shape is
 * `OtherSubmessageData`, never an error. `WidgetEventInput` sends the same
 * events typed, instead of JSON text.
 */

type Kind<K extends SubmessageData['kind']> = Extract<SubmessageData, { kind: K }>;
const data = <K extends SubmessageData['kind']>(name: string) => builder.objectRef<Kind<K>>(name);

const TodoWidgetTask = builder.objectRef<TodoTask>('TodoWidgetTask').implement({
  description: 'A task a to-do widget starts with.',
  fields: (t) => ({
    task: t.exposeString('task', { description: 'The task.' }),
    desc: t.exposeString('desc', { description: 'Its description ("" when none).' }),
  }),
});

const ZformChoice = builder.objectRef<ZformChoice>('ZformChoice').implement({
  description: 'One button of a zform choices widget.',
  fields: (t) => ({
    shortName: t.exposeString('shortName', { description: 'The button\'s short label (such as "A").' }),
    longName: t.exposeString('longName', { description: "The button's full text." }),
    reply: t.exposeString('reply', { description: 'What a click on the button sends as a reply.' }),
  }),
});

const members = [
  data<'poll_widget'>('PollWidgetData').implement({
    description: 'A poll widget (the first submessage of a `/poll` message): its question and first options.',
    fields: (t) => ({
      question: t.exposeString('question', { description: 'The question ("" until one is set).' }),
      options: t.exposeStringList('options', { description: 'The options it starts with, in order.' }),
    }),
  }),
  data<'todo_widget'>('TodoWidgetData').implement({
    description: 'A to-do widget (the first submessage of a `/todo` message): its title and first tasks.',
    fields: (t) => ({
      taskListTitle: t.exposeString('taskListTitle', { description: 'The task list\'s title ("" when none).' }),
      tasks: t.field({ type: [TodoWidgetTask], description: 'The tasks it starts with.', resolve: (d) => d.tasks }),
    }),
  }),
  data<'zform_widget'>('ZformWidgetData').implement({
    description: "A zform choices widget (a bot's `widget_content`): a heading and its buttons.",
    fields: (t) => ({
      heading: t.exposeString('heading', { description: 'The heading above the buttons.' }),
      choices: t.field({ type: [ZformChoice], description: 'The buttons, in order.', resolve: (d) => d.choices }),
    }),
  }),
  data<'poll_vote'>('PollVote').implement({
    description: 'A vote on a poll\'s option (a poll\'s "vote").',
    fields: (t) => ({
      key: t.exposeString('key', {
        description: "The option's key: canned,<index> for a first option, <user id>,<idx> for one a user added.",
      }),
      vote: t.exposeInt('vote', { description: '1 to vote for the option, -1 to take the vote back.' }),
    }),
  }),
  data<'poll_new_option'>('PollNewOption').implement({
    description: 'An option added to a poll (a poll\'s "new_option").',
    fields: (t) => ({
      option: t.exposeString('option', { description: "The option's text." }),
      idx: t.exposeInt('idx', { description: "The adder's own counter, which makes the option's key." }),
    }),
  }),
  data<'poll_question'>('PollQuestion').implement({
    description: 'The poll\'s question, changed by its author (a poll\'s "question").',
    fields: (t) => ({ question: t.exposeString('question', { description: 'The new question.' }) }),
  }),
  data<'todo_new_task'>('TodoNewTask').implement({
    description: 'A task added to a to-do list (a to-do\'s "new_task").',
    fields: (t) => ({
      idx: t.exposeInt('idx', {
        description: "Zulip's `key` of a new task: the adder's own counter, which makes the task's key.",
      }),
      task: t.exposeString('task', { description: 'The task.' }),
      desc: t.exposeString('desc', { description: 'Its description ("" when none).' }),
      completed: t.exposeBoolean('completed', { description: 'Whether it starts done.' }),
    }),
  }),
  data<'todo_strike'>('TodoStrike').implement({
    description: 'A task marked done or not done (a to-do\'s "strike", which toggles).',
    fields: (t) => ({
      key: t.exposeString('key', {
        description: "The task's key: <index>,canned for a first task, <key>,<user id> for one a user added.",
      }),
    }),
  }),
  data<'todo_task_list_title'>('TodoTaskListTitle').implement({
    description: 'The to-do list\'s title, changed by its author (a to-do\'s "new_task_list_title").',
    fields: (t) => ({ title: t.exposeString('title', { description: 'The new title.' }) }),
  }),
  data<'other'>('OtherSubmessageData').implement({
    description: 'Content of a shape none of the others has (clients may send their own): the decoded JSON.',
    fields: (t) => ({
      value: t.field({
        type: 'JSON',
        nullable: true,
        description:
          'JSON: a submessage of a shape no widget type describes is open by nature (clients may send their own); the decoded value, null when the content is not JSON.',
        resolve: (d) => d.value,
      }),
    }),
  }),
] as const;

const TYPE_NAMES: Record<SubmessageData['kind'], string> = {
  poll_widget: 'PollWidgetData',
  todo_widget: 'TodoWidgetData',
  zform_widget: 'ZformWidgetData',
  poll_vote: 'PollVote',
  poll_new_option: 'PollNewOption',
  poll_question: 'PollQuestion',
  todo_new_task: 'TodoNewTask',
  todo_strike: 'TodoStrike',
  todo_task_list_title: 'TodoTaskListTitle',
  other: 'OtherSubmessageData',
};

export const SubmessageDataRef = builder.unionType('SubmessageData', {
  description: 'What a submessage says, typed: the widget (the first) or a poll or to-do change; otherwise its JSON.',
  types: [...members],
  resolveType: (d: SubmessageData) => TYPE_NAMES[d.kind],
});

export const DATA_HELP = "The content, typed (the widget, a poll's or a to-do's change, or other JSON).";

const PollVoteInput = builder.inputType('PollVoteInput', {
  description: 'Vote on a poll\'s option, or take the vote back (a poll\'s "vote").',
  fields: (t) => ({
    key: t.string({
      required: true,
      description: "The option's key: canned,<index> for a first option, <user id>,<idx> for one a user added.",
    }),
    vote: t.int({ required: true, description: '1 to vote, -1 to take the vote back.' }),
  }),
});

const PollNewOptionInput = builder.inputType('PollNewOptionInput', {
  description: 'Add an option to a poll (a poll\'s "new_option").',
  fields: (t) => ({
    option: t.string({ required: true, description: "The option's text." }),
    idx: t.int({ required: true, description: "Your own counter (0 to 1000), which makes the option's key." }),
  }),
});

const PollQuestionInput = builder.inputType('PollQuestionInput', {
  description: 'Change the poll\'s question (its author only; a poll\'s "question").',
  fields: (t) => ({ question: t.string({ required: true, description: 'The new question.' }) }),
});

const TodoNewTaskInput = builder.inputType('TodoNewTaskInput', {
  description: 'Add a task to a to-do list (a to-do\'s "new_task").',
  fields: (t) => ({
    idx: t.int({
      required: true,
      description: "Zulip's `key` of a new task: your own counter (0 to 1000), which makes the task's key.",
    }),
    task: t.string({ required: true, description: 'The task.' }),
    desc: t.string({ required: true, description: 'Its description ("" when none).' }),
    completed: t.boolean({ required: true, description: 'Whether it starts done.' }),
  }),
});

const TodoStrikeInput = builder.inputType('TodoStrikeInput', {
  description: 'Mark a task done, or not done (a to-do\'s "strike", which toggles).',
  fields: (t) => ({
    key: t.string({
      required: true,
      description: "The task's key: <index>,canned for a first task, <key>,<user id> for one a user added.",
    }),
  }),
});

const TodoTaskListTitleInput = builder.inputType('TodoTaskListTitleInput', {
  description: 'Change the to-do list\'s title (its author only; a to-do\'s "new_task_list_title").',
  fields: (t) => ({ title: t.string({ required: true, description: 'The new title.' }) }),
});

interface WidgetEventFields {
  pollVote?: { key: string; vote: number } | null;
  pollNewOption?: { option: string; idx: number } | null;
  pollQuestion?: { question: string } | null;
  todoNewTask?: { idx: number; task: string; desc: string; completed: boolean } | null;
  todoStrike?: { key: string } | null;
  todoTaskListTitle?: { title: string } | null;
}

export const WidgetEventInput = builder.inputRef<WidgetEventFields, false>('WidgetEventInput').implement({
  description: 'A change to a poll or a to-do widget, typed: set exactly one member.',
  isOneOf: true,
  fields: (t) => ({
    pollVote: t.field({ type: PollVoteInput, description: 'Vote on a poll.' }),
    pollNewOption: t.field({ type: PollNewOptionInput, description: 'Add an option to a poll.' }),
    pollQuestion: t.field({ type: PollQuestionInput, description: "Change a poll's question." }),
    todoNewTask: t.field({ type: TodoNewTaskInput, description: 'Add a task to a to-do list.' }),
    todoStrike: t.field({ type: TodoStrikeInput, description: 'Mark a task done or not done.' }),
    todoTaskListTitle: t.field({ type: TodoTaskListTitleInput, description: "Change a to-do list's title." }),
  }),
});

/** The domain's event for the one member set (@oneOf: src/graphql-server/one-of-variables.ts checks variables). */
export function widgetEventOf(e: WidgetEventFields): WidgetEvent {
  if (e.pollVote) return { kind: 'poll_vote', ...e.pollVote };
  if (e.pollNewOption) return { kind: 'poll_new_option', ...e.pollNewOption };
  if (e.pollQuestion) return { kind: 'poll_question', ...e.pollQuestion };
  if (e.todoNewTask) return { kind: 'todo_new_task', ...e.todoNewTask };
  if (e.todoStrike) return { kind: 'todo_strike', ...e.todoStrike };
  return { kind: 'todo_task_list_title', title: e.todoTaskListTitle?.title ?? '' };
}
