import { useEffect, useRef } from 'preact/hooks';
import { AdminEventsSubscription } from '../../api/admin-operations.ts';
import { useApp } from '../context.ts';

/**
 * While an administration page is open it follows the organization's own events
 * (settings, users, bots, invitations, groups), changed here or by someone else,
 * and reads its data again on each: the events say what changed, the query what is.
 */
export function useAdminEvents(onEvent: () => void) {
  const { client } = useApp();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    const sub = client.subscription(AdminEventsSubscription, { after: null }).subscribe((r) => {
      if (r.data?.events) latest.current();
    });
    return () => sub.unsubscribe();
  }, [client]);
}
