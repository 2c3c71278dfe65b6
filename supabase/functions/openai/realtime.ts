/**
 * A realtime call's negotiation: the browser's SDP offer goes to the provider's
 * `POST /realtime/calls` with the session this function chooses (persona, voice, turn detection,
 * transcription) and the key, and the provider's SDP answer comes back. The media then flows
 * between the browser and the provider; the key never reaches the page.
 */
import type { HandlerDeps } from './config.ts';
import type { RealtimeCallAnswer, Voice } from '@basebots/speech-contract';
import { FunctionError } from './errors.ts';
import { readLimited } from './http.ts';
import type { SpeechFunctionCall } from './validate.ts';

type RealtimeCall = Extract<SpeechFunctionCall, { responseType: 'realtime' }>;

const REALTIME_MODELS = { call: 'gpt-realtime', transcription: 'whisper-1' } as const;

/**
 * The realtime model has its own voices; three of the speech voices are among them, the others
 * go to the realtime voice closest in register, so a persona sounds alike in both kinds of call.
 */
const REALTIME_VOICES = {
  alloy: 'alloy',
  echo: 'echo',
  shimmer: 'shimmer',
  onyx: 'ash',
  fable: 'ballad',
  nova: 'coral',
} as const satisfies Record<Voice, string>;

/** An SDP answer is a few KB; a bigger one is not an answer. */
const MAX_SDP_ANSWER_BYTES = 64 * 1024;

/** What a provider without realtime calls answers that route with. */
const NO_REALTIME_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

const CALL_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The session as the provider's `session` field takes it. */
function realtimeSession(call: RealtimeCall): Record<string, unknown> {
  return {
    type: 'realtime',
    model: REALTIME_MODELS.call,
    ...(call.system === undefined ? {} : { instructions: call.system }),
    audio: {
      input: {
        transcription: { model: REALTIME_MODELS.transcription },
        // Waits for the visitor to finish a thought rather than for any pause.
        turn_detection: { type: 'semantic_vad' },
      },
      output: { voice: REALTIME_VOICES[call.voice], ...(call.speed === undefined ? {} : { speed: call.speed }) },
    },
  };
}

export function buildRealtimeRequest(call: RealtimeCall, key: string, deps: HandlerDeps, signal: AbortSignal): Request {
  const form = new FormData();
  form.append('sdp', call.sdp);
  form.append('session', JSON.stringify(realtimeSession(call)));
  // No Content-Type header: fetch must set the multipart boundary itself.
  return new Request(`${deps.baseUrl}/realtime/calls`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: form,
    signal,
  });
}

/** Whether the provider's failure means it offers no realtime calls at all. */
export function lacksRealtime(response: Response): boolean {
  return NO_REALTIME_STATUSES.has(response.status);
}

/** The provider's successful answer: its SDP, and the call's id from `Location` when it gave one. */
export async function readRealtimeAnswer(response: Response, key: string): Promise<RealtimeCallAnswer> {
  const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/sdp') {
    await response.body?.cancel().catch(() => undefined);
    throw new FunctionError('upstream_error');
  }
  const bytes = await readLimited(response.body, MAX_SDP_ANSWER_BYTES);
  const sdp = bytes === null ? '' : new TextDecoder().decode(bytes);
  // An answer carrying the key would hand it to the page; it cannot be a real answer anyway.
  if (!sdp.startsWith('v=0') || sdp.includes(key)) throw new FunctionError('upstream_error');
  const callId = callIdOf(response.headers.get('Location'));
  return callId === undefined ? { sdp } : { sdp, callId };
}

function callIdOf(location: string | null): string | undefined {
  const last = location?.split('?')[0]?.split('/').filter(Boolean).pop();
  return last !== undefined && CALL_ID.test(last) ? last : undefined;
}
