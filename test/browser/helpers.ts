import type { Page } from 'playwright-core';
import { pngImage } from '../support/emoji-images.ts';
import type { World } from '../support/world.ts';

/** Opens a channel, and a topic of it, from the sidebar. */
export async function openChannel(page: Page, channel: string, topic?: string): Promise<void> {
  await page.locator(`[data-channel="${channel}"]`).click();
  if (topic !== undefined) await page.locator(`[data-topic="${topic}"]`).click();
}

/** The timeline's message(s) containing `text`. */
export const message = (page: Page, text: string | RegExp) =>
  page.locator('.messages .message').filter({ hasText: text });

export const composeBox = (page: Page) => page.getByLabel('Message', { exact: true });
export const topicBox = (page: Page) => page.getByRole('textbox', { name: 'Topic', exact: true });

/** Writes and sends a message from the compose box (to the open conversation, in `topic` when given). */
export async function sendFromCompose(page: Page, content: string, topic?: string): Promise<void> {
  if (topic !== undefined) await topicBox(page).fill(topic);
  await composeBox(page).fill(content);
  await page.getByRole('button', { name: 'Send' }).click();
  await message(page, content).first().waitFor();
}

/** A 64×64 custom emoji added by `user` through the API; its id. */
export async function uploadEmoji(w: World, user: string, name: string): Promise<number> {
  const r = await w
    .as(user)
    .multipart(`/realm/emoji/${name}`, [
      { field: 'f1', name: 'emoji.png', body: await pngImage(64, 64), type: 'image/png' },
    ]);
  if (r.status !== 200) throw new Error(r.text);
  const emoji = (await w.as(user).get('/realm/emoji')).body.emoji as Record<string, { id: string; name: string }>;
  return Number(Object.values(emoji).find((e) => e.name === name)!.id);
}

/** A phone-sized viewport. */
export const PHONE = { width: 390, height: 844 };

/** On a phone the sidebar is a drawer, closed again by each choice in it: opens a channel, then a topic of it. */
export async function openOnPhone(page: Page, channel: string, topic: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Channels and conversations' });
  await menu.click();
  await page.locator(`[data-channel="${channel}"]`).click();
  await menu.click();
  await page.locator(`[data-topic="${topic}"]`).click();
}

/** Marks every message `user` has as read (through the API), so that counts start from nothing. */
export async function markAllRead(w: World, user: string): Promise<void> {
  const read = await w.as(user).post('/messages/flags/narrow', {
    anchor: 'oldest',
    include_anchor: true,
    num_before: 0,
    num_after: 1000,
    narrow: [],
    op: 'add',
    flag: 'read',
  });
  expect(read.status).toBe(200);
}
