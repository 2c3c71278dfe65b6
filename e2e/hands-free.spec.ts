import type { Locator, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, holdBack, presetReadingMode, test as base } from './fixtures';
import { TestMicrophone } from './fixtures/microphone';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';
import { CallScreen } from './pages/call-screen';
import { SearchDialog } from './pages/search-dialog';

// Hands-free calls and voice search with recorded speech (e2e/voice-fixtures/, made by make.sh
// there) as the microphone. Only the tests of hands-free turned off in a realtime call press
// Speak. The words are said into a microphone the test controls, once the page is in the state
// being checked (see fixtures/microphone.ts): a busy machine may be seconds late to listen.
// Chromium's own fake device is the microphone of e2e/voice.spec.ts.

const test = base.extend<{ microphone: TestMicrophone }>({
  /** The page's microphone, silent until the test says something into it. */
  microphone: async ({ page, upstreamKey }, use) => {
    page.on('dialog', (dialog) => void dialog.accept(upstreamKey));
    await use(await TestMicrophone.on(page));
  },
});

test.use({ reducedMotion: 'reduce' });

/** The assistant's chunk, which the home page's GregBot fetches as the visitor reaches for it. */
const ASSISTANT_CHUNK = /\/assets\/compact-assistant-[\w-]+\.js$/;

const REALTIME_ANSWER = 'The Pro plan costs twenty nine dollars a month.';

/** What the call screen says once it runs on transcription, chat and speech instead. */
const LIVE_VOICE_LOST = 'Live voice is not available here, so each answer takes a moment longer.';

const LONG_REPLY =
  'We have three plans. The Basic plan is for one assistant and costs nine dollars a month. ' +
  'The Pro plan covers five assistants with voice calls for twenty nine dollars a month. ' +
  'The Business plan has unlimited assistants, priority support and a named contact. ' +
  'Every plan starts with a free trial of fourteen days.';

/** The long reply, talked over, is saved as far as it was spoken and marked interrupted; returns the conversation. */
async function expectSavedAsSpoken(page: Page): Promise<Locator> {
  const conversation = page.getByRole('log', { name: 'Conversation with GregBot' });
  const cut = conversation.locator('[data-role="assistant"]').filter({ hasText: 'We have three plans.' });
  await expect(cut).toHaveAttribute('data-status', 'interrupted');
  await expect(cut).not.toContainText('free trial');
  return conversation;
}

/**
 * Hands-free is off in a realtime call: the question said without pressing Speak is heard by
 * nobody, neither the provider nor the pipeline; said after Speak, the pipeline answers it.
 */
async function askWithSpeak(call: CallScreen, microphone: TestMicrophone): Promise<void> {
  await microphone.say('question.wav');
  await call.speak.click();
  const stopAndSend = call.dialog.getByRole('button', { name: 'Stop and send' });
  await expect(stopAndSend).toBeVisible();
  await microphone.say('question.wav');
  await stopAndSend.click();
  await expect(call.transcript).toContainText('GregBot: Fake reply to: How do I install the app?');
}

/** Opens the chat page and starts a call of `mode`, listening. */
async function startCall(page: Page, mode: 'voice' | 'video' = 'voice'): Promise<CallScreen> {
  await page.goto('/bots?bot=gregbot');
  const call = await CallScreen.start(page, mode);
  await expect(call.status).toHaveText('Listening — just talk');
  return call;
}

/**
 * Runs `connect` with the page's clock held. A call gives up on the realtime connection after 3 s
 * of its clock, and a busy machine can spend that on the handshake alone: held, only the page's
 * and the fake's work decide whether it connects. Install the clock once the page is live
 * (installed before the load, it would hold the page's own start-up marks). It is held once the
 * conversation has been read: a call shows only then, and the store's queries start on a timer.
 */
async function withClockHeld<T>(page: Page, connect: () => Promise<T>): Promise<T> {
  await expect(page.getByRole('log', { name: /^Conversation with / })).toHaveAttribute('aria-busy', 'false');
  // pauseAt runs the clock to a time that must still be ahead of it: a moment after the page's now,
  // read again if the page's clock got there first.
  for (let paused = false; !paused;) {
    const later = (await page.evaluate(() => Date.now())) + 500;
    paused = await page.clock.pauseAt(later).then(
      () => true,
      (error: unknown) => {
        if (String(error).includes('to the past')) return false;
        throw error;
      },
    );
  }
  try {
    return await connect();
  } finally {
    await page.clock.resume();
  }
}

/**
 * Notes each change of the muting of an element that plays a voice stream (a realtime call's):
 * what the visitor hears of the voice, which a browser test cannot listen to. Call before the load.
 */
async function recordVoiceMuting(page: Page): Promise<() => Promise<boolean[]>> {
  await page.addInitScript(() => {
    const changes: boolean[] = [];
    Object.assign(window, { __voiceMuting: changes });
    const muted = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'muted');
    Object.defineProperty(HTMLMediaElement.prototype, 'muted', {
      ...muted,
      set(this: HTMLMediaElement, value: boolean) {
        const voice = this instanceof HTMLAudioElement && this.srcObject instanceof MediaStream;
        if (voice && value !== this.muted) changes.push(value);
        muted?.set?.call(this, value);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __voiceMuting: boolean[] }).__voiceMuting);
}

/** How far the call's level meter is filled, 0..1. */
function meterShown(call: CallScreen): () => Promise<number> {
  const bar = call.dialog.getByTestId('level-meter').locator('> div');
  return async () => Number(/scaleX\(([\d.]+)\)/.exec((await bar.getAttribute('style')) ?? '')?.[1] ?? 0);
}

/** Opens the chat page and starts a call of `mode` that the fake's realtime peer answers, listening. */
async function startRealtimeCall(page: Page, mode: 'voice' | 'video' = 'voice'): Promise<CallScreen> {
  await page.goto('/bots?bot=gregbot');
  await page.clock.install();
  return withClockHeld(page, async () => {
    const call = await CallScreen.start(page, mode);
    await expect(call.status).toHaveText('Listening — just talk');
    return call;
  });
}

test.describe('a hands-free call with one question', () => {
  for (const mode of ['voice', 'video'] as const) {
    test(`${mode} call: the question is heard, sent and answered with no press of Speak`, async ({
      page,
      microphone,
      upstreamKey: key,
    }) => {
      await configureUpstream({ route: 'transcription', reply: 'What does the Pro plan cost?', key });
      const call = await startCall(page, mode);
      // The fake provider has no realtime calls unless a test asks: this call runs on the pipeline.
      await expect(call.dialog.getByText(LIVE_VOICE_LOST)).toBeVisible();
      expect(await upstreamRequests({ route: 'realtime', key })).toHaveLength(1);
      await expectNoAxeViolations(page);
      await microphone.say('question.wav');
      const transcript = call.transcript;
      await expect(transcript).toContainText('You: What does the Pro plan cost?');
      await expect(transcript).toContainText('GregBot: Fake reply to: What does the Pro plan cost?');
      await expect(call.status).toHaveText('Listening — just talk');
      // One turn, sent by itself: a whole question of webm, and the reply asked for as a stream.
      const [recording, ...more] = await upstreamRequests({ route: 'transcription', key });
      expect(more).toEqual([]);
      expect(recording?.multipart?.files[0]).toMatchObject({ filename: 'recording.webm' });
      const chat = await upstreamRequests({ route: 'chat', key });
      expect(chat.at(-1)?.json).toMatchObject({ stream: true });
      await call.end();
      // Saved into the conversation like any turn.
      const conversation = page.getByRole('log', { name: 'Conversation with GregBot' });
      await expect(conversation.getByText('What does the Pro plan cost?', { exact: true })).toBeVisible();
      await expect(conversation.getByText('Fake reply to: What does the Pro plan cost?')).toBeVisible();
    });
  }

  test('while the assistant speaks, the level meter shows its voice', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream(
      { route: 'transcription', reply: 'Tell me about your plans.', key },
      { route: 'chat', reply: LONG_REPLY, key, realistic: true },
      { route: 'speech', key, realistic: true },
    );
    const call = await startCall(page);
    await microphone.say('question.wav');
    await expect(call.status).toHaveText('GregBot is speaking — talk to interrupt');
    // The microphone hears silence now: a bar that moves is the assistant's voice.
    await expect.poll(meterShown(call), { intervals: [50] }).toBeGreaterThan(0.3);
    await call.hangUp.click();
  });

  test('muting the microphone pauses listening, unmuting resumes it', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream({ route: 'transcription', reply: 'What does the Pro plan cost?', key });
    const call = await startCall(page);
    const mic = call.muteMicrophone;
    await mic.click();
    await expect(call.status).toHaveText('Microphone muted: GregBot cannot hear you');
    await expectNoAxeViolations(page);
    // The whole question, and more silence after it than a turn's end needs, go by unheard.
    // (A turn ends after 0.8 s of silence: heard, it would have been sent by now.)
    await microphone.say('question.wav', { afterS: 3 });
    await expect(call.status).toHaveText('Microphone muted: GregBot cannot hear you');
    expect(await upstreamRequests({ route: 'transcription', key })).toEqual([]);
    await mic.click();
    await expect(call.status).toHaveText('Listening — just talk');
    await microphone.say('question.wav');
    await expect(call.transcript).toContainText('You: What does the Pro plan cost?');
    await expect(call.transcript).toContainText('GregBot: Fake reply to: What does the Pro plan cost?');
    expect(await upstreamRequests({ route: 'transcription', key })).toHaveLength(1);
  });

  test('in the reading mode: slower speech by default, and the call screen is axe clean', async ({
    page,
    // Silent: the call has nothing to hear.
    microphone: _silent,
    upstreamKey: key,
  }) => {
    await presetReadingMode(page, { textSize: 150, highContrast: true, calmMotion: true, largeTargets: true });
    const call = await startCall(page);
    // Hands-free is on the call's screen itself; the rest are under "More call settings".
    await expect(call.dialog.getByRole('checkbox', { name: /Hands-free/ })).toBeChecked();
    await call.dialog.getByText('More call settings').click();
    await expect(call.dialog.getByRole('checkbox', { name: /Slower speech/ })).toBeChecked();
    await expectNoAxeViolations(page);
    const [welcome] = await upstreamRequests({ route: 'speech', key });
    expect(welcome?.json).toMatchObject({ speed: 0.85 });
  });
});

test.describe("a realtime call: the provider's own model hears and speaks", () => {
  const QUESTION = 'What does the Pro plan cost?';

  for (const mode of ['voice', 'video'] as const) {
    test(`${mode} call: answered over WebRTC with no press, captions on both sides, the turn saved`, async ({
      page,
      microphone,
      upstreamKey: key,
    }) => {
      await configureUpstream({ route: 'realtime', peer: true, transcript: QUESTION, reply: REALTIME_ANSWER, key });
      const call = await startRealtimeCall(page, mode);
      await microphone.say('question.wav');
      await expect(call.transcript).toContainText(`You: ${QUESTION}`);
      await expect(call.transcript).toContainText(`GregBot: ${REALTIME_ANSWER}`);
      await expect(call.status).toHaveText('Listening — just talk');
      await expect(call.dialog.getByText(/Live voice is not available/)).toBeHidden();
      // The provider heard, answered and spoke it: no transcription, chat or speech of the turn.
      expect(await upstreamRequests({ route: 'transcription', key })).toEqual([]);
      expect(await upstreamRequests({ route: 'chat', key })).toEqual([]);
      const [offer] = await upstreamRequests({ route: 'realtime', key });
      expect(offer?.events?.map((event) => event.type)).toEqual(
        expect.arrayContaining(['connected', 'speech-started', 'speech-stopped', 'first-audio', 'spoken']),
      );
      await call.end();
      const conversation = page.getByRole('log', { name: 'Conversation with GregBot' });
      await expect(conversation.getByText(QUESTION, { exact: true })).toBeVisible();
      await expect(conversation.getByText(REALTIME_ANSWER, { exact: true })).toBeVisible();
    });
  }

  test('talked over: its voice stops at once, and only what was spoken is saved, marked interrupted', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    const voiceMuting = await recordVoiceMuting(page);
    await configureUpstream({
      route: 'realtime',
      peer: true,
      turns: [
        { transcript: 'Tell me about your plans.', reply: LONG_REPLY },
        { transcript: 'How do I install the app?', reply: 'Open the menu and choose Install.' },
      ],
      key,
    });
    const call = await startRealtimeCall(page);
    await microphone.say('barge-in.wav', { part: 0 });
    await expect(call.status).toHaveText('GregBot is speaking — talk to interrupt');
    await expect(call.transcript).toContainText('We have three plans.');
    // The microphone hears silence now: a bar that moves is the provider's voice.
    await expect.poll(meterShown(call), { intervals: [50] }).toBeGreaterThan(0.3);
    await microphone.say('barge-in.wav', { part: 1 });
    await expect(call.transcript).toContainText('You: How do I install the app?');
    await expect(call.transcript).toContainText('GregBot: Open the menu and choose Install.');
    await expect(call.transcript).not.toContainText('free trial');
    // Silenced by the page each time the visitor began (the question, then over the reply), not
    // only once the provider's stop arrived, and heard again for each reply.
    expect(await voiceMuting()).toEqual([true, false, true, false]);
    const [offer] = await upstreamRequests({ route: 'realtime', key });
    expect(offer?.events?.filter((event) => event.type === 'interrupted')).toHaveLength(1);
    await call.end();

    const conversation = await expectSavedAsSpoken(page);
    await expect(conversation.getByText('Open the menu and choose Install.', { exact: true })).toBeVisible();
  });

  test('in the reading mode: the provider is asked for slower speech, and the call answers', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await presetReadingMode(page, { textSize: 150, highContrast: true, calmMotion: true, largeTargets: true });
    await configureUpstream({ route: 'realtime', peer: true, transcript: QUESTION, reply: REALTIME_ANSWER, key });
    const call = await startRealtimeCall(page);
    await microphone.say('question.wav');
    await expect(call.transcript).toContainText(`GregBot: ${REALTIME_ANSWER}`);
    await expectNoAxeViolations(page);
    const [offer] = await upstreamRequests({ route: 'realtime', key });
    expect(JSON.parse(offer?.multipart?.fields.session ?? '{}')).toMatchObject({ audio: { output: { speed: 0.85 } } });
  });

  test('hands-free turned off as the provider speaks: it stops listening, Speak asks over the pipeline', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream(
      { route: 'realtime', peer: true, turns: [{ transcript: 'Tell me about your plans.', reply: LONG_REPLY }], key },
      { route: 'transcription', reply: 'How do I install the app?', key },
    );
    const call = await startRealtimeCall(page);
    await microphone.say('barge-in.wav', { part: 0 });
    await expect(call.status).toHaveText('GregBot is speaking — talk to interrupt');
    const handsFree = call.dialog.getByRole('checkbox', { name: /Hands-free/ });
    const toggleHandsFree = () => call.dialog.getByText(/^Hands-free/).click();
    await toggleHandsFree();
    await expect(handsFree).not.toBeChecked();
    await expect(call.status).toHaveText('Press Speak, then talk');
    await askWithSpeak(call, microphone);
    const [offer] = await upstreamRequests({ route: 'realtime', key });
    expect(offer?.events?.filter((event) => event.type === 'speech-started')).toHaveLength(1);
    expect(await upstreamRequests({ route: 'transcription', key })).toHaveLength(1);
    // A choice, not a failure: no note that live voice is missing.
    await expect(call.dialog.getByText(LIVE_VOICE_LOST)).toBeHidden();
    // On again, it listens (on the pipeline), whatever the provider was doing when it was let go.
    await toggleHandsFree();
    await expect(call.status).toHaveText('Listening — just talk');
  });

  test('hands-free turned off while the provider is being reached: it is let go as it answers, Speak asks over the pipeline', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream(
      { route: 'realtime', peer: true, transcript: QUESTION, reply: REALTIME_ANSWER, key },
      { route: 'transcription', reply: 'How do I install the app?', key },
    );
    await page.goto('/bots?bot=gregbot');
    await page.clock.install();
    // The realtime offer held at the speech function, so the switch is turned off while it is out.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isOffer = (request: Request) => request.postData()?.includes('"responseType":"realtime"') === true;
    await page.route(/\/functions\/v1\/openai/, async (route) => {
      if (isOffer(route.request())) await held;
      await route.continue();
    });
    const offerSent = page.waitForRequest(isOffer);
    const call = await withClockHeld(page, async () => {
      const started = await CallScreen.start(page, 'voice');
      await offerSent;
      await started.dialog.getByText(/^Hands-free/).click();
      await expect(started.dialog.getByRole('checkbox', { name: /Hands-free/ })).not.toBeChecked();
      const answered = page.waitForResponse((response) => isOffer(response.request()));
      release();
      await answered;
      await expect(started.status).toHaveText('Press Speak, then talk');
      return started;
    });
    await askWithSpeak(call, microphone);
    const [offer] = await upstreamRequests({ route: 'realtime', key });
    expect(offer?.events?.filter((event) => event.type === 'speech-started')).toEqual([]);
    expect(await upstreamRequests({ route: 'transcription', key })).toHaveLength(1);
    // A choice, not a failure: no note that live voice is missing.
    await expect(call.dialog.getByText(LIVE_VOICE_LOST)).toBeHidden();
  });

  test('a realtime connection that never opens: the call goes on over the pipeline and says so', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream(
      { route: 'realtime', peer: true, unreachable: true, key },
      { route: 'transcription', reply: 'What does the Pro plan cost?', key },
    );
    await page.goto('/bots?bot=gregbot');
    // The speech function held (the welcome, then the realtime offer): the call is seen connecting.
    const release = await holdBack(page, /\/functions\/v1\/openai/);
    const call = await CallScreen.start(page, 'voice');
    // Hands-free is about to listen, so the call does not say "Press Speak", and Speak has the
    // form it keeps once the pipeline listens (it used to grow, then shrink under a press); the
    // note of the fallback comes below it.
    await expect(call.status).toHaveText('Connecting to GregBot…');
    const whileConnecting = await call.speakPlace();
    release();
    const note = call.dialog.getByText(LIVE_VOICE_LOST);
    await expect(note).toBeVisible();
    await expect(call.status).toHaveText('Listening — just talk');
    expect(await call.speakPlace()).toEqual(whileConnecting);
    expect((await note.boundingBox())?.y).toBeGreaterThan((await call.speak.boundingBox())?.y ?? Infinity);
    await microphone.say('question.wav');
    await expect(call.transcript).toContainText('GregBot: Fake reply to: What does the Pro plan cost?');
  });

  test('a realtime connection lost mid-call: the call goes on over the pipeline, and both turns are kept', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream(
      { route: 'realtime', peer: true, transcript: QUESTION, reply: REALTIME_ANSWER, dropAfterTurns: 1, key },
      { route: 'transcription', reply: 'How do I install the app?', key },
    );
    const call = await startRealtimeCall(page);
    await microphone.say('question.wav');
    await expect(call.transcript).toContainText(`GregBot: ${REALTIME_ANSWER}`);
    await expect(call.dialog.getByText(LIVE_VOICE_LOST)).toBeVisible();
    await expect(call.status).toHaveText('Listening — just talk');
    await microphone.say('question.wav');
    await expect(call.transcript).toContainText('GregBot: Fake reply to: How do I install the app?');
    await call.end();
    const conversation = page.getByRole('log', { name: 'Conversation with GregBot' });
    await expect(conversation.getByText(REALTIME_ANSWER, { exact: true })).toBeVisible();
    await expect(conversation.getByText('Fake reply to: How do I install the app?')).toBeVisible();
  });
});

test.describe('talking over the reply', () => {
  /** The first question gets a long reply at a real provider's pace; the second a short one. */
  async function configure(key: string) {
    await configureUpstream(
      { route: 'transcription', reply: 'Tell me about your plans.', times: 1, key },
      { route: 'transcription', reply: 'How do I install the app?', key },
      { route: 'chat', reply: LONG_REPLY, times: 1, key, realistic: true },
      { route: 'speech', key, realistic: true },
    );
  }

  test('stops the reply, keeps only what was said, marked interrupted, and answers the new question', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configure(key);
    const call = await startCall(page);
    // barge-in.wav: "Tell me about your plans.", then "Wait, stop. How do I install the app?"
    await microphone.say('barge-in.wav', { part: 0 });
    await expect(call.status).toHaveText('GregBot is speaking — talk to interrupt');
    await expect(call.transcript).toContainText('We have three plans.');
    await expectNoAxeViolations(page);
    await microphone.say('barge-in.wav', { part: 1 });
    const transcript = call.transcript;
    await expect(transcript).toContainText('You: How do I install the app?');
    await expect(transcript).toContainText('Fake reply to: How do I install the app?');
    // The last sentences were never spoken (nor asked for).
    await expect(transcript).not.toContainText('free trial');
    const spoken = (await upstreamRequests({ route: 'speech', key })).map(
      (request) => (request.json as { input?: string } | null)?.input,
    );
    expect(spoken).not.toContain('Every plan starts with a free trial of fourteen days.');
    await call.end();

    await page.reload();
    const conversation = await expectSavedAsSpoken(page);
    await expect(conversation.getByText('Fake reply to: How do I install the app?')).toBeVisible();
  });

  test('without echo cancellation it listens only while silent, and says so', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await page.addInitScript(() => {
      // A browser that reports no echo cancellation on the microphone.
      const settings = MediaStreamTrack.prototype.getSettings;
      MediaStreamTrack.prototype.getSettings = function (this: MediaStreamTrack) {
        return { ...settings.call(this), echoCancellation: false };
      };
    });
    await configure(key);
    const call = await startCall(page);
    await expect(call.dialog.getByText(/listens only while it is silent/)).toBeVisible();
    await microphone.say('barge-in.wav', { part: 0 });
    await expect(call.status).toHaveText('GregBot is speaking');
    await expectNoAxeViolations(page);
    // The visitor's words during the reply are not taken: the whole reply is spoken.
    await microphone.say('barge-in.wav', { part: 1 });
    const transcript = call.transcript;
    await expect(transcript).toContainText('free trial');
    await expect(call.status).toHaveText('Listening — just talk');
    expect(await upstreamRequests({ route: 'transcription', key })).toHaveLength(1);
    await call.hangUp.click();
    const conversation = page.getByRole('log', { name: 'Conversation with GregBot' });
    const reply = conversation.locator('[data-role="assistant"]').filter({ hasText: 'We have three plans.' });
    await expect(reply).toHaveAttribute('data-status', 'received');
    await expect(reply).toContainText('free trial');
  });
});

test.describe("the home page's GregBot", () => {
  test('takes a call hands-free from its section', async ({ page, microphone, upstreamKey: key }) => {
    await configureUpstream({ route: 'transcription', reply: 'Do you have a free trial?', key });
    await page.goto('/');
    const section = page.locator('#gregbot-section');
    await section.getByRole('textbox', { name: 'Message GregBot' }).click();
    await section.getByRole('button', { name: 'Talk to GregBot' }).click();
    const call = new CallScreen(page, 'voice');
    await expect(call.status).toHaveText('Listening — just talk');
    await microphone.say('question.wav');
    const transcript = call.transcript;
    await expect(transcript).toContainText('You: Do you have a free trial?');
    await expect(transcript).toContainText('GregBot: Fake reply to: Do you have a free trial?');
    await expectNoAxeViolations(page);
    await call.end();
    await expect(section.getByText('Fake reply to: Do you have a free trial?', { exact: true })).toBeVisible();
  });

  test('a press on "Talk to GregBot" held while the assistant arrives still starts the call', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await configureUpstream({ route: 'transcription', reply: 'Do you have a free trial?', key });
    // A slow phone: the assistant's code arrives while the visitor's finger is on the button.
    const release = await holdBack(page, ASSISTANT_CHUNK);
    const arrived = page.waitForResponse(ASSISTANT_CHUNK);
    await page.goto('/');
    const section = page.locator('#gregbot-section');
    await section.getByRole('textbox', { name: 'Message GregBot' }).click();
    await section.getByRole('button', { name: 'Talk to GregBot' }).hover();
    await page.mouse.down();
    release();
    const chunk = (await arrived).url();
    // The page's own import of the chunk has settled once this one has (one module per address),
    // and React has rendered what it does with it two frames later.
    await page.evaluate(async (url) => {
      await import(url);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, chunk);
    await page.mouse.up();
    const call = new CallScreen(page, 'voice');
    await expect(call.status).toHaveText('Listening — just talk');
    await microphone.say('question.wav');
    await expect(call.transcript).toContainText('You: Do you have a free trial?');
    await call.end();
  });
});

/**
 * Init script: timers of 5 s or more never fire, so nothing but the end of speech can stop a
 * voice search's recording (its 5 s limit is checked in tests/lib/media/recording.test.ts).
 */
function holdLongTimers(): void {
  const setTimeoutOfPage = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    (delay ?? 0) >= 5000 ? 0 : setTimeoutOfPage(handler, delay, ...args)) as typeof window.setTimeout;
}

test.describe('voice search', () => {
  test('stops recording when the visitor stops talking, not at its 5 s limit', async ({
    page,
    microphone,
    upstreamKey: key,
  }) => {
    await page.addInitScript(holdLongTimers);
    await configureUpstream({ route: 'transcription', reply: 'pricing', key });
    await page.goto('/');
    const search = await new SearchDialog(page).open();
    await search.voiceButton.click();
    await microphone.listenedTo();
    await microphone.say('search.wav');
    await expect(search.input).toHaveValue('pricing');
  });
});
