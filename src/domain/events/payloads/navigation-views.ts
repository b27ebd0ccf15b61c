/**
 * A navigation view of the web client (Zulip's NavigationView): a built-in
 * view's pinned state (no name), or a custom view with its name.
 */
export interface NavigationView {
  fragment: string;
  isPinned: boolean;
  name: string | null;
}

/** A view was added (to its user only). */
export interface NavigationViewAddEvent {
  type: 'navigation_view';
  op: 'add';
  navigationView: NavigationView;
}

/** A view's pin or name changed (to its user only): only what the request set. */
export interface NavigationViewUpdateEvent {
  type: 'navigation_view';
  op: 'update';
  fragment: string;
  data: { isPinned?: boolean; name?: string };
}

/** A view was removed (to its user only). */
export interface NavigationViewRemoveEvent {
  type: 'navigation_view';
  op: 'remove';
  fragment: string;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    navigationViewAdd: NavigationViewAddEvent;
    navigationViewUpdate: NavigationViewUpdateEvent;
    navigationViewRemove: NavigationViewRemoveEvent;
  }
}
