import { expect, type Locator, type Page } from '@playwright/test';

/** The site-wide search dialog (Ctrl+K), as a visitor uses it. */
export class SearchDialog {
  readonly page: Page;
  readonly dialog: Locator;
  /** The header's Search button that opens it. */
  readonly trigger: Locator;
  readonly input: Locator;
  readonly voiceButton: Locator;
  /** The count of results read out to screen readers. */
  readonly status: Locator;
  /** The first guided paths, shown while the query is empty. */
  readonly suggestions: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Search BaseBots' });
    this.trigger = page.getByRole('banner').getByRole('button', { name: /Search/ });
    this.input = this.dialog.getByRole('combobox', { name: 'Search the site' });
    this.voiceButton = this.dialog.getByRole('button', { name: 'Search by voice' });
    this.status = this.dialog.getByRole('status');
    this.suggestions = this.dialog.getByRole('group', { name: 'Common Navigation Paths' });
  }

  /** Opens it with the header's Search button and waits for it to show. */
  async open(): Promise<this> {
    await this.trigger.click();
    await expect(this.dialog).toBeVisible();
    return this;
  }

  /** The results (or suggestions) listed. */
  options(): Locator {
    return this.dialog.getByRole('option');
  }

  /** The results of one category ("Pricing", "Knowledge Base", "AI Assistants"…). */
  group(name: string): Locator {
    return this.dialog.getByRole('group', { name });
  }
}
