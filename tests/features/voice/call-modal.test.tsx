// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bots } from '@/content/bots';
import { createConversation } from '@/features/conversation';
import { CallModal, type CallModalProps } from '@/features/voice/call-modal';
import { DEVICE_STORAGE } from '@/lib/device-storage';
import { notify } from '@/lib/toaster';
import {
  advance,
  fakeSpeechServices,
  installFakeMedia,
  renderWithChakra,
  setUpVoiceComponentTests,
  stubAudioPlayback,
} from '../../helpers/voice-components';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

const bot = bots[0]!;
const dialog = () => screen.getByRole('dialog');
const control = (name: string) => within(dialog()).getByRole('button', { name });
const timer = () => within(dialog()).getByRole('timer', { name: 'Call time' });
const status = () => within(dialog()).getByRole('status');

/** The conversation core over the fake speech services, as the app builds it. */
function coreFor(services: ReturnType<typeof fakeSpeechServices>) {
  const conversation = createConversation({ services, findHelp: async () => ({ sentences: [], topics: [] }) });
  return { conversation, ensureConversation: () => conversation.startConversation(bot, 'Voice call') };
}

function renderCall(props: Partial<CallModalProps> & { services?: ReturnType<typeof fakeSpeechServices> } = {}) {
  const services = props.services ?? fakeSpeechServices();
  const onEnd = vi.fn();
  renderWithChakra(
    <CallModal bot={bot} mode="voice" services={services} onEnd={onEnd} {...coreFor(services)} {...props} />,
  );
  return { services, onEnd, ...props };
}

// Chakra's dialog in jsdom is slow to render the first time on a busy machine.
describe('CallModal', { timeout: 20_000 }, () => {
  let warn: ReturnType<typeof vi.spyOn>;
  setUpVoiceComponentTests();
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubAudioPlayback(300);
  });

  it('connects after the microphone and the welcome, then ticks the timer every second', async () => {
    const media = installFakeMedia();
    const { services } = renderCall();
    expect(dialog()).toHaveAccessibleName('Voice call with GregBot');
    expect(status()).toHaveTextContent('Connecting to GregBot…');
    expect(control('Mute microphone')).toBeDisabled();
    expect(control('Mute speaker')).toBeDisabled();
    expect(control('Speak')).toHaveAttribute('aria-disabled', 'true');
    expect(control('Hang up')).toBeEnabled();

    await advance(0);
    expect(services.ensureSpeechKey).toHaveBeenCalledWith('voice-call');
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: false,
    });
    expect(services.textToSpeech).toHaveBeenCalledWith(
      'sk-test',
      expect.stringContaining('GregBot'),
      'onyx',
      expect.anything(),
    );
    expect(status()).toHaveTextContent('Press Speak, then talk');
    expect(control('Mute microphone')).toBeEnabled();
    expect(timer()).toHaveTextContent('00:00');
    await advance(1000);
    expect(timer()).toHaveTextContent('00:01');
    await advance(60_000);
    expect(timer()).toHaveTextContent('01:01');
  });

  it('connects even when the welcome speech fails, and only logs it', async () => {
    installFakeMedia();
    renderCall({
      services: fakeSpeechServices({
        textToSpeech: vi.fn(async () => {
          throw new Error('Speech service failed');
        }),
      }),
    });
    await advance(0);
    expect(status()).toHaveTextContent('Press Speak, then talk');
    expect(warn).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('mutes the real microphone track, and the speaker, with aria-pressed', async () => {
    const media = installFakeMedia();
    renderCall();
    await advance(0);
    const track = media.streams[0]!.tracks[0]!;
    fireEvent.click(control('Mute microphone'));
    expect(control('Mute microphone')).toHaveAttribute('aria-pressed', 'true');
    expect(track.enabled).toBe(false);
    expect(control('Speak')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(control('Mute microphone'));
    expect(track.enabled).toBe(true);
    fireEvent.click(control('Mute speaker'));
    expect(control('Mute speaker')).toHaveAttribute('aria-pressed', 'true');
  });

  it('hangs up: disconnected at once, every track stopped, onEnd 0.5 s later', async () => {
    const media = installFakeMedia();
    const { onEnd } = renderCall();
    await advance(0);
    fireEvent.click(control('Hang up'));
    expect(status()).toHaveTextContent('Call ended');
    expect(control('Mute microphone')).toBeDisabled();
    expect(control('Hang up')).toBeDisabled();
    expect(media.liveTracks()).toHaveLength(0);
    await advance(499);
    expect(onEnd).not.toHaveBeenCalled();
    await advance(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('hangs up on Escape', async () => {
    const media = installFakeMedia();
    const { onEnd } = renderCall();
    await advance(0);
    fireEvent.keyDown(control('Hang up'), { key: 'Escape' });
    await advance(500);
    expect(onEnd).toHaveBeenCalled();
    expect(media.liveTracks()).toHaveLength(0);
  });

  it('ends at once without a key, without touching the microphone, and says why in its screen with the help line', async () => {
    const media = installFakeMedia();
    const { onEnd } = renderCall({ services: fakeSpeechServices({ ensureSpeechKey: vi.fn(async () => null) }) });
    await advance(500);
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Call ended');
    const why = within(dialog()).getByRole('alert');
    expect(why).toHaveTextContent('A call with GregBot needs an OpenAI API key, and none was given.');
    expect(within(why).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    // The screen stays until the visitor has read it: Close (focused) lets it go.
    await advance(5000);
    expect(onEnd).not.toHaveBeenCalled();
    const close = within(why).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    fireEvent.click(close);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('says the free conversations are used for today when that is why there was no key', async () => {
    installFakeMedia();
    localStorage.setItem(DEVICE_STORAGE.siteAllowanceSpentOn.key, new Date().toISOString().slice(0, 10));
    renderCall({ services: fakeSpeechServices({ ensureSpeechKey: vi.fn(async () => null) }) });
    await advance(500);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      "You have used today's free conversations with our assistants.You can call our help line instead: (800) 555-0199, or come back tomorrow.",
    );
    localStorage.clear();
  });

  it('ends instead of hanging when the key cannot be read', async () => {
    installFakeMedia();
    const { onEnd } = renderCall({
      services: fakeSpeechServices({
        ensureSpeechKey: vi.fn(async () => {
          throw new Error('IndexedDB is unavailable');
        }),
      }),
    });
    await advance(500);
    // Ended, and explained like a call without a key; Close lets it go.
    expect(status()).toHaveTextContent('Call ended');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onEnd).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['voice', 'Microphone Access Denied', 'Voice calls require microphone access.'],
    ['video', 'Camera/Microphone Access Denied', 'Video calls require camera and microphone access.'],
  ] as const)('a %s call refused by the visitor shows the notice and ends', async (mode, title, description) => {
    installFakeMedia({ fail: 'NotAllowedError' });
    const { onEnd, services } = renderCall({ mode });
    await advance(0);
    expect(services.ensureSpeechKey).toHaveBeenCalledWith(mode === 'video' ? 'video-call' : 'voice-call');
    expect(notify).toHaveBeenCalledWith({ title, description, variant: 'destructive' });
    expect(status()).toHaveTextContent('Call ended');
    await advance(500);
    expect(onEnd).toHaveBeenCalled();
  });

  it('speaks a turn: records, transcribes, asks with the persona, plays the reply', async () => {
    const media = installFakeMedia();
    const { services } = renderCall();
    await advance(0);
    fireEvent.click(control('Speak'));
    await advance(0);
    expect(within(dialog()).getByRole('button', { name: /Stop and send/ })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Listening');
    await advance(2000);
    fireEvent.click(within(dialog()).getByRole('button', { name: /Stop and send/ }));
    await advance(0);
    expect(services.speechToText).toHaveBeenCalledWith(
      'sk-test',
      expect.any(String),
      'audio/webm;codecs=opus',
      expect.anything(),
    );
    // The core stores the question first (IndexedDB), on the fake clock like everything else.
    for (let step = 0; step < 40 && services.textToSpeech.mock.calls.length < 2; step += 1) await advance(10);
    expect(services.chat).toHaveBeenCalledWith(
      'sk-test',
      expect.objectContaining({ prompt: 'pricing', system: bot.persona.systemPrompt }),
      expect.anything(),
      expect.any(Function),
    );
    expect(services.textToSpeech).toHaveBeenLastCalledWith(
      'sk-test',
      'Fake reply to: pricing',
      'onyx',
      expect.anything(),
    );
    // Each sentence plays for 300 ms through the call's element.
    for (let step = 0; step < 20 && !within(dialog()).queryByRole('button', { name: 'Speak' }); step += 1)
      await advance(100);
    expect(control('Speak')).toHaveAttribute('aria-disabled', 'false');
    // The call's microphone stays on between turns; only hang-up releases it.
    expect(media.liveTracks()).toHaveLength(1);
  });

  it('stops recording a turn by itself after 5 s', async () => {
    installFakeMedia();
    const { services } = renderCall();
    await advance(0);
    fireEvent.click(control('Speak'));
    await advance(5000);
    expect(services.speechToText).toHaveBeenCalledTimes(1);
  });

  it('keeps the call going after a failed turn, with the spec notices', async () => {
    installFakeMedia();
    const services = fakeSpeechServices({ speechToText: vi.fn(async () => '') });
    renderCall({ services });
    await advance(0);
    fireEvent.click(control('Speak'));
    await advance(5000);
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'No speech detected' }));
    services.speechToText.mockRejectedValue(new Error('The speech service is not reachable.'));
    fireEvent.click(control('Speak'));
    await advance(5000);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Speech Processing Error',
        description: 'The speech service is not reachable.',
      }),
    );
    expect(status()).toHaveTextContent('Press Speak, then talk');
    expect(control('Speak')).toHaveAttribute('aria-disabled', 'false');
  });

  it('video: asks for camera and microphone, shows the preview, and camera off hides it and disables the track', async () => {
    const media = installFakeMedia();
    const { services } = renderCall({ mode: 'video' });
    await advance(0);
    expect(services.ensureSpeechKey).toHaveBeenCalledWith('video-call');
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: true,
    });
    const preview = dialog().querySelector('video')!;
    expect(preview).toBeVisible();
    expect(preview.muted).toBe(true);
    expect(preview.srcObject).toBe(media.streams[0]);
    fireEvent.click(control('Turn camera off'));
    expect(control('Turn camera off')).toHaveAttribute('aria-pressed', 'true');
    expect(media.streams[0]!.getVideoTracks()[0]!.enabled).toBe(false);
    expect(preview).not.toBeVisible();
    expect(within(dialog()).getByText('Your camera is off')).toBeInTheDocument();
  });

  it('releases every track when unmounted mid-call, without calling onEnd', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const onEnd = vi.fn();
    const view = renderWithChakra(
      <CallModal bot={bot} mode="video" services={services} onEnd={onEnd} {...coreFor(services)} />,
    );
    await advance(0);
    fireEvent.click(control('Speak'));
    await advance(1000);
    expect(media.liveTracks()).toHaveLength(2);
    view.unmount();
    await advance(5000);
    expect(media.liveTracks()).toHaveLength(0);
    expect(onEnd).not.toHaveBeenCalled();
    expect(services.speechToText).not.toHaveBeenCalled();
  });
});
