/** A realm linkifier in Zulip's wire shape. */
export interface LinkifierDict {
  id: number;
  pattern: string;
  url_template: string;
}

/** The realm's linkifiers changed: the whole list, in order (to every active user). */
export interface RealmLinkifiersEvent {
  type: 'realm_linkifiers';
  realm_linkifiers: LinkifierDict[];
}
