// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplayButton } from '@/features/voice';
import { spokenText } from '@/lib/markdown/on-demand';
import { notify } from '@/lib/toaster';
import {
  advance,
  fakeSpeechServices,
  renderWithChakra,
  setUpVoiceComponentTests,
  stubAudioPlayback,
} from '../../helpers/voice-components';

vi.mock('@/lib/toaster', () => ({ notify: vi.fn(), removeNotice: vi.fn() }));

const REPLY = 'Tomato soup is on today.';

describe('ReplayButton', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;
  setUpVoiceComponentTests();
  // The parser's code, fetched on first use in the app, is in before these tests.
  beforeAll(() => spokenText(''));
  beforeEach(() => {
    ({ play, pause } = stubAudioPlayback(1000));
  });

  it("reads the reply in the bot's voice, shows Stop while it plays, and is ready again after", async () => {
    const services = fakeSpeechServices();
    renderWithChakra(<ReplayButton services={services} text={REPLY} voice="onyx" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await advance(0);
    expect(services.ensureSpeechKey).toHaveBeenCalledWith('voice');
    expect(services.textToSpeech).toHaveBeenCalledWith('sk-test', REPLY, 'onyx', expect.any(AbortSignal));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Stop reading' })).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('stops the voice when pressed again', async () => {
    const services = fakeSpeechServices();
    renderWithChakra(<ReplayButton services={services} text={REPLY} voice="nova" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    await advance(0);
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('plays nothing without a key (the key notice is the speech key module’s)', async () => {
    const services = fakeSpeechServices({ ensureSpeechKey: async () => null });
    renderWithChakra(<ReplayButton services={services} text={REPLY} voice="onyx" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await advance(0);
    expect(services.textToSpeech).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it("offline, reads the reply with the browser's own voice, without asking for a key", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const spoken: string[] = [];
    class FakeUtterance extends EventTarget {
      lang = '';
      constructor(readonly text: string) {
        super();
      }
    }
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', {
      cancel: vi.fn(),
      speak: (utterance: FakeUtterance) => {
        spoken.push(utterance.text);
        setTimeout(() => utterance.dispatchEvent(new Event('end')), 500);
      },
    });
    const services = fakeSpeechServices();
    renderWithChakra(<ReplayButton services={services} text={REPLY} voice="onyx" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await advance(0);
    expect(spoken).toEqual([REPLY]);
    expect(services.ensureSpeechKey).not.toHaveBeenCalled();
    expect(services.textToSpeech).not.toHaveBeenCalled();
    await advance(500);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('says plainly when the reply cannot be played', async () => {
    play.mockImplementation(() => Promise.reject(new Error('The audio could not be played.')));
    const services = fakeSpeechServices();
    renderWithChakra(<ReplayButton services={services} text={REPLY} voice="onyx" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await advance(0);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Speech Processing Error', description: 'The audio could not be played.' }),
    );
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });
});
