import type { VoiceServices } from '@/features/voice';

/**
 * The speech client handed to the voice feature. Each call loads the client on first use, so the
 * pages that show a microphone button (every page, through the search dialog) do not pay for
 * supabase-js until the visitor actually speaks.
 */
export const voiceServices: VoiceServices = {
  async ensureSpeechKey(variant) {
    const { ensureSpeechKey } = await import('@/lib/speech-key');
    return ensureSpeechKey(variant);
  },
  async speechToText(key, audioBase64, mimeType, signal) {
    const { speechToText } = await import('@/lib/speech-client');
    return speechToText(key, audioBase64, mimeType, signal);
  },
  async textToSpeech(key, text, voice, signal) {
    const { textToSpeech } = await import('@/lib/speech-client');
    return textToSpeech(key, text, voice, signal);
  },
  async chat(key, input, signal) {
    const { chat } = await import('@/lib/speech-client');
    return chat(key, input, signal);
  },
};
