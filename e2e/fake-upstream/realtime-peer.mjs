// The fake provider's realtime peer: a real WebRTC endpoint in Node (@roamhq/wrtc) that answers a
// call's SDP offer and behaves as OpenAI's realtime model does over WebRTC, so the browser's real
// call code runs end to end against it.
//
// It listens to the visitor's audio track and detects speech by its energy (the provider's server
// VAD in miniature): speech for 60 ms starts a turn (`input_audio_buffer.speech_started`),
// `silenceMs` of silence ends it. Then it sends the visitor's transcript, waits `firstAudioMs`
// (300 ms, a real provider's time to first audio) and speaks its reply, an espeak-ng recording,
// on its audio track in real time, with the reply's transcript as it is spoken. Speech from the
// visitor while it speaks interrupts it, as the provider's own turn detection does: the audio
// stops, `output_audio_buffer.cleared` and `conversation.item.truncated` say where. A
// `response.cancel` from the page stops it too.
//
// Events go over the page's data channel, in the shapes of OpenAI's realtime API (GA):
// speech_started / speech_stopped / committed, input transcription completed, response.created,
// output_audio_buffer.started, response.output_audio_transcript.delta / .done, response.done,
// output_audio_buffer.stopped / .cleared, conversation.item.truncated.
import { createRequire } from 'node:module';
import { spokenClip } from './spoken-clip.mjs';

const require = createRequire(import.meta.url);
const RATE = 48_000;
/** WebRTC audio goes in 10 ms frames. */
const FRAME = RATE / 100;
/** Louder than a whisper (-40 dBFS), as the tests' microphone counts speech. */
const SPEECH_RMS = 0.01;
const SPEECH_ONSET_MS = 60;
/** A peer nobody connects to is let go after this long. */
const UNCONNECTED_MS = 20_000;

/** The fake's defaults; a test or the bench can change each through /__control. */
const REALTIME_DEFAULTS = { silenceMs: 500, firstAudioMs: 300 };

let wrtc = null;
/** Loaded on the first realtime call, so the fake starts as fast as before for every other test. */
function loadWrtc() {
  wrtc ??= require('@roamhq/wrtc');
  return wrtc;
}

/** The text spoken by espeak-ng as 48 kHz mono 16-bit samples. */
async function spokenSamples(text) {
  return resampled(await spokenClip(text));
}

/** A mono 16-bit WAV's samples at 48 kHz (espeak writes 22,050 Hz), by linear interpolation. */
function resampled(wav) {
  const rate = wav.readUInt32LE(24);
  const dataAt = wav.indexOf('data', 12, 'latin1');
  const count = Math.floor((wav.length - dataAt - 8) / 2);
  const source = new Int16Array(count);
  for (let index = 0; index < count; index += 1) source[index] = wav.readInt16LE(dataAt + 8 + index * 2);
  const length = Math.floor((count * RATE) / rate);
  const out = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const position = (index * rate) / RATE;
    const low = Math.floor(position);
    const high = Math.min(low + 1, count - 1);
    out[index] = Math.round(source[low] + (source[high] - source[low]) * (position - low));
  }
  return out;
}

function rmsOf(samples) {
  let sum = 0;
  for (const sample of samples) sum += (sample / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/**
 * Resolves once every candidate is in the local description: the answer carries them all, as
 * the page sends none of its own. No time cap: a slow host only makes the answer later.
 */
function waitForIce(connection) {
  if (connection.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => connection.iceGatheringState === 'complete' && resolve();
    connection.addEventListener('icegatheringstatechange', done);
  });
}

/**
 * Answers `offer` with a live peer. `behaviour` may set `transcript` (what the visitor is heard to
 * say), `reply` (what the assistant answers), or `turns` (both, turn by turn, the last one
 * repeating), `silenceMs`, `firstAudioMs`, `unreachable` (an answer, then no one at its address), and
 * `dropAfterTurns` (the connection closed once that many replies are spoken); `record` receives each
 * turn's timings (Date.now()) for the tests and the bench. Resolves with the SDP answer.
 */
export async function answerRealtimeCall(offer, behaviour, record) {
  const { RTCPeerConnection, nonstandard } = loadWrtc();
  const settings = {
    ...behaviour,
    silenceMs: behaviour.silenceMs ?? REALTIME_DEFAULTS.silenceMs,
    firstAudioMs: behaviour.firstAudioMs ?? REALTIME_DEFAULTS.firstAudioMs,
  };
  const connection = new RTCPeerConnection();
  const source = new nonstandard.RTCAudioSource();
  const outgoing = source.createTrack();
  let channel = null;
  let sink = null;
  let closed = false;
  let sequence = 0;
  const nextId = (prefix) => `${prefix}_fake${(sequence += 1)}`;

  // What the peer is doing.
  let speechMs = 0;
  let silenceMs = 0;
  let hearing = null;
  /** The reply being spoken: its ids, samples, where playback is, and its timers. */
  let speaking = null;

  const send = (event) => {
    if (channel?.readyState !== 'open') return;
    // The page may close the channel between its 'open' event and our send (a call that gave up on
    // connecting): wrtc then throws, and an uncaught throw here would stop the whole fake provider.
    try {
      channel.send(JSON.stringify({ event_id: nextId('event'), ...event }));
    } catch {
      close();
    }
  };

  const close = () => {
    if (closed) return;
    closed = true;
    stopSpeaking();
    sink?.stop();
    outgoing.stop();
    connection.close();
  };

  function stopSpeaking() {
    if (!speaking) return;
    clearInterval(speaking.pacer);
    clearTimeout(speaking.starting);
    speaking = null;
  }

  /** The assistant is talked over or told to cancel: its audio stops where it was heard. */
  function interrupt() {
    if (!speaking) return;
    const { responseId, itemId, played, started, finished } = speaking;
    stopSpeaking();
    if (!started) {
      send({ type: 'response.done', response: { id: responseId, status: 'cancelled', output: [] } });
      return;
    }
    if (!finished) send({ type: 'response.done', response: { id: responseId, status: 'cancelled', output: [] } });
    send({ type: 'output_audio_buffer.cleared', response_id: responseId });
    send({
      type: 'conversation.item.truncated',
      item_id: itemId,
      content_index: 0,
      audio_end_ms: Math.round((played / RATE) * 1000),
    });
    record({ type: 'interrupted', at: Date.now(), heardMs: Math.round((played / RATE) * 1000) });
  }

  let turnsHeard = 0;
  async function answer(turnId) {
    const turns = settings.turns ?? [];
    const scripted = turns[Math.min(turnsHeard, turns.length - 1)];
    turnsHeard += 1;
    const transcript = scripted?.transcript ?? settings.transcript ?? 'Fake transcription';
    const reply = scripted?.reply ?? settings.reply ?? `Fake reply to: ${transcript}`;
    const responseId = nextId('resp');
    const itemId = nextId('item');
    const speakingNow = { responseId, itemId, played: 0, started: false, finished: false, pacer: null, starting: null };
    speaking = speakingNow;
    send({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: turnId,
      content_index: 0,
      transcript,
    });
    const samples = spokenSamples(reply);
    speakingNow.starting = setTimeout(async () => {
      const audio = await samples;
      if (speaking !== speakingNow || closed) return;
      send({ type: 'response.created', response: { id: responseId, status: 'in_progress' } });
      send({ type: 'output_audio_buffer.started', response_id: responseId });
      record({ type: 'first-audio', at: Date.now(), turnId });
      speakingNow.started = true;
      const words = reply.match(/\S+\s*/g) ?? [];
      let wordsSent = 0;
      const began = performance.now();
      // Paced by the clock, not by the timer: every frame due by now goes out, so playback keeps
      // real time whatever the timer's jitter. The transcript follows the audio word by word.
      speakingNow.pacer = setInterval(() => {
        const due = Math.min(audio.length, Math.floor(((performance.now() - began) / 1000) * RATE));
        while (speakingNow.played + FRAME <= due) {
          source.onData({
            samples: audio.slice(speakingNow.played, speakingNow.played + FRAME),
            sampleRate: RATE,
            bitsPerSample: 16,
            channelCount: 1,
            numberOfFrames: FRAME,
          });
          speakingNow.played += FRAME;
        }
        const wordsDue = Math.ceil((speakingNow.played / audio.length) * words.length);
        for (; wordsSent < wordsDue; wordsSent += 1) {
          send({
            type: 'response.output_audio_transcript.delta',
            response_id: responseId,
            item_id: itemId,
            delta: words[wordsSent],
          });
        }
        if (speakingNow.played + FRAME > audio.length) {
          speakingNow.finished = true;
          send({
            type: 'response.output_audio_transcript.done',
            response_id: responseId,
            item_id: itemId,
            transcript: reply,
          });
          send({ type: 'response.done', response: { id: responseId, status: 'completed', output: [] } });
          send({ type: 'output_audio_buffer.stopped', response_id: responseId });
          record({ type: 'spoken', at: Date.now(), turnId });
          stopSpeaking();
          if (turnsHeard === settings.dropAfterTurns) close();
        }
      }, 10);
    }, settings.firstAudioMs);
  }

  /** Energy VAD on the visitor's 10 ms frames. */
  function hear({ samples }) {
    const loud = rmsOf(samples) > SPEECH_RMS;
    const ms = (samples.length / RATE) * 1000;
    if (loud) {
      speechMs += ms;
      silenceMs = 0;
      if (!hearing && speechMs >= SPEECH_ONSET_MS) {
        hearing = nextId('item');
        interrupt();
        send({ type: 'input_audio_buffer.speech_started', item_id: hearing, audio_start_ms: 0 });
        record({ type: 'speech-started', at: Date.now() });
      }
      return;
    }
    silenceMs += ms;
    if (silenceMs >= SPEECH_ONSET_MS) speechMs = 0;
    if (hearing && silenceMs >= settings.silenceMs) {
      const turnId = hearing;
      hearing = null;
      send({ type: 'input_audio_buffer.speech_stopped', item_id: turnId, audio_end_ms: 0 });
      send({ type: 'input_audio_buffer.committed', item_id: turnId });
      record({ type: 'speech-stopped', at: Date.now() - settings.silenceMs, turnId });
      void answer(turnId);
    }
  }

  connection.addEventListener('track', ({ track }) => {
    if (track.kind !== 'audio' || sink) return;
    sink = new nonstandard.RTCAudioSink(track);
    sink.addEventListener('data', hear);
  });
  connection.addEventListener('datachannel', ({ channel: opened }) => {
    channel = opened;
    channel.addEventListener('open', () => {
      send({ type: 'session.created', session: { type: 'realtime' } });
      record({ type: 'connected', at: Date.now() });
    });
    channel.addEventListener('message', ({ data }) => {
      let event = null;
      try {
        event = JSON.parse(String(data));
      } catch {
        return;
      }
      if (event?.type === 'response.cancel') interrupt();
    });
    channel.addEventListener('close', close);
  });
  connection.addEventListener('connectionstatechange', () => {
    if (['failed', 'closed', 'disconnected'].includes(connection.connectionState)) close();
  });
  setTimeout(() => {
    if (connection.connectionState !== 'connected') close();
  }, UNCONNECTED_MS).unref();

  await connection.setRemoteDescription({ type: 'offer', sdp: offer });
  connection.addTrack(outgoing);
  await connection.setLocalDescription(await connection.createAnswer());
  await waitForIce(connection);
  const description = connection.localDescription.sdp;
  // A provider whose media cannot be reached (a firewall in between): the answer, then nobody there.
  if (behaviour.unreachable) close();
  return description;
}
