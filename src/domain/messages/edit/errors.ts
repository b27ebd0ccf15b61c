import { DomainError, ExpectationMismatchError, badRequest } from '../../errors.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from '../../message-limits.ts';

/**
 * Zulip's MessageMoveError (FL 172): a `change_all` move reaching past the
 * user's time limit. `first_message_id_allowed_to_move` is null when no
 * message of the topic may be moved any more.
 */
export class MessageMoveTimeLimitError extends DomainError {
  constructor(
    readonly firstMessageIdAllowedToMove: number | null,
    readonly totalMessagesInTopic: number,
    readonly totalMessagesAllowedToMove: number,
  ) {
    super(
      'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      `You only have permission to move the ${totalMessagesAllowedToMove}/${totalMessagesInTopic} most recent messages in this topic.`,
      400,
      {
        first_message_id_allowed_to_move: firstMessageIdAllowedToMove,
        total_messages_in_topic: totalMessagesInTopic,
        total_messages_allowed_to_move: totalMessagesAllowedToMove,
      },
    );
    this.name = 'MessageMoveTimeLimitError';
  }
}

export const noEditPermission = (): DomainError =>
  badRequest("You don't have permission to edit this message").as('permission');

export const streamWildcardNotAllowed = (): DomainError =>
  new DomainError(
    'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
    'You do not have permission to use channel wildcard mentions in this channel.',
  );

export const topicWildcardNotAllowed = (): DomainError =>
  new DomainError(
    'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
    'You do not have permission to use topic wildcard mentions in this topic.',
  );

/** Zulip's PreviousMessageContentMismatchedError (FL 379). */
export const previousContentMismatch = (): DomainError =>
  new ExpectationMismatchError('prev_content_sha256').about('prevContentSha256');

/** Zulip's MessagesNotAllowedInEmptyTopicError. */
export const emptyTopicNotAllowed = (): DomainError =>
  badRequest(`Sending messages to the ${EMPTY_TOPIC_DISPLAY_NAME} is not allowed in this channel.`, {
    empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
  });

/** Zulip's TopicsNotAllowedError. */
export const onlyEmptyTopicAllowed = (): DomainError =>
  badRequest(`Only the ${EMPTY_TOPIC_DISPLAY_NAME} topic is allowed in this channel.`, {
    empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
  });
