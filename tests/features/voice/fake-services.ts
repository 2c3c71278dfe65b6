import { vi } from 'vitest';
import type { SpeechServices } from '@/lib/speech/speech-services';

/** Services whose answers tests can change; every call is a spy. */
export function fakeServices(overrides: Partial<SpeechServices> = {}) {
  return {
    ensureSpeechKey: vi.fn<SpeechServices['ensureSpeechKey']>(overrides.ensureSpeechKey ?? (async () => 'sk-test')),
    speechToText: vi.fn<SpeechServices['speechToText']>(overrides.speechToText ?? (async () => '  pricing  ')),
    textToSpeech: vi.fn<SpeechServices['textToSpeech']>(overrides.textToSpeech ?? (async () => btoa('mp3'))),
    chat: vi.fn<SpeechServices['chat']>(overrides.chat ?? (async (_key, input) => `Fake reply to: ${input.prompt}`)),
  };
}
