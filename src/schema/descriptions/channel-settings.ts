/** The fields a channel's settings have on Channel and in the inputs that set them. */
export const CHANNEL_SETTING_DESCRIPTIONS = {
  description: "The channel's description, as written (Zulip's Markdown).",
  isWebPublic: 'Whether the channel is web-public: anyone on the internet may read it, logged in or not.',
  historyPublicToSubscribers:
    'Whether subscribers may read the messages sent before they joined (always true for public channels).',
  topicsPolicy:
    'Whether messages may go to named topics, the empty ("general chat") topic, or both; INHERIT: the organization\'s policy.',
  isPrivate: 'Whether the channel is private (invite-only): only subscribers see it and its messages.',
} as const;
