/**
 * What the voice call's unit tests share (the call session, its steps, the hands-free turn):
 * GregBot, a conversation core whose help library finds nothing, and the hooks each test runs
 * under. Each test file still mocks `@/lib/toaster` itself: Vitest hoists `vi.mock` above the
 * imports of the file that calls it, so it belongs there.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { createConversation, type ConversationDeps } from '@/features/conversation';
import { notify } from '@/lib/toaster';
import { freshDatabaseForEachTest } from './database';
import { stubAudioPlayback } from './media';

export { FakeStream, FakeTrack, installFakeMedia } from './media';
export { fakeSpeechServices, keyRefusedError } from './speech-services';

export const greg = findBot('gregbot') as Bot;

/** The conversation core over `services`, with a help library that finds nothing. */
export function conversationWithoutHelp(services: ConversationDeps['services']) {
  return createConversation({ services, findHelp: async () => ({ sentences: [], topics: [] }) });
}

/**
 * Gives each test of the calling file a fresh database and the mocked toaster's calls cleared, and
 * puts the real timers and stubbed globals back after it. With `playback`, audio "plays" for 10 ms
 * and console warnings are silenced; with `fakeTimers`, each test runs on those fake timers.
 */
export function setUpVoiceCallTests(
  options: { playback?: boolean; fakeTimers?: Parameters<typeof vi.useFakeTimers>[0] } = {},
): void {
  freshDatabaseForEachTest();
  beforeEach(() => {
    vi.mocked(notify).mockClear();
    if (options.playback) {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubAudioPlayback(10);
    }
    if (options.fakeTimers) vi.useFakeTimers(options.fakeTimers);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
