import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../fixtures/hydration';
import { notice } from '../fixtures/notices';

/** The /bots chat page as a visitor uses it. */
export class ChatPage {
  readonly page: Page;
  readonly log: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly botSelect: Locator;

  constructor(page: Page) {
    this.page = page;
    this.log = page.getByRole('log');
    this.input = page.getByRole('textbox', { name: /^Message / });
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
    this.botSelect = page.getByLabel('Assistant', { exact: true });
  }

  /**
   * Opens /bots (optionally with one assistant) and waits for the conversation to show. The
   * greeting is in the prerendered page; typing only works once the page has been taken over.
   */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/bots${query}`);
    await waitForHydration(this.page);
    await expect(this.log.locator('[data-message-id]').first()).toBeVisible();
  }

  /** Saves a speech key through the page's key settings, as a visitor would. */
  async saveKey(key: string): Promise<void> {
    await this.page.getByRole('button', { name: 'OpenAI key settings' }).click();
    const panel = this.page.getByRole('region', { name: 'OpenAI key settings' });
    await panel.getByLabel(/key/).fill(key);
    await panel.getByRole('button', { name: 'Save key' }).click();
    await expect(panel.getByText(`Saved key: sk-…${key.slice(-4)}`)).toBeVisible();
    await this.page.getByRole('button', { name: 'OpenAI key settings' }).click();
  }

  /** Types a message and presses Enter. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    // As a visitor waits for Stop to become Send again: Enter does nothing while a reply is coming.
    await expect(this.sendButton).toBeEnabled();
    await this.input.press('Enter');
  }

  userMessages(): Locator {
    return this.log.locator('[data-role="user"]');
  }

  /** The text of the visitor's messages (without the screen-reader prefix). */
  userTexts(): Locator {
    return this.log.locator('[data-role="user"] [data-content]');
  }

  assistantMessages(): Locator {
    return this.log.locator('[data-role="assistant"]');
  }

  lastAssistantMessage(): Locator {
    return this.assistantMessages().last();
  }

  /** The notice (toast) with this title. */
  notice(title: string): Locator {
    return notice(this.page, title);
  }

  async openHistory(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Pastes `text` into the message box the way a browser delivers a paste event. */
  async paste(text: string): Promise<void> {
    await this.input.focus();
    await this.input.evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }
}
