// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VoiceSearchButton } from '@/features/voice/voice-search-button';
import { notify, removeNotice } from '@/lib/toaster';
import {
  advance,
  fakeSpeechServices,
  installFakeMedia,
  renderWithChakra,
  setUpVoiceComponentTests,
} from '../../helpers/voice-components';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

const button = () => screen.getByRole('button', { name: 'Search by voice' });
const titles = () => vi.mocked(notify).mock.calls.map(([notice]) => notice.title);

describe('VoiceSearchButton', () => {
  setUpVoiceComponentTests();

  it('offline, says so at once and neither asks for the microphone nor records', async () => {
    const media = installFakeMedia();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const services = fakeSpeechServices();
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={vi.fn()} />);

    fireEvent.click(button());
    await advance(0);
    expect(titles()).toEqual(['You are offline']);
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(services.ensureSpeechKey).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toBeEnabled();
  });

  it('records for 5 s with a countdown, transcribes, hands over the trimmed text and releases the microphone', async () => {
    const media = installFakeMedia();
    let finishTranscription!: (text: string) => void;
    const services = fakeSpeechServices({
      speechToText: vi.fn(() => new Promise<string>((resolve) => (finishTranscription = resolve))),
    });
    const onTranscript = vi.fn();
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={onTranscript} />);

    expect(button()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button());
    await advance(0);
    expect(services.ensureSpeechKey).toHaveBeenCalledWith('voice-search');
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toBeEnabled();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Listening for search query...',
        description: 'Speak now. Recording will stop after 5 seconds.',
        // It outlasts the recording and its transcription, until the outcome takes its place.
        duration: Number.POSITIVE_INFINITY,
      }),
    );
    expect(media.liveTracks()).toHaveLength(1);

    await advance(1000);
    expect(screen.getByText('4')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('3')).toBeInTheDocument();

    await advance(3000);
    expect(media.liveTracks()).toHaveLength(0);
    expect(button()).toBeDisabled();
    const [key, audio, mimeType] = services.speechToText.mock.calls[0] ?? [];
    expect(key).toBe('sk-test');
    expect(mimeType).toBe('audio/webm;codecs=opus');
    expect(atob(audio ?? '')).toBe('fake-opus-bytes');

    finishTranscription('  pricing plans ');
    await advance(0);
    expect(onTranscript).toHaveBeenCalledWith('pricing plans');
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Voice Search', description: 'Searching for: pricing plans', duration: 5000 }),
    );
    expect(button()).toBeEnabled();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops early when pressed again', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const onTranscript = vi.fn();
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={onTranscript} />);
    fireEvent.click(button());
    await advance(0);
    await advance(1500);
    fireEvent.click(button());
    await advance(0);
    expect(media.liveTracks()).toHaveLength(0);
    expect(onTranscript).toHaveBeenCalledWith('pricing');
  });

  it('stays idle without a key and never touches the microphone', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices({ ensureSpeechKey: vi.fn(async () => null) });
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={vi.fn()} />);
    fireEvent.click(button());
    await advance(0);
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('goes back to idle when the key cannot be read', async () => {
    const media = installFakeMedia();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const services = fakeSpeechServices({
      ensureSpeechKey: vi.fn(async () => {
        throw new Error('IndexedDB is unavailable');
      }),
    });
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={vi.fn()} />);
    fireEvent.click(button());
    await advance(0);
    expect(button()).toBeEnabled();
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('shows "No speech detected" for an empty transcription', async () => {
    installFakeMedia();
    const onTranscript = vi.fn();
    const services = fakeSpeechServices({ speechToText: vi.fn(async () => '   ') });
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={onTranscript} />);
    fireEvent.click(button());
    await advance(5000);
    expect(onTranscript).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'No speech detected',
        description: 'Please try speaking louder or check your microphone.',
      }),
    );
  });

  it('shows the service message when transcription fails', async () => {
    installFakeMedia();
    const services = fakeSpeechServices({
      speechToText: vi.fn(async () => {
        throw new Error('The speech service did not answer in time.');
      }),
    });
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={vi.fn()} />);
    fireEvent.click(button());
    await advance(5000);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Speech Processing Error',
        description: 'The speech service did not answer in time.',
      }),
    );
    expect(button()).toBeEnabled();
  });

  it.each([
    ['NotAllowedError', 'Microphone Access Denied', 'Please allow microphone access to use voice input.'],
    ['NotFoundError', 'Microphone Error', 'Failed to access microphone. Please check your permissions.'],
    ['NotReadableError', 'Microphone Error', 'Failed to access microphone. Please check your permissions.'],
  ])('after %s shows "%s"', async (name, title, description) => {
    installFakeMedia({ fail: name });
    renderWithChakra(<VoiceSearchButton services={fakeSpeechServices()} onTranscript={vi.fn()} />);
    fireEvent.click(button());
    await advance(0);
    expect(notify).toHaveBeenLastCalledWith({ title, description, variant: 'destructive' });
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows "Recording Error" when the recorder cannot start', async () => {
    installFakeMedia();
    vi.stubGlobal(
      'MediaRecorder',
      class {
        static isTypeSupported = () => true;
        constructor() {
          throw new DOMException('nope', 'NotSupportedError');
        }
      },
    );
    renderWithChakra(<VoiceSearchButton services={fakeSpeechServices()} onTranscript={vi.fn()} />);
    fireEvent.click(button());
    await advance(0);
    expect(titles()).toEqual(['Recording Error']);
  });

  it('releases the microphone and stays quiet when unmounted mid-recording', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    const onTranscript = vi.fn();
    const view = renderWithChakra(<VoiceSearchButton services={services} onTranscript={onTranscript} />);
    fireEvent.click(button());
    await advance(1000);
    expect(media.liveTracks()).toHaveLength(1);
    view.unmount();
    await advance(5000);
    expect(media.liveTracks()).toHaveLength(0);
    expect(services.speechToText).not.toHaveBeenCalled();
    expect(onTranscript).not.toHaveBeenCalled();
    expect(removeNotice).toHaveBeenCalledWith('voice-search');
  });

  it('cancels quietly when the page is hidden', async () => {
    const media = installFakeMedia();
    const services = fakeSpeechServices();
    renderWithChakra(<VoiceSearchButton services={services} onTranscript={vi.fn()} />);
    fireEvent.click(button());
    await advance(1000);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(media.liveTracks()).toHaveLength(0);
    expect(services.speechToText).not.toHaveBeenCalled();
    expect(removeNotice).toHaveBeenCalled();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });
});
