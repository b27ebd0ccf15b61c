import type { Page } from 'playwright-core';

/** Opens a channel, and a topic of it, from the sidebar. */
export async function openChannel(page: Page, channel: string, topic?: string): Promise<void> {
  await page.locator(`[data-channel="${channel}"]`).click();
  if (topic !== undefined) await page.locator(`[data-topic="${topic}"]`).click();
}

/** The timeline's message(s) containing `text`. */
export const message = (page: Page, text: string | RegExp) => page.locator('.messages .message').filter({ hasText: text });

export const composeBox = (page: Page) => page.getByLabel('Message', { exact: true });
export const topicBox = (page: Page) => page.getByRole('textbox', { name: 'Topic', exact: true });

/** Writes and sends a message from the compose box (to the open conversation, in `topic` when given). */
export async function sendFromCompose(page: Page, content: string, topic?: string): Promise<void> {
  if (topic !== undefined) await topicBox(page).fill(topic);
  await composeBox(page).fill(content);
  await page.getByRole('button', { name: 'Send' }).click();
  await message(page, content).first().waitFor();
}
