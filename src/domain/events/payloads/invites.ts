/** The invitations one may see changed: clients fetch GET /invites again (to administrators and the inviter). */
export interface InvitesChangedEvent {
  type: 'invites_changed';
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    invitesChanged: InvitesChangedEvent;
  }
}
