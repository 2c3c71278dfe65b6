/**
 * The one fake of the speech services: what the chat and voice features are handed in place of
 * the client of the speech function. It keeps a key the way the device does (saved once given,
 * gone once forgotten), and answers the way the browser tests' fake provider does
 * (`e2e/fake-upstream/`). Every method is a spy, so tests read what was asked from its calls.
 */
import { vi } from 'vitest';
import { SpeechError } from '@/lib/speech/speech-error';
import type { ModelChat } from '@/lib/speech/model-chat';
import type { SpeechServices } from '@/lib/speech/speech-services';

type Services = SpeechServices & ModelChat;

/** The key every prompt gives unless a test says otherwise. */
const TEST_KEY = 'sk-test';

export interface FakeSpeechOptions extends Partial<Services> {
  /** The key already saved on the device. Default: none. */
  readonly savedKey?: string | null;
  /**
   * What the visitor answers at each key prompt, in turn (null: cancelled); once used up, the
   * prompt is cancelled. Without it every prompt gives {@link TEST_KEY}.
   */
  readonly typedKeys?: ReadonlyArray<string | null>;
  /** Keys the provider refuses: a chat with one fails as the client fails on a refused key. */
  readonly refuses?: (key: string) => boolean;
}

/** What the fake answers a chat with, so tests can expect it. */
export function fakeReply(prompt: string): string {
  return `Fake reply to: ${prompt}`;
}

/** The error the client throws when the provider refuses the visitor's key. */
export function keyRefusedError(): SpeechError {
  return new SpeechError('http', 'Your OpenAI key was refused.', { status: 401, code: 'invalid_api_key' });
}

/** Fake speech services; any method given in `options` replaces the fake's own (still a spy). */
export function fakeSpeechServices(options: FakeSpeechOptions = {}) {
  const { savedKey = null, typedKeys, refuses = () => false, ...overrides } = options;
  let saved = savedKey;
  const typed = typedKeys ? [...typedKeys] : undefined;
  const prompt = () => (typed ? (typed.shift() ?? null) : TEST_KEY);
  return {
    savedSpeechKey: vi.fn<NonNullable<SpeechServices['savedSpeechKey']>>(
      overrides.savedSpeechKey ?? (async () => saved),
    ),
    ensureSpeechKey: vi.fn<SpeechServices['ensureSpeechKey']>(
      overrides.ensureSpeechKey ??
        (async () => {
          saved ??= prompt();
          return saved;
        }),
    ),
    forgetSpeechKey: vi.fn<NonNullable<SpeechServices['forgetSpeechKey']>>(
      overrides.forgetSpeechKey ??
        (async () => {
          saved = null;
        }),
    ),
    speechToText: vi.fn<SpeechServices['speechToText']>(overrides.speechToText ?? (async () => '  pricing  ')),
    textToSpeech: vi.fn<SpeechServices['textToSpeech']>(overrides.textToSpeech ?? (async () => btoa('mp3'))),
    chat: vi.fn<Services['chat']>(
      overrides.chat ??
        (async (key, input) => {
          if (refuses(key)) throw keyRefusedError();
          return fakeReply(input.prompt);
        }),
    ),
  };
}
