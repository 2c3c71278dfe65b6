import { expect, type Locator, type Page } from '@playwright/test';

export type CallMode = 'voice' | 'video';

/** A voice or video call with an assistant, as a visitor uses its screen. */
export class CallScreen {
  readonly page: Page;
  readonly dialog: Locator;
  /** What the call is doing: "Connecting to GregBot…", "Listening — just talk", "GregBot is speaking"… */
  readonly status: Locator;
  readonly transcript: Locator;
  readonly timer: Locator;
  readonly muteMicrophone: Locator;
  readonly muteSpeaker: Locator;
  readonly speak: Locator;
  readonly hangUp: Locator;

  constructor(page: Page, mode: CallMode, botName = 'GregBot') {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: `${mode === 'voice' ? 'Voice' : 'Video'} call with ${botName}` });
    this.status = this.dialog.getByRole('status');
    this.transcript = this.dialog.getByRole('log', { name: 'Call transcript' });
    this.timer = this.dialog.getByRole('timer', { name: 'Call time' });
    this.muteMicrophone = this.dialog.getByRole('button', { name: 'Mute microphone' });
    this.muteSpeaker = this.dialog.getByRole('button', { name: 'Mute speaker' });
    this.speak = this.dialog.getByRole('button', { name: 'Speak', exact: true });
    this.hangUp = this.dialog.getByRole('button', { name: 'Hang up' });
  }

  /** The chat page's button that starts a call of `mode` ("Voice call"; "Start voice call" is accepted too). */
  static button(page: Page, mode: CallMode): Locator {
    return page.getByRole('button', { name: mode === 'voice' ? /^(start )?voice call$/i : /^(start )?video call$/i });
  }

  /** Starts a call of `mode` from the chat page and waits for its screen to show. */
  static async start(page: Page, mode: CallMode): Promise<CallScreen> {
    await CallScreen.button(page, mode).click();
    const call = new CallScreen(page, mode);
    await expect(call.dialog).toBeVisible();
    return call;
  }

  /** Where Speak sits in the call's screen and how large it is, whatever the screen has scrolled to. */
  speakPlace(): Promise<number[]> {
    return this.speak.evaluate((speak: HTMLElement) => [
      speak.offsetLeft,
      speak.offsetTop,
      speak.offsetWidth,
      speak.offsetHeight,
    ]);
  }

  /** Hangs up and waits for the screen to close ("Call ended" shows for half a second first). */
  async end(): Promise<void> {
    await this.hangUp.click();
    await expect(this.dialog).toBeHidden();
  }
}
