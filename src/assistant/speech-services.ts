import type { ModelChat } from '@/lib/speech/model-chat';
import type { SpeechServices } from '@/lib/speech/speech-services';
import { whenPageLive } from '@/lib/startup/page-live';
import { whenIdle } from '@/lib/startup/when-idle';

/** The client is loaded ahead of the first message within this time of the page being live. */
const PREPARE_WITHIN_MS = 3000;

/** supabase-js comes with the client: loaded when the first call is made, not with the page. */
const loadClient = () => import('@/lib/speech/speech-client');

/**
 * The speech services handed to the chat and voice features. Each call loads the client on first
 * use, so the pages that show a microphone button (every page, through the search dialog) or a
 * chat do not pay for supabase-js until the visitor actually sends or speaks.
 */
export const speechServices: SpeechServices & ModelChat = {
  async ensureSpeechKey(purpose) {
    const { ensureSpeechKey } = await import('@/lib/speech/speech-key');
    return ensureSpeechKey(purpose);
  },
  async savedSpeechKey() {
    const { savedSpeechKey } = await import('@/lib/speech/speech-key');
    return savedSpeechKey();
  },
  async forgetSpeechKey() {
    const { forgetDeviceSpeechKey } = await import('@/lib/db');
    await forgetDeviceSpeechKey();
  },
  async speechToText(key, audioBase64, mimeType, signal) {
    const { speechToText } = await loadClient();
    return speechToText(key, audioBase64, mimeType, signal);
  },
  async textToSpeech(key, text, voice, signal, speed) {
    const { textToSpeech } = await loadClient();
    return textToSpeech(key, text, voice, signal, speed);
  },
  async realtimeCall(key, offer, signal) {
    const { realtimeCall } = await loadClient();
    return realtimeCall(key, offer, signal);
  },
  async chat(key, input, signal, onText) {
    const { chat } = await loadClient();
    return chat(key, input, signal, onText);
  },
  prepare() {
    // After what the visitor did before the page was live (replayed at takeover), not beside it:
    // supabase-js is the largest script a chat page runs.
    whenPageLive(() => whenIdle(() => void loadClient().catch(() => undefined), PREPARE_WITHIN_MS));
  },
};
