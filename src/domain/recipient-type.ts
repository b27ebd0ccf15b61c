/** Zulip's Recipient.type: a user's own recipient, a channel's, a direct-message group's. */
export const RecipientType = { PERSONAL: 1, STREAM: 2, DIRECT_MESSAGE_GROUP: 3 } as const;
