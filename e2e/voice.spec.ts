import { chromium, type Browser, type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdBack,
  newUpstreamKey,
  notice,
  reduceMotion,
  test,
  waitForHydrationOnLoad,
} from './fixtures';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { configureUpstream, releaseUpstream, resetUpstream, upstreamRequests } from './fake-upstream/client';
import { CallScreen, type CallMode } from './pages/call-screen';
import { ChatPage } from './pages/chat-page';
import { SearchDialog } from './pages/search-dialog';

// Voice search, voice calls and video calls in a real Chromium with its fake microphone and camera
// (playwright.config.ts passes --use-fake-device-for-media-stream and --use-fake-ui-for-media-stream).

type RecordingSpan = { startedAt: number; stoppedAt: number | null };
type StreamWindow = Window & { __streams?: MediaStream[]; __recordings?: RecordingSpan[] };

/**
 * Records every stream getUserMedia hands out, so the test can check that none is left live, and
 * when each MediaRecorder started and stopped (page clock, so a busy test machine cannot skew
 * it). Test-only instrumentation: production code exposes nothing global.
 */
async function watchStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as StreamWindow).__streams = streams;
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) return;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
    const recordings: RecordingSpan[] = [];
    (window as StreamWindow).__recordings = recordings;
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, ...args: [number?]) {
      const span: RecordingSpan = { startedAt: performance.now(), stoppedAt: null };
      recordings.push(span);
      this.addEventListener('stop', () => (span.stoppedAt = performance.now()), { once: true });
      return start.apply(this, args);
    };
  });
}

/** How long each recording lasted, in milliseconds (NaN while one is still running). */
async function recordingDurations(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    ((window as StreamWindow).__recordings ?? []).map((span) => (span.stoppedAt ?? NaN) - span.startedAt),
  );
}

/** Kinds of the tracks still live ("audio", "video"); [] when everything was released. */
async function liveTracks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as StreamWindow).__streams ?? [])
      .flatMap((stream) => stream.getTracks())
      .filter((track) => track.readyState === 'live')
      .map((track) => track.kind),
  );
}

async function streamCount(page: Page): Promise<number> {
  return page.evaluate(() => ((window as StreamWindow).__streams ?? []).length);
}

/** Opens a page ready for voice: streams watched, the key prompt answered with `key`. */
async function openWithKey(page: Page, path: string, key: string): Promise<void> {
  await watchStreams(page);
  page.on('dialog', (dialog) => void dialog.accept(key));
  await page.goto(path);
  await reduceMotion(page);
}

/** Opens the global search dialog from the header, once the page has rendered. */
async function openSearch(page: Page): Promise<SearchDialog> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return new SearchDialog(page).open();
}

/** Opens search on the home page for a visitor whose speech the provider hears as `transcript`. */
async function openSearchHearing(page: Page, transcript: string): Promise<{ key: string; search: SearchDialog }> {
  const key = newUpstreamKey();
  await configureUpstream({ route: 'transcription', reply: transcript, key });
  await openWithKey(page, '/', key);
  return { key, search: await openSearch(page) };
}

/** Starts a call from the chat page and waits until it is connected. */
async function startCall(page: Page, mode: CallMode): Promise<CallScreen> {
  const call = await CallScreen.start(page, mode);
  // Connected: listening by itself (hands-free, the default), or waiting for Speak.
  await expect(call.status).toHaveText(/^(Press Speak, then talk|Listening — just talk)$/);
  return call;
}

/** Push-to-talk: presses Speak, waits until the call listens, then sends what was said. */
async function sendSpokenTurn(call: CallScreen): Promise<void> {
  await call.speak.click();
  await expect(call.status).toContainText('Listening');
  await call.dialog.getByRole('button', { name: /Stop and send/ }).click();
}

test.describe('voice search', () => {
  test('records at most 5 s of webm, transcribes it and searches for the words, releasing the microphone', async ({
    page,
  }) => {
    const { key, search } = await openSearchHearing(page, 'pricing');
    const mic = search.voiceButton;
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(notice(page, 'Listening for search query...')).toContainText(
      'Speak now. Recording will stop after 5 seconds.',
    );
    expect(await liveTracks(page)).toEqual(['audio']);

    await expect(notice(page, 'Voice Search')).toContainText('Searching for: pricing');
    await expect(search.input).toHaveValue('pricing');
    await expect(search.dialog.getByRole('option', { name: /^Pricing/ }).first()).toBeVisible();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(mic).toBeEnabled();

    const [request, ...others] = await upstreamRequests({ route: 'transcription', key });
    expect(others).toEqual([]);
    const file = request?.multipart?.files[0];
    expect(file).toMatchObject({ filename: 'recording.webm', type: 'audio/webm' });
    // A WebM file starts with the EBML magic number; five seconds of opus is tens of KiB.
    expect(file?.firstBytes.startsWith('1a45dfa3')).toBe(true);
    expect(file?.size).toBeGreaterThan(1000);
    expect(file?.size).toBeLessThan(200 * 1024);
    // The recording stopped by itself, not before 5 s. How late a timer fires is the machine's
    // (a busy one fires it late); that it is set for 5 s is checked in tests/lib/media/recording.test.ts.
    const [duration, ...more] = await recordingDurations(page);
    expect(more).toEqual([]);
    expect(duration).toBeGreaterThanOrEqual(4900);

    expect(await streamCount(page)).toBe(1);
    expect(await liveTracks(page)).toEqual([]);
  });

  test('stops early when the button is pressed again', async ({ page }) => {
    const { key, search } = await openSearchHearing(page, 'support');
    const mic = search.voiceButton;
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await mic.click();
    await expect(notice(page, 'Voice Search')).toContainText('Searching for: support');
    const [duration] = await recordingDurations(page);
    expect(duration).toBeLessThan(4500);
    expect(await upstreamRequests({ route: 'transcription', key })).toHaveLength(1);
    expect(await liveTracks(page)).toEqual([]);
  });

  test('a spoken question lands on its answer: the best match is first, and Enter opens it', async ({ page }) => {
    const question = 'How do I install the app on my phone?';
    const { search } = await openSearchHearing(page, question);
    const mic = search.voiceButton;
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await mic.click();
    await expect(notice(page, 'Voice Search')).toContainText(`Searching for: ${question}`);
    const input = search.input;
    await expect(input).toHaveValue(question);
    await expect(search.dialog.getByText('No results found', { exact: false })).toHaveCount(0);
    await expect(search.options().first()).toContainText('Installing the app on your phone');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/knowledgebase\?topic=install-the-app$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Installing the app on your phone' })).toBeVisible();
    expect(await liveTracks(page)).toEqual([]);
  });

  test('an empty transcription says "No speech detected"', async ({ page }) => {
    const { search } = await openSearchHearing(page, '');
    await search.voiceButton.click();
    await expect(notice(page, 'No speech detected')).toContainText(
      'Please try speaking louder or check your microphone.',
    );
    expect(await liveTracks(page)).toEqual([]);
  });
});

test.describe('voice call', () => {
  test('connects, ticks, mutes, answers a spoken question, and hangs up', async ({ page }) => {
    const key = newUpstreamKey();
    await configureUpstream({ route: 'transcription', reply: 'pricing', key });
    await openWithKey(page, '/bots?bot=gregbot', key);

    const call = await startCall(page, 'voice');
    const timer = call.timer;
    await expect(timer).toHaveText(/^\d\d:\d\d$/);
    const seconds = async () => {
      const [minutes = 0, secs = 0] = (await timer.innerText()).split(':').map(Number);
      return minutes * 60 + secs;
    };
    const first = await seconds();
    await expect.poll(seconds).toBeGreaterThanOrEqual(first + 2);
    // The welcome speech was requested in GregBot's voice.
    const speech = await upstreamRequests({ route: 'speech', key });
    expect(speech[0]?.json).toMatchObject({ voice: 'onyx' });

    const mic = call.muteMicrophone;
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as StreamWindow).__streams?.[0]?.getAudioTracks()[0]?.enabled)).toBe(
      false,
    );
    await expect(call.speak).toHaveAttribute('aria-disabled', 'true');
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => (window as StreamWindow).__streams?.[0]?.getAudioTracks()[0]?.enabled)).toBe(true);

    const speaker = call.muteSpeaker;
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-pressed', 'true');
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-pressed', 'false');

    // A click outside does not close the call.
    await page.mouse.click(5, 5);
    await expect(call.dialog).toBeVisible();

    await sendSpokenTurn(call);
    await expect(call.status).toContainText('is thinking');
    // The turn is saved into the conversation behind the modal.
    await expect(page.getByText('Fake reply to: pricing').first()).toBeAttached();
    await expect(call.speak).toHaveAttribute('aria-disabled', 'false');
    const chat = await upstreamRequests({ route: 'chat', key });
    expect(JSON.stringify(chat.at(-1)?.json)).toContain('pricing');
    expect((await upstreamRequests({ route: 'speech', key })).length).toBeGreaterThanOrEqual(2);

    await expectNoAxeViolations(page);

    // "Call ended" shows for only 0.5 s (too short to assert on a busy machine; unit-tested).
    await call.end();
    expect(await liveTracks(page)).toEqual([]);

    // What was said and answered is in the conversation, like typed chat, and survives a reload.
    await page.reload();
    const conversation = page.getByRole('log', { name: 'Conversation with GregBot' });
    await expect(conversation.getByText('pricing', { exact: true })).toBeVisible();
    await expect(conversation.getByText('Fake reply to: pricing')).toBeVisible();
  });

  test('a push-to-talk turn streams, and its first sentence is spoken before the reply has ended', async ({ page }) => {
    const key = newUpstreamKey();
    const sentences = ['Our plans start at ten dollars.', 'Every plan has a free trial.', 'Ask me for the details.'];
    await configureUpstream(
      { route: 'transcription', reply: 'pricing', key },
      // Ten tokens ("Our", " plan", "s", … "ars.", " Ever"): the first sentence and the space that
      // ends it; the rest is held until the test lets it go.
      { route: 'chat', reply: sentences.join(' '), key, holdAfterTokens: 10 },
    );
    await openWithKey(page, '/bots?bot=gregbot', key);
    const call = await startCall(page, 'voice');
    await sendSpokenTurn(call);

    const spoken = async () =>
      (await upstreamRequests({ route: 'speech', key })).map(
        (request) => (request.json as { input?: string } | null)?.input,
      );
    // Spoken while the rest of the reply is still held back by the provider.
    await expect.poll(spoken).toContain(sentences[0]);
    const [chat] = await upstreamRequests({ route: 'chat', key });
    expect(chat?.json).toMatchObject({ stream: true });
    expect(await spoken()).not.toContain(sentences[1]);

    await releaseUpstream(key);
    await expect.poll(spoken).toEqual(expect.arrayContaining(sentences));
    await expect(call.transcript).toContainText(sentences[2] as string);
    await call.end();
  });

  test('a refused key in a call: the words and the offer of a chat, and the new key gets the answer', async ({
    page,
  }) => {
    const key = newUpstreamKey();
    const refusedKey = `${key}-refused`;
    await configureUpstream(
      { route: 'transcription', reply: 'pricing', key: refusedKey },
      { route: 'chat', key: refusedKey, status: 401, message: 'Incorrect API key provided' },
    );
    await watchStreams(page);
    // The saved key is the refused one; the prompt that follows the refusal is given the new key.
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept(prompts.length === 1 ? refusedKey : key);
    });
    await page.goto('/bots?bot=gregbot');
    await reduceMotion(page);
    const call = await startCall(page, 'voice');
    await sendSpokenTurn(call);

    // The chat's own words (faults.spec.ts), not a speech error.
    await expect(notice(page, 'Your OpenAI key was refused')).toBeVisible();
    await expect(call.transcript).toContainText('Fake reply to: pricing');
    expect(prompts).toHaveLength(2);
    expect(await upstreamRequests({ route: 'chat', key: refusedKey })).toHaveLength(1);
    expect(await upstreamRequests({ route: 'chat', key })).toHaveLength(1);
    await call.end();
  });

  test('connects even when the welcome speech fails', async ({ page }) => {
    const key = newUpstreamKey();
    await configureUpstream({ route: 'speech', status: 500, message: 'speech down', key });
    await openWithKey(page, '/bots?bot=gregbot', key);
    const call = await startCall(page, 'voice');
    await expect(call.muteMicrophone).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(call.dialog).toBeHidden();
    expect(await liveTracks(page)).toEqual([]);
  });

  test('offline, says so at once and asks for neither a key nor the microphone', async ({ page, context }) => {
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await watchStreams(page);
    await page.goto('/bots?bot=gregbot');
    await reduceMotion(page);
    await context.setOffline(true);
    await CallScreen.button(page, 'voice').click();
    await expect(notice(page, 'You are offline')).toContainText('A voice call needs an internet connection.');
    await expect(page.getByRole('dialog', { name: /Voice call with/ })).toBeHidden();
    expect(asked).toBe(false);
    expect(await liveTracks(page)).toEqual([]);
  });
});

test.describe('replay', () => {
  test("an assistant's reply is read aloud in the bot's voice", async ({ page }) => {
    const key = newUpstreamKey();
    await resetUpstream(key);
    await openWithKey(page, '/bots?bot=gregbot', key);
    const input = page.getByRole('textbox', { name: 'Message GregBot' });
    await input.fill('what soup is on today');
    await input.press('Enter');
    const reply = page.locator('[data-role="assistant"]').filter({ hasText: 'Fake reply to: what soup is on today' });
    await expect(reply).toBeVisible();

    await reply.getByRole('button', { name: 'Read aloud' }).click();
    await expect
      .poll(async () => (await upstreamRequests({ route: 'speech', key })).map((request) => request.json))
      .toContainEqual(expect.objectContaining({ voice: 'onyx', input: expect.stringContaining('Fake reply to') }));
    // The short clip plays to its end and the button is ready again.
    await expect(reply.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });
});

test.describe('video call', () => {
  test('the screen says what it does: hands-free on, Speak secondary, the assistant large, the camera small', async ({
    page,
  }) => {
    await openWithKey(page, '/bots?bot=gregbot', newUpstreamKey());
    // The call connects once its welcome is spoken: held, the screen is seen as it connects.
    const release = await holdBack(page, /\/functions\/v1\/openai/);
    const call = await CallScreen.start(page, 'video');
    await expect(call.status).toHaveText('Connecting to GregBot…');
    const whileConnecting = await call.speakPlace();
    release();
    await expect(call.status).toHaveText('Listening — just talk');
    // Nothing appears above Speak, nor does it change, as the call connects: a press aimed at it
    // then lands on it.
    expect(await call.speakPlace()).toEqual(whileConnecting);
    await expect(call.dialog.getByRole('checkbox', { name: /Hands-free/ })).toBeChecked();
    await expect(call.dialog.getByText('Listens by itself; no need to press Speak.')).toBeInViewport();
    // A quiet extra while it listens by itself: outlined, and not the width of the screen.
    await expect(call.speak).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const [speak, dialog] = await Promise.all([call.speak.boundingBox(), call.dialog.boundingBox()]);
    expect(speak?.width ?? Infinity).toBeLessThan((dialog?.width ?? 0) / 2);
    const camera = call.dialog.getByLabel('Your camera');
    await expect
      .poll(() => camera.evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused))
      .toBe(true);
    const [assistantBox, cameraBox] = await Promise.all([
      call.dialog.getByTestId('call-assistant').boundingBox(),
      camera.boundingBox(),
    ]);
    const area = (box: { width: number; height: number } | null) => (box ? box.width * box.height : 0);
    console.log(`call screen assistant/camera area=${(area(assistantBox) / area(cameraBox)).toFixed(1)}`);
    expect(area(assistantBox)).toBeGreaterThan(2 * area(cameraBox));
    await expectNoAxeViolations(page);
    await call.end();
  });

  test('shows a live camera preview, camera off hides it, and Escape hangs up', async ({ page }) => {
    const key = newUpstreamKey();
    await openWithKey(page, '/bots?bot=gregbot', key);
    const call = await startCall(page, 'video');
    const preview = call.dialog.locator('video');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused))
      .toBe(true);
    expect((await liveTracks(page)).sort()).toEqual(['audio', 'video']);

    const camera = call.dialog.getByRole('button', { name: 'Turn camera off' });
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'true');
    await expect(preview).toBeHidden();
    await expect(call.dialog.getByText('Your camera is off')).toBeVisible();
    expect(await page.evaluate(() => (window as StreamWindow).__streams?.[0]?.getVideoTracks()[0]?.enabled)).toBe(
      false,
    );
    await camera.click();
    await expect(preview).toBeVisible();

    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(call.dialog).toBeHidden();
    expect(await liveTracks(page)).toEqual([]);
  });
});

test.describe('permission denied', () => {
  // A full browser with a fake camera and microphone but no automatic "allow": with no permissions
  // granted, getUserMedia fails with NotAllowedError as when a visitor blocks the site. The
  // headless shell the rest of the suite runs in has no such refusal (it says NotSupportedError).
  let browser: Browser;
  test.beforeAll(async () => {
    const executablePath = findChromium();
    browser = await chromium.launch({
      ...(executablePath ? { executablePath } : { channel: 'chromium' }),
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  async function deniedPage(baseURL: string | undefined, path: string) {
    const context = await browser.newContext({ baseURL, permissions: [] });
    const page = await context.newPage();
    waitForHydrationOnLoad(page);
    await openWithKey(page, path, newUpstreamKey());
    return { context, page };
  }

  test('voice search says "Microphone Access Denied" and holds nothing', async ({ baseURL }) => {
    const { context, page } = await deniedPage(baseURL, '/');
    try {
      const mic = (await openSearch(page)).voiceButton;
      await mic.click();
      await expect(notice(page, 'Microphone Access Denied')).toContainText(
        'Please allow microphone access to use voice input.',
      );
      await expect(mic).toHaveAttribute('aria-pressed', 'false');
      expect(await liveTracks(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a voice call ends with "Voice calls require microphone access."', async ({ baseURL }) => {
    const { context, page } = await deniedPage(baseURL, '/bots?bot=gregbot');
    try {
      await CallScreen.button(page, 'voice').click();
      await expect(notice(page, 'Microphone Access Denied')).toContainText('Voice calls require microphone access.');
      await expect(page.getByRole('dialog', { name: /Voice call with/ })).toBeHidden();
      expect(await liveTracks(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a video call ends with "Video calls require camera and microphone access."', async ({ baseURL }) => {
    const { context, page } = await deniedPage(baseURL, '/bots?bot=gregbot');
    try {
      await CallScreen.button(page, 'video').click();
      await expect(notice(page, 'Camera/Microphone Access Denied')).toContainText(
        'Video calls require camera and microphone access.',
      );
      await expect(page.getByRole('dialog', { name: /Video call with/ })).toBeHidden();
      expect(await liveTracks(page)).toEqual([]);
      // Nobody spoke, so the call from a new chat left no empty conversation behind.
      const history = await new ChatPage(page).openHistory();
      await expect(history).toContainText('No saved conversations with GregBot yet.');
    } finally {
      await context.close();
    }
  });
});
