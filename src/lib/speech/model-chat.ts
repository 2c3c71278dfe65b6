/**
 * Asking the model for a reply: kept apart from the other speech services so that only the
 * conversation core can name it (lint allows this module there and in the app's wiring alone).
 */
import type { ChatInput } from './speech-services';

export interface ModelChat {
  /**
   * The assistant's reply (possibly empty). With `onText` it is streamed: each piece is passed on
   * as it arrives, and the promise settles when the reply is complete or broke off.
   */
  chat(key: string, input: ChatInput, signal?: AbortSignal, onText?: (text: string) => void): Promise<string>;
}
