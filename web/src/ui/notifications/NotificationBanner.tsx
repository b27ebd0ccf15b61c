/**
 * The banner asking for the permission to show desktop notifications, as Zulip's web app asks:
 * while the browser's permission is undecided ("default"), unless the person said never to ask
 * on this computer (kept in localStorage). Phones get none: their browsers do not show them.
 */

const NEVER_ASK = 'zircon.dontAskForNotifications';

export function shouldAskForNotifications(): boolean {
  try {
    return (
      typeof Notification !== 'undefined' &&
      Notification.permission === 'default' &&
      localStorage.getItem(NEVER_ASK) !== 'true' &&
      !/Mobi|Android/.test(navigator.userAgent) &&
      !matchMedia('(max-width: 720px)').matches
    );
  } catch {
    return false;
  }
}

/** `onClose` hides it (asking, or closing it with ×, hides it for this visit only). */
export function NotificationBanner({ onClose }: { onClose: () => void }) {
  return (
    <div class="banner" role="region" aria-label="Desktop notifications">
      <span>zircon needs your permission to enable desktop notifications.</span>
      <button
        type="button"
        class="banner-primary"
        onClick={() => {
          onClose();
          // Whatever the answer, the banner's job is done: granted shows notifications, denied never asks again.
          void Notification.requestPermission();
        }}
      >
        Enable notifications
      </button>
      <button
        type="button"
        onClick={() => {
          localStorage.setItem(NEVER_ASK, 'true');
          onClose();
        }}
      >
        Never ask on this computer
      </button>
      <button type="button" class="icon banner-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
