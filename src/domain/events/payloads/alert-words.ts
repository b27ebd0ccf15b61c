/** The user's alert words changed: the whole list as it is now (sent to the user only). */
export interface AlertWordsEvent {
  type: 'alert_words';
  alertWords: string[];
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    alertWords: AlertWordsEvent;
  }
}
