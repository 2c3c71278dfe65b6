/**
 * What the voice components' tests share: one import for rendering, the fake speech services and
 * the media fakes, and the fake clock they run on. Each test file still mocks `@/lib/toaster`
 * itself: Vitest hoists `vi.mock` above the imports of the file that calls it, so it belongs there.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { notify, removeNotice } from '@/lib/toaster';

export { installFakeMedia, stubAudioPlayback } from './media';
export { advance, renderWithChakra } from './render';
export { fakeSpeechServices } from './speech-services';

/**
 * Runs each test of the calling file on fake time, with the mocked toaster's calls cleared, and
 * puts the real timers and stubbed globals back after it.
 */
export function setUpVoiceComponentTests(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(notify).mockClear();
    vi.mocked(removeNotice).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
