import { useRef } from 'preact/hooks';
import { SendTypingMutation } from '../../api/compose-operations.ts';
import { useApp } from '../context.ts';
import type { Target } from './drafts.ts';

// Zulip's web app: a typing "start" at most every 10 s while typing, "stop" after 5 s without a key.
const TYPING_RENEW_MS = 10_000;
const TYPING_IDLE_MS = 5_000;

/** The typing notices of the conversation the box is in: `note` on each key, `stop` when one leaves or sends. */
export function useTypingNotices(conversation: Target | null, targetKey: string | null) {
  const { client } = useApp();
  const typing = useRef<{ key: string; at: number; stopTimer?: ReturnType<typeof setTimeout> } | null>(null);

  const stop = () => {
    const t = typing.current;
    if (!t) return;
    clearTimeout(t.stopTimer);
    typing.current = null;
    if (conversation) void client.mutation(SendTypingMutation, { input: { op: 'STOP', conversation } }).toPromise();
  };

  const note = () => {
    if (!conversation || !targetKey) return;
    const now = Date.now();
    const t = typing.current;
    if (!t || t.key !== targetKey || now - t.at > TYPING_RENEW_MS) {
      void client.mutation(SendTypingMutation, { input: { op: 'START', conversation } }).toPromise();
      typing.current = { key: targetKey, at: now };
    }
    clearTimeout(typing.current?.stopTimer);
    typing.current!.stopTimer = setTimeout(stop, TYPING_IDLE_MS);
  };

  return { note, stop };
}
