import { vi } from 'vitest';
import type { VoiceServices } from '@/features/voice';

/** Services whose answers tests can change; every call is a spy. */
export function fakeServices(overrides: Partial<VoiceServices> = {}) {
  return {
    ensureSpeechKey: vi.fn<VoiceServices['ensureSpeechKey']>(overrides.ensureSpeechKey ?? (async () => 'sk-test')),
    speechToText: vi.fn<VoiceServices['speechToText']>(overrides.speechToText ?? (async () => '  pricing  ')),
    textToSpeech: vi.fn<VoiceServices['textToSpeech']>(overrides.textToSpeech ?? (async () => btoa('mp3'))),
    chat: vi.fn<VoiceServices['chat']>(overrides.chat ?? (async (_key, input) => `Fake reply to: ${input.prompt}`)),
  };
}
