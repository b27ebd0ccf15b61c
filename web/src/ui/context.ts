import type { Client } from '@urql/core';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Narrow } from '../state/conversations.ts';
import type { Action, State } from '../state/store.ts';

export interface AppApi {
  client: Client;
  state: State;
  dispatch: (a: Action) => void;
  /** Opens the narrow; with `compose`, its compose box takes the focus once shown (Zulip's restoring a draft). */
  go: (n: Narrow, opts?: { compose?: boolean }) => void;
  /** Shows a failure the person should know of (a refused send, an edit out of time). */
  notify: (message: string) => void;
}

export const AppContext = createContext<AppApi | null>(null);

export function useApp(): AppApi {
  const api = useContext(AppContext);
  if (!api) throw new Error('useApp outside the app');
  return api;
}

/** A mutation result's error, when it is one (every mutation answers a payload or an `Error`). */
export function errorOf(
  r: { __typename?: string; message?: string } | null | undefined,
  transport?: { message: string } | null,
): string | null {
  if (transport) return transport.message;
  if (!r) return 'No answer from the server';
  return r.__typename && r.__typename.endsWith('Error') ? (r.message ?? 'Error') : null;
}
