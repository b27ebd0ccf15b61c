import { DomainError } from '../errors.ts';

/** One address an invitation was not sent to: the address, why, and whether its account is deactivated. */
export type InviteeError = readonly [email: string, reason: string, deactivated: boolean];

/** Zulip's InvitationError: code INVITATION_FAILED with the addresses refused and whether the others were sent. */
export class InvitationError extends DomainError {
  constructor(
    msg: string,
    readonly errors: readonly InviteeError[],
    readonly sentInvitations: boolean,
  ) {
    super('INVITATION_FAILED', msg, 400, {
      errors: errors.map((e) => [...e]),
      sent_invitations: sentInvitations,
      license_limit_reached: false,
      daily_limit_reached: false,
    });
  }
}

export const noSuchInvitation = (): DomainError => new DomainError('BAD_REQUEST', 'No such invitation').as('notFound');

/** Why a /join/ link does not work (Zulip's ConfirmationKeyError), with the page's words. */
export type LinkProblem = 'malformed' | 'notFound' | 'expired';

const LINK_TEXT: Record<LinkProblem, string> = {
  malformed: 'Whoops. The confirmation link is malformed.',
  notFound: "Whoops. We couldn't find your confirmation link in the system.",
  expired: 'Whoops. The confirmation link has expired or been deactivated.',
};

/** A /join/ link that does not work, with the reason a sign-up page shows. */
export class InvitationLinkError extends DomainError {
  constructor(readonly problem: LinkProblem) {
    super('BAD_REQUEST', LINK_TEXT[problem], 400);
    this.as('notFound');
  }
}
