// Voice calls, hands-free against today's push-to-talk: the built app (production server) in real
// Chromium, the fake OpenAI upstream at a real provider's pace (FAKE_UPSTREAM_REALISTIC: 300 ms
// transcription, chat after 300 ms then a token every 20 ms, speech after 200 ms with a clip of
// the sentence's length), and recordings as the microphone (--use-file-for-fake-audio-capture).
// The recordings are put together here with sox from e2e/voice-fixtures/ (espeak-ng speech), so
// where each utterance starts and ends is known; the page's clock is lined up with the file's at
// the moment getUserMedia hands out the microphone (the file starts within ~40 ms of it).
// Prints
//   voice v2v_ms        end of speech -> first reply audio playing (p50/p95), hands-free and push-to-talk
//   voice eos_ms        end of speech -> the turn sent for transcription
//   voice barge_in_ms   visitor starts talking over the reply -> its audio pauses
//   voice false_turns   turns taken from room noise and TV babble
//   voice clipped_first_word / cut_offs   on utterances with 600 ms pauses inside
//   voice detector_kib  what a first call downloads for detection; first-load lines of each page
//   voice v2v_ms / barge_in_ms realtime (and realtime_stream, without the page's own muting),
//   realtime clipped_first_word / cut_offs, call_code_kib:
//                       calls over the fake provider's realtime peer (a live WebRTC endpoint)
//   voice v2v_parts_ms realtime   where the realtime gap goes: to the peer, in it, back to the page
// Figures only; nothing here fails a build. VOICE_BENCH_TURNS (default 20) sets the turns per run;
// VOICE_BENCH_ONLY=realtime runs the realtime calls alone.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, findChromium } from '../e2e/browser.mjs';
import { percentile } from './percentile.mjs';
import { waitFor } from './wait-for.mjs';

const PORT = Number(process.env.VOICE_BENCH_PORT ?? 4473);
const UPSTREAM_PORT = Number(process.env.VOICE_BENCH_UPSTREAM_PORT ?? 4491);
const BASE = `http://127.0.0.1:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const TURNS = Number(process.env.VOICE_BENCH_TURNS ?? 20);
const DIST = process.env.BUILD_OUT_DIR ?? 'dist';
const FIXTURES = new URL('../e2e/voice-fixtures/', import.meta.url).pathname;
/** The fixtures' padding: 2.5 s of silence before the speech, 6 s after it. */
const LEAD_S = 2.5;
const TAIL_S = 6;
const END_SILENCE_MS = 800;
const PRE_ROLL_MS = 300;

const work = mkdtempSync(join(tmpdir(), 'voice-bench-'));
const sox = (...args) => execFileSync('sox', args, { stdio: ['ignore', 'ignore', 'inherit'] });
const seconds = (file) => Number(execFileSync('soxi', ['-D', file]).toString().trim());

/** The speech of a fixture without its padding. */
function utterance(name) {
  const out = join(work, `${name}-speech.wav`);
  sox(join(FIXTURES, `${name}.wav`), out, 'trim', String(LEAD_S), `-${TAIL_S}`);
  return { file: out, duration: seconds(out) };
}

function silence(duration) {
  const out = join(work, `silence-${duration}.wav`);
  sox('-n', '-r', '16000', '-c', '1', '-b', '16', out, 'trim', '0', String(duration));
  return { file: out, duration };
}

/** Joins pieces into one recording; returns it and where each speech piece starts and ends (s). */
function sequence(name, pieces) {
  const out = join(work, `${name}.wav`);
  sox(...pieces.map((piece) => piece.file), out);
  const spans = [];
  let at = 0;
  for (const piece of pieces) {
    if (piece.speech) spans.push({ start: at, end: at + piece.duration });
    at += piece.duration;
  }
  return { file: out, spans, duration: at };
}

const stats = (values) =>
  `p50=${Math.round(percentile(values, 50))} p95=${Math.round(percentile(values, 95))} n=${values.length}`;

/** What the page notes: the microphone's start, turns sent, recordings started, audio events. */
function instrument() {
  const bench = { micAt: null, sent: [], recordings: [], playing: [], pauses: [], ended: [] };
  window.__voiceBench = bench;
  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    bench.micAt ??= performance.now();
    return stream;
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"responseType":"transcription"')) {
      bench.sent.push(performance.now());
    }
    return fetch(input, init);
  };
  const start = MediaRecorder.prototype.start;
  MediaRecorder.prototype.start = function (...args) {
    bench.recordings.push(performance.now());
    return start.apply(this, args);
  };
  const watched = new WeakSet();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (!watched.has(this)) {
      watched.add(this);
      // The call's silent priming clip (0.1 s) is not a reply.
      const isReply = () => !(this.duration < 0.15);
      this.addEventListener('playing', () => isReply() && bench.playing.push(performance.now()));
      this.addEventListener('pause', () => isReply() && bench.pauses.push(performance.now()));
      this.addEventListener('ended', () => isReply() && bench.ended.push(performance.now()));
    }
    return play.call(this);
  };
}

/**
 * A realtime call: the provider's voice arrives on a WebRTC track, not from a clip, so the page
 * listens to that track itself. Notes when its audio starts after a silence (a reply begins) and
 * when it falls silent for at least half a second (a reply ends, or was stopped).
 */
function instrumentRealtime() {
  const bench = window.__voiceBench;
  bench.onsets = [];
  bench.silences = [];
  // When the element playing the provider's stream is muted (talked over): silent to the visitor.
  bench.hushes = [];
  bench.tracks = 0;
  bench.micEpoch = null;
  const muted = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'muted');
  Object.defineProperty(HTMLMediaElement.prototype, 'muted', {
    ...muted,
    set(value) {
      const voice = this instanceof HTMLAudioElement && this.srcObject instanceof MediaStream;
      if (value && !this.muted && voice) bench.hushes.push(performance.now());
      muted.set.call(this, value);
    },
  });
  const Connection = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Connection {
    constructor(...args) {
      super(...args);
      this.addEventListener('track', ({ streams, track }) => {
        bench.tracks += 1;
        listen(streams[0] ?? new MediaStream([track]));
      });
    }
  };
  function listen(stream) {
    const context = new AudioContext();
    const analyser = new AnalyserNode(context, { fftSize: 512 });
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let loud = false;
    let quietSince = null;
    setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const now = performance.now();
      if (Math.sqrt(sum / samples.length) > 0.01) {
        if (!loud) bench.onsets.push(now);
        loud = true;
        quietSince = null;
      } else if (loud) {
        quietSince ??= now;
        if (now - quietSince >= 500) {
          bench.silences.push(quietSince);
          loud = false;
        }
      }
    }, 5);
  }
}

async function upstream(path, body) {
  await fetch(`${UPSTREAM}${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) });
}

/**
 * One call with `recording` as the microphone. `handsFree` false turns the switch off (today's
 * push-to-talk: Speak is pressed just before each utterance). Returns the page's notes with
 * times relative to the recording's start.
 */
async function call(recording, { handsFree = true, reply, pressSpeak = false, realtime } = {}) {
  const executablePath = findChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${recording.file}%noloop`],
  });
  try {
    const key = `sk-voice-bench-${Math.random().toString(36).slice(2)}${Date.now()}`;
    await upstream('/__reset', { key });
    await upstream('/__control', { route: 'transcription', reply: 'What does the Pro plan cost?', key });
    if (reply) await upstream('/__control', { route: 'chat', reply, key });
    if (realtime) await upstream('/__control', { route: 'realtime', peer: true, key, ...realtime });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(instrument);
    if (realtime) await page.addInitScript(instrumentRealtime);
    await page.addInitScript((on) => {
      const settings = { handsFree: on, moreTime: false, slowerSpeech: false, sounds: false };
      localStorage.setItem('basebots:call-settings', JSON.stringify(settings));
    }, handsFree);
    page.on('dialog', (dialog) => void dialog.accept(key));
    await page.goto(`${BASE}/bots?bot=gregbot`);
    // The page shows before it runs: press Call until the call opens.
    const dialog = page.getByRole('dialog', { name: 'Voice call with GregBot' });
    await page.getByRole('button', { name: 'Voice call' }).waitFor();
    // What the page loads by itself once idle (the speech client among it) is not the call's code.
    await page.waitForLoadState('networkidle');
    const pressedAt = await page.evaluate(() => performance.now());
    for (let attempt = 0; attempt < 20 && !(await dialog.isVisible()); attempt += 1) {
      // Once the call opens its screen covers the button; a press then is not needed.
      await page
        .getByRole('button', { name: 'Voice call' })
        .click({ timeout: 1000 })
        .catch(() => undefined);
      await dialog.waitFor({ timeout: 1000 }).catch(() => undefined);
    }
    await page.waitForFunction(() => window.__voiceBench.micAt !== null, null, { timeout: 30_000 });
    if (pressSpeak) {
      // The visitor presses Speak 150 ms before talking, as soon as it can be pressed.
      await page.evaluate(
        (starts) => {
          const { micAt } = window.__voiceBench;
          for (const start of starts) {
            setTimeout(
              () => {
                const button = [...document.querySelectorAll('[role="dialog"] button')].find(
                  (candidate) => candidate.textContent?.trim() === 'Speak',
                );
                button?.click();
              },
              Math.max(0, micAt + start * 1000 - 150 - performance.now()),
            );
          }
        },
        recording.spans.map((span) => span.start),
      );
    }
    const { micAt } = await page.evaluate(() => window.__voiceBench);
    const left = micAt + recording.duration * 1000 - (await page.evaluate(() => performance.now()));
    await page.waitForTimeout(Math.max(0, left) + 1000);
    // The scripts a call fetched: from the press on Call to its end.
    const callCode = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime >= from)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      pressedAt,
    );
    const notes = await page.evaluate(() => ({ ...window.__voiceBench, origin: performance.timeOrigin }));
    const relative = (times) => times.map((time) => time - notes.micAt);
    const [offer] = realtime
      ? await (await fetch(`${UPSTREAM}/__requests?route=realtime&key=${encodeURIComponent(key)}`)).json()
      : [];
    // The fake's events are on its clock (Date.now()); the page's on its own, from timeOrigin.
    const peer = (offer?.events ?? []).map((event) => ({ ...event, at: event.at - notes.origin - notes.micAt }));
    return {
      callCode,
      onsets: relative(notes.onsets ?? []),
      silences: relative(notes.silences ?? []),
      hushes: relative(notes.hushes ?? []),
      tracks: notes.tracks ?? 0,
      peer,
      sent: relative(notes.sent),
      recordings: relative(notes.recordings),
      playing: relative(notes.playing),
      pauses: relative(notes.pauses),
      ended: relative(notes.ended),
    };
  } finally {
    await browser.close();
  }
}

/** Per utterance: end of speech to the turn sent, and to the first reply audio. */
function turnFigures(recording, notes) {
  const v2v = [];
  const eos = [];
  let cutOffs = 0;
  let clipped = 0;
  recording.spans.forEach((span, index) => {
    const start = span.start * 1000;
    const end = span.end * 1000;
    const next = (recording.spans[index + 1]?.start ?? recording.duration) * 1000;
    const sent = notes.sent.filter((time) => time > start && time < next);
    if (sent.some((time) => time < end)) cutOffs += 1;
    const last = sent.filter((time) => time >= end)[0];
    if (last !== undefined) eos.push(last - end);
    const playing = notes.playing.find((time) => time > end && time < next + 2000);
    if (playing !== undefined && last !== undefined) v2v.push(playing - end);
    // The turn's recording keeps 300 ms from before it started: the first word is clipped if
    // that still begins after the speech did.
    const recorded = notes.recordings.find((time) => time > start - PRE_ROLL_MS && time < end);
    if (recorded !== undefined && recorded - PRE_ROLL_MS > start) clipped += 1;
  });
  return { v2v, eos, cutOffs, clipped };
}

/** The fake peer's silence wait and its time to first audio: no realtime call answers sooner. */
const PEER = { silenceMs: 500, firstAudioMs: 300 };
/** How much of a turn the provider keeps from before its detector fired (OpenAI's prefix padding). */
const PREFIX_PADDING_MS = 300;
/** The fake peer's detector fires after this much speech. */
const PEER_ONSET_MS = 60;

/** The first time in `times` within (from, to), or undefined. */
const firstBetween = (times, from, to) => times.find((time) => time > from && time < to);

/** Per utterance of a realtime call: end of speech to the provider's voice, and how its turns were cut. */
function realtimeTurns(recording, notes) {
  const v2v = [];
  // Where the gap goes: microphone to the peer's ear, the peer's own wait, its voice to the page.
  const parts = { toPeer: [], inPeer: [], toPage: [] };
  const firstAudio = notes.peer.filter((event) => event.type === 'first-audio').map((event) => event.at);
  let clipped = 0;
  let cutOffs = 0;
  const started = notes.peer.filter((event) => event.type === 'speech-started').map((event) => event.at);
  const stopped = notes.peer.filter((event) => event.type === 'speech-stopped').map((event) => event.at);
  recording.spans.forEach((span, index) => {
    const start = span.start * 1000;
    const end = span.end * 1000;
    const next = (recording.spans[index + 1]?.start ?? recording.duration) * 1000;
    const voice = firstBetween(notes.onsets, end, next);
    if (voice !== undefined) v2v.push(voice - end);
    const stop = firstBetween(stopped, end - 500, next);
    const sent = firstBetween(firstAudio, end, next);
    if (stop !== undefined && sent !== undefined && voice !== undefined) {
      parts.toPeer.push(stop - end);
      parts.inPeer.push(sent - stop);
      parts.toPage.push(voice - sent);
    }
    const heard = firstBetween(started, start - 500, end);
    if (heard === undefined || heard - PEER_ONSET_MS - PREFIX_PADDING_MS > start) clipped += 1;
    // A turn ended by the detector while the visitor was still talking.
    if (stopped.some((time) => time > start + 100 && time < end - 100)) cutOffs += 1;
  });
  return { v2v, clipped, cutOffs, parts };
}

/**
 * Talking over the provider's voice while it plays, to the voice falling silent for the visitor:
 * the stream itself going quiet, or the page muting the element that plays it, whichever is first.
 */
function realtimeBargeIn(recording, notes) {
  const quiet = [...notes.silences, ...notes.hushes].sort((a, b) => a - b);
  const figures = [];
  for (const span of recording.spans.slice(1)) {
    const start = span.start * 1000;
    const lastOnset = notes.onsets.filter((time) => time < start).at(-1);
    const silentBefore = quiet.some((time) => time > (lastOnset ?? 0) && time < start);
    if (lastOnset === undefined || silentBefore) continue;
    const silent = firstBetween(quiet, start, start + 3000);
    if (silent !== undefined) figures.push(silent - start);
  }
  return figures;
}

/** Calls over the fake provider's realtime peer, beside the pipeline's figures. */
async function realtimeFigures({ lead, question, pauses, longReply, bargeRun, push }) {
  const answer = 'The Pro plan costs twenty nine dollars a month.';
  const run = sequence('realtime', [lead, ...Array.from({ length: TURNS }, () => [question, silence(4.5)]).flat()]);
  const notes = await call(run, { realtime: { ...PEER, reply: answer } });
  const turns = realtimeTurns(run, notes);
  const floor = PEER.silenceMs + PEER.firstAudioMs;
  console.log(
    `voice v2v_ms realtime ${stats(turns.v2v)} floor=${floor} over_floor_p50=${Math.round(percentile(turns.v2v, 50) - floor)} ` +
      `(the fake's ${PEER.silenceMs} ms silence wait + ${PEER.firstAudioMs} ms to first audio; goal p50 <= 900, p95 <= 1200)`,
  );
  const p50 = (values) => Math.round(percentile(values, 50));
  console.log(
    `voice v2v_parts_ms realtime to_peer=${p50(turns.parts.toPeer)} in_peer=${p50(turns.parts.inPeer)} ` +
      `to_page=${p50(turns.parts.toPage)} (p50s: end of speech to the peer's silence timer starting, ` +
      'its silence wait and time to first audio, its first audio to the page hearing it)',
  );
  const barge = await call(bargeRun, { realtime: { ...PEER, reply: longReply } });
  // A call that did not connect in time runs on the pipeline: no stream, so no figure.
  const over = barge.tracks > 0 ? 'realtime' : 'the pipeline (the realtime connection was not made)';
  console.log(
    `voice barge_in_ms realtime ${stats(realtimeBargeIn(bargeRun, barge))} (of ${TURNS}; goal p95 <= 300; the call ran over ${over})`,
  );
  // The same interruptions as the stream itself falls silent, had the page not muted it.
  const unmuted = realtimeBargeIn(bargeRun, { ...barge, hushes: [] });
  console.log(`voice barge_in_ms realtime_stream ${stats(unmuted)} (the provider's stop reaching the page's audio)`);
  // Utterances with two 600 ms pauses (660-680 ms below the fake's energy threshold). Where a
  // realtime turn ends is the provider's turn detection, not ours; the fake waits 1 s here, as
  // semantic detection waits for a thought to end, so a cut-off would be audio lost on the way.
  const pausesRun = sequence('realtime-pauses', [
    lead,
    ...Array.from({ length: TURNS }, () => [pauses, silence(4.5)]).flat(),
  ]);
  const paused = realtimeTurns(
    pausesRun,
    await call(pausesRun, { realtime: { ...PEER, silenceMs: 1000, reply: answer } }),
  );
  console.log(
    `voice realtime clipped_first_word ${turns.clipped + paused.clipped}/${run.spans.length + pausesRun.spans.length} ` +
      `cut_offs ${paused.cutOffs}/${pausesRun.spans.length} (utterances with two 600 ms pauses)`,
  );
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `voice call_code_kib realtime=${kib(notes.callCode)} pipeline=${push ? kib(push.callCode) : '-'} (scripts fetched from the press on Call to the call's end, as sent)`,
  );
}

function detectorLines() {
  const assets = join(DIST, 'assets');
  const files = readdirSync(assets).filter((file) => /^voice-activity-.*\.js$/.test(file));
  const raw = files.reduce((sum, file) => sum + readFileSync(join(assets, file)).length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = files.some((file) => sw.includes(file));
  console.log(
    `voice detector_kib=${(gzip / 1024).toFixed(1)} raw_kib=${(raw / 1024).toFixed(1)} precached=${precached} ` +
      '(energy gate; hark 1.2.3 ~4 KiB; Silero via @ricky0123/vad-web 0.0.31: 3.0 MiB brotli, the same 3 false turns, docs/decisions.md)',
  );
  const bundle = execFileSync(process.execPath, ['bench/bundle.mjs'], { env: process.env }).toString();
  for (const line of bundle.split('\n')) {
    if (line.startsWith('bundle route=') || line.startsWith('precache ')) console.log(`voice first_load ${line}`);
  }
}

const servers = [
  spawn(process.execPath, ['e2e/fake-upstream/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FAKE_UPSTREAM_PORT: String(UPSTREAM_PORT), FAKE_UPSTREAM_REALISTIC: '1' },
  }),
  spawn(process.execPath, [`${DIST}-server/main.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      OPENAI_BASE_URL: `${UPSTREAM}/v1`,
      FUNCTION_RATE_PER_MINUTE: '100000',
    },
  }),
];

try {
  await waitFor(`${BASE}/healthz`);
  await waitFor(`${UPSTREAM}/__health`);
  const question = { ...utterance('question'), speech: true };
  const pauses = { ...utterance('pauses'), speech: true };
  const lead = silence(LEAD_S);

  // Barge-in: a long reply, talked over 3.2 s after each question (the reply is then playing).
  const longReply =
    'We have three plans. The Basic plan is for one assistant and costs nine dollars a month. ' +
    'The Pro plan covers five assistants with voice calls. The Business plan has unlimited ' +
    'assistants and priority support. Every plan starts with a free trial of fourteen days.';
  const bargeRun = sequence('barge-in', [
    lead,
    question,
    ...Array.from({ length: TURNS }, () => [silence(3.2), question]).flat(),
    silence(4),
  ]);
  // VOICE_BENCH_ONLY=realtime: the realtime calls alone (a few minutes instead of twenty).
  let push;
  if (process.env.VOICE_BENCH_ONLY !== 'realtime') {
    // Hands-free: utterances with two 600 ms pauses inside, 4.5 s apart (the reply fits between).
    const handsFreeRun = sequence('hands-free', [
      lead,
      ...Array.from({ length: TURNS }, () => [pauses, silence(4.5)]).flat(),
    ]);
    const handsFree = turnFigures(handsFreeRun, await call(handsFreeRun));

    // Today's push-to-talk: Speak pressed before each question; 5 s recorded, then the whole reply.
    const pushRun = sequence('push-to-talk', [
      lead,
      ...Array.from({ length: TURNS }, () => [question, silence(7.5)]).flat(),
    ]);
    const pushNotes = await call(pushRun, { handsFree: false, pressSpeak: true });
    push = { ...turnFigures(pushRun, pushNotes), callCode: pushNotes.callCode };

    console.log(
      `voice v2v_ms hands_free ${stats(handsFree.v2v)} push_to_talk ${stats(push.v2v)} ` +
        `(floor ~1000 + ${END_SILENCE_MS} silence)`,
    );
    console.log(`voice eos_ms hands_free ${stats(handsFree.eos)} push_to_talk ${stats(push.eos)}`);

    const barge = await call(bargeRun, { reply: longReply });
    const bargeIn = [];
    for (const span of bargeRun.spans.slice(1)) {
      const start = span.start * 1000;
      // Only where the reply was audibly playing when the visitor began.
      const lastPlaying = barge.playing.filter((time) => time < start).at(-1);
      const stoppedBefore = [...barge.pauses, ...barge.ended].some((time) => time > (lastPlaying ?? 0) && time < start);
      if (lastPlaying === undefined || stoppedBefore) continue;
      const paused = barge.pauses.find((time) => time >= start && time < start + 3000);
      if (paused !== undefined) bargeIn.push(paused - start);
    }
    console.log(`voice barge_in_ms ${stats(bargeIn)} (of ${TURNS} interruptions)`);

    // Room noise and TV babble, with no speech addressed to the assistant.
    const noise = { file: join(FIXTURES, 'noise.wav'), duration: seconds(join(FIXTURES, 'noise.wav')) };
    const noiseRun = sequence('noise', [lead, noise, noise, noise]);
    const quiet = await call(noiseRun);
    console.log(
      `voice false_turns ${quiet.sent.length} (in ${Math.round(noiseRun.duration - LEAD_S)} s of room noise and TV babble)`,
    );
    console.log(`voice clipped_first_word ${handsFree.clipped}/${handsFreeRun.spans.length}`);
    console.log(`voice cut_offs ${handsFree.cutOffs}/${handsFreeRun.spans.length} (utterances with two 600 ms pauses)`);
  }
  await realtimeFigures({ lead, question, pauses, longReply, bargeRun, push });
  detectorLines();
} finally {
  for (const server of servers) server.kill();
  rmSync(work, { recursive: true, force: true });
}
