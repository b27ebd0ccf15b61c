import { removeSingleNewlines } from './welcome-bot.ts';

/** Zulip's Realm.ZULIP_DISCUSSION_CHANNEL_NAME, ZULIP_SANDBOX_CHANNEL_NAME and DEFAULT_NOTIFICATION_STREAM_NAME, with their descriptions (do_create_realm). */
export const INITIAL_CHANNELS = [
  { name: 'Zulip', description: 'Questions and discussion about using Zulip.' },
  { name: 'sandbox', description: 'Experiment with Zulip here. :test_tube:' },
  { name: 'general', description: 'For team-wide conversations' },
] as const;

const [DISCUSSION, SANDBOX, GENERAL] = INITIAL_CHANNELS.map((c) => c.name);

export const WELCOME_TOPIC = 'welcome to Zulip!';

export interface InitialMessage {
  channel: string;
  topic: string;
  content: string;
}

/** The greetings message the Welcome Bot reacts to with :wave:. */
export const GREETINGS_CONTENT = removeSingleNewlines(`
This **greetings** topic is a great place to say “hi” :wave: to your teammates.
`);

const topic = (channel: string, name: string, contents: string[]): InitialMessage[] =>
  contents.map((c) => ({ channel, topic: name, content: removeSingleNewlines(c) }));

/**
 * Zulip's send_initial_realm_messages, in its order: the messages posted last
 * (the main welcome) are the most visible in newest-first views. Texts keep
 * Zulip's line breaks; removeSingleNewlines joins them as Zulip does.
 */
export const INITIAL_REALM_MESSAGES: readonly InitialMessage[] = [
  ...topic(DISCUSSION, 'moving messages', [
    `
If anything is out of place, it’s easy to [move messages](/help/move-content-to-another-topic),
[rename](/help/rename-a-topic) and [split](/help/move-content-to-another-topic) topics,
or even move a topic [to a different channel](/help/move-content-to-another-channel).
`,
    `
:point_right: Try moving this message to another topic and back.
`,
  ]),
  ...topic(SANDBOX, 'experiments', [
    `
:point_right:  Use this topic to try out [Zulip's messaging features](/help/format-your-message-using-markdown).
`,
    `
\`\`\`spoiler Want to see some examples?

\`\`\`\`python

print("code blocks")

\`\`\`\`

- bulleted
- lists

Link to a conversation: #**${DISCUSSION}>${WELCOME_TOPIC}**

\`\`\`
`,
  ]),
  ...topic(SANDBOX, 'start a conversation', [
    `
To kick off a new conversation, pick a channel in the left sidebar, and click
the \`+\` button next to its name.
`,
    `
Label your conversation with a topic. Think about finishing the sentence: “Hey,
can we chat about…?”
`,
    `
:point_right: Try starting a new conversation in this channel.
`,
  ]),
  ...topic(GENERAL, 'greetings', [
    GREETINGS_CONTENT,
    `
:point_right: Click on this message to start a new message in the same conversation.
`,
  ]),
  ...topic(DISCUSSION, WELCOME_TOPIC, [
    `
Zulip is organized to help you communicate more efficiently. Conversations are
labeled with topics, which summarize what the conversation is about.

For example, this message is in the “${WELCOME_TOPIC}” topic in the
#**${DISCUSSION}** channel, as you can see in the left sidebar
and above.
`,
    `
You can read Zulip one conversation at a time, seeing each message in context,
no matter how many other conversations are going on.
`,
    `
:point_right: When you're ready, check out your [Inbox](/#inbox) for other
conversations with unread messages.
`,
  ]),
];
