import { othersOf, type Message, type Narrow } from '../../state/conversations.ts';
import {
  notificationBody,
  notificationKey,
  notificationTitle,
  type NotifySettings,
} from '../../state/desktop-notify.ts';
import { emojiGlyph } from '../content/prepare.ts';

/**
 * Shows a desktop notification for a message (Zulip's process_notification). Loaded on demand:
 * only a user who granted the permission, when a message notifies, needs it.
 */

/**
 * The message as plain text, as Zulip's get_notification_content makes it: emoji as their glyphs,
 * math as its TeX, spoilers' content left out. A `template` is inert: nothing in it loads or runs.
 */
export function plainTextOf(html: string): { text: string; hasFile: boolean } {
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const root = tpl.content;
  const hasFile = root.querySelector('.message_inline_image, a[href^="/user_uploads/"]') !== null;
  for (const span of root.querySelectorAll('span.emoji')) {
    const glyph = emojiGlyph(span.className);
    if (glyph) span.textContent = glyph;
  }
  for (const img of root.querySelectorAll('img.emoji')) img.replaceWith(img.getAttribute('alt') ?? '');
  for (const k of root.querySelectorAll('.katex')) {
    const tex = k.querySelector('annotation[encoding="application/x-tex"]')?.textContent;
    if (tex != null) k.replaceWith(`$$${tex}$$`);
  }
  for (const block of root.querySelectorAll('.spoiler-block')) {
    block.querySelector('.spoiler-content')?.remove();
    const header = block.querySelector('.spoiler-header');
    const said = header?.textContent?.trim();
    if (header) header.textContent = `${said ? `${said} ` : ''}(…)`;
  }
  return { text: root.textContent ?? '', hasFile };
}

/** Open notifications by conversation and sender, with how many messages each stands for. */
const shown = new Map<string, { notification: Notification; count: number }>();

/** The conversation at the message (Zulip's narrow_to_message_near). */
function narrowAt(m: Message, me: number): Narrow {
  return m.channel
    ? { kind: 'channel', channelId: m.channel.channelId, topic: m.topic, near: m.messageId }
    : {
        kind: 'dm',
        userIds: othersOf(
          m.recipients.map((u) => u.userId),
          me,
        ),
        near: m.messageId,
      };
}

export function showNotification(m: Message, me: number, settings: NotifySettings, open: (n: Narrow) => void): void {
  const key = notificationKey(m, me);
  const earlier = shown.get(key);
  // A later message of the same conversation and sender replaces the notification, counting both.
  earlier?.notification.close();
  const count = (earlier?.count ?? 0) + 1;
  const { text, hasFile } = plainTextOf(m.content);
  const notification = new Notification(notificationTitle(m, count, me), {
    body: notificationBody(m, text, hasFile, settings),
    tag: String(m.messageId),
    // Only this server's images: an avatar elsewhere (Gravatar) would be fetched from another site.
    ...(m.sender.avatarUrl.startsWith('/') ? { icon: m.sender.avatarUrl } : {}),
  });
  shown.set(key, { notification, count });
  notification.addEventListener('click', () => {
    notification.close();
    open(narrowAt(m, me));
    window.focus();
  });
  notification.addEventListener('close', () => {
    if (shown.get(key)?.notification === notification) shown.delete(key);
  });
}
