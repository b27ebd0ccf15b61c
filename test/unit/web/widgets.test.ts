import { widgetOf } from '../../../web/src/state/widgets.ts';

const IAGO = 3;
const HAMLET = 10;
const sub = (sender: number, content: unknown) => ({
  msgType: 'widget',
  content: JSON.stringify(content),
  sender: { userId: sender },
});

test("a poll folds votes and options as Zulip's poll_data does", () => {
  const poll = widgetOf(
    [
      sub(IAGO, { widget_type: 'poll', extra_data: { question: 'Best play?', options: ['Hamlet', 'Macbeth'] } }),
      sub(HAMLET, { type: 'vote', key: 'canned,0', vote: 1 }),
      sub(IAGO, { type: 'vote', key: 'canned,0', vote: 1 }),
      sub(HAMLET, { type: 'new_option', idx: 1, option: 'Othello' }),
      sub(IAGO, { type: 'vote', key: 'canned,0', vote: -1 }),
      sub(HAMLET, { type: 'vote', key: 'nope', vote: 1 }),
      sub(HAMLET, { type: 'question', question: 'Not the author' }),
    ],
    IAGO,
    HAMLET,
  );
  expect(poll).toEqual({
    kind: 'poll',
    question: 'Best play?',
    nextIdx: 2,
    options: [
      { key: 'canned,0', option: 'Hamlet', voters: [HAMLET] },
      { key: 'canned,1', option: 'Macbeth', voters: [] },
      { key: `${HAMLET},1`, option: 'Othello', voters: [] },
    ],
  });
});

test("a to-do list folds tasks and strikes as Zulip's todo_widget does", () => {
  const todo = widgetOf(
    [
      sub(IAGO, { widget_type: 'todo', extra_data: { task_list_title: '', tasks: [{ task: 'Sweep', desc: 'hall' }] } }),
      sub(HAMLET, { type: 'new_task', key: 2, task: 'Bury Yorick', desc: '', completed: false }),
      sub(HAMLET, { type: 'new_task', key: 3, task: 'Sweep', desc: 'again', completed: false }),
      sub(IAGO, { type: 'strike', key: '0,canned' }),
      sub(IAGO, { type: 'strike', key: `2,${HAMLET}` }),
      sub(HAMLET, { type: 'strike', key: `2,${HAMLET}` }),
    ],
    IAGO,
    HAMLET,
  );
  expect(todo).toEqual({
    kind: 'todo',
    title: 'Task list',
    nextIdx: 4,
    tasks: [
      { key: '0,canned', task: 'Sweep', desc: 'hall', completed: true },
      { key: `2,${HAMLET}`, task: 'Bury Yorick', desc: '', completed: false },
    ],
  });
  expect(widgetOf([sub(IAGO, { widget_type: 'zform', extra_data: {} })], IAGO, HAMLET)).toBeNull();
  expect(widgetOf([{ msgType: 'widget', content: 'not json', sender: { userId: IAGO } }], IAGO, HAMLET)).toBeNull();
});
