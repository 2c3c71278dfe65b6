// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CALL_CLOSE_DELAY_MS } from '@/features/voice/call-machine';
import { CallSession, type CallOptions } from '@/features/voice/call-session';
import {
  conversationWithoutHelp,
  fakeSpeechServices,
  greg,
  installFakeMedia,
  setUpVoiceCallTests,
} from '../../helpers/voice-calls';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

setUpVoiceCallTests({
  fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
  playback: true,
});

/** A voice call without Web Audio (push-to-talk), over fake services and devices. */
function voiceCall(services: ReturnType<typeof fakeSpeechServices>) {
  const onEnd = vi.fn();
  const options: CallOptions = {
    bot: greg,
    mode: 'voice',
    services,
    conversation: conversationWithoutHelp(services),
    ensureConversation: async () => 'conversation-1',
    onEnd,
    audio: () => null,
  };
  return { call: new CallSession(options), onEnd };
}

/** Lets the call's awaited steps run, timers held where they are. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('a call session', () => {
  it('hung up while the key is asked for: it never connects, asks for no devices, and lets the screen go once', async () => {
    const media = installFakeMedia();
    let giveKey: (key: string) => void = () => undefined;
    const services = fakeSpeechServices({
      ensureSpeechKey: () => new Promise<string>((resolve) => (giveKey = resolve)),
    });
    const { call, onEnd } = voiceCall(services);
    call.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(services.ensureSpeechKey).toHaveBeenCalled();

    call.controls.hangUp();
    call.controls.hangUp();
    expect(call.snapshot().state).toMatchObject({ status: 'disconnected', endReason: 'hang-up' });
    giveKey('sk-late');
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(call.snapshot().state.status).toBe('disconnected');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('is hands-free from the first moment while it connects, and follows the switch until it has connected', async () => {
    installFakeMedia();
    let giveKey: (key: string) => void = () => undefined;
    const services = fakeSpeechServices({
      ensureSpeechKey: () => new Promise<string>((resolve) => (giveKey = resolve)),
    });
    const { call } = voiceCall(services);
    call.start();
    await vi.advanceTimersByTimeAsync(0);
    // Hands-free is chosen (the default): Speak has the form it keeps once listening starts.
    expect(call.snapshot().state).toMatchObject({ status: 'connecting', conversation: 'starting' });
    call.controls.changeSettings({ handsFree: false });
    expect(call.snapshot().state.conversation).toBe('off');
    call.controls.changeSettings({ handsFree: true });
    expect(call.snapshot().state.conversation).toBe('starting');
    giveKey('sk-test');
    await settle();
    // Without Web Audio nothing can listen by itself: push-to-talk after all.
    expect(call.snapshot().state).toMatchObject({ status: 'connected', conversation: 'off' });
    call.controls.hangUp();
  });

  it('connects, counts the time, mutes the real track, and at hang-up releases the devices and stops counting', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const { call, onEnd } = voiceCall(services);
    const seen: string[] = [];
    call.subscribe(() => seen.push(call.snapshot().state.status));
    call.start();
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(call.snapshot().state.status).toBe('connected');
    // Hands-free is chosen, but without Web Audio nothing listens: the call is push-to-talk and says so.
    expect(call.snapshot().state.conversation).toBe('off');
    const stream = media.streams[0]!;
    expect(call.snapshot().stream).toBe(stream);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(call.snapshot().state.elapsedSeconds).toBe(3);
    call.controls.toggleMic();
    expect(stream.getAudioTracks()[0]!.enabled).toBe(false);
    call.controls.toggleMic();
    expect(stream.getAudioTracks()[0]!.enabled).toBe(true);

    call.controls.hangUp();
    expect(stream.getAudioTracks()[0]!.readyState).toBe('ended');
    expect(call.snapshot().stream).toBeNull();
    await vi.advanceTimersByTimeAsync(CALL_CLOSE_DELAY_MS);
    expect(onEnd).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call.snapshot().state.elapsedSeconds).toBe(3);
    expect(seen).toContain('connected');
    expect(seen.at(-1)).toBe('disconnected');
  });

  it('hung up before it was started (a press in the frame the screen appeared): it asks for nothing', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const { call, onEnd } = voiceCall(services);
    call.controls.hangUp();
    call.start();
    await vi.advanceTimersByTimeAsync(CALL_CLOSE_DELAY_MS);
    expect(services.ensureSpeechKey).not.toHaveBeenCalled();
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(call.snapshot().state.status).toBe('disconnected');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("mounted, let go and mounted again at once (React's development check): it asks for the key and the microphone once, with no timer run", async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const { call } = voiceCall(services);
    call.start()();
    call.start();
    // Only the awaited steps run: a call starts even while the clock is held.
    await settle();
    expect(services.ensureSpeechKey).toHaveBeenCalledTimes(1);
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(call.snapshot().state.status).toBe('connected');
  });

  it('let go as its screen unmounts (no hang-up): the devices are released and nothing runs on', async () => {
    const media = installFakeMedia();
    const { call, onEnd } = voiceCall(fakeSpeechServices());
    const release = call.start();
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(call.snapshot().state.status).toBe('connected');
    release();
    expect(media.streams[0]!.getAudioTracks()[0]!.readyState).toBe('ended');
    const elapsed = call.snapshot().state.elapsedSeconds;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call.snapshot().state.elapsedSeconds).toBe(elapsed);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
