import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Voice } from '@/content/schema';
import { canSpeakWithBrowser, speakWithBrowser } from '@/lib/media/browser-speech';
import type { Playback } from '@/lib/media/playback';
import { spokenText } from '@/lib/markdown/on-demand';
import { isOnline } from '@/lib/offline/online-status';
import { SpeakerIcon, StopIcon } from '@/lib/icons/media-icons';
import { notify } from '@/lib/toaster';
import { speakReply } from './speak-reply';
import { speechErrorNotice } from './voice-notices';
import type { SpeechServices } from '@/lib/speech/speech-services';

export interface ReplayButtonProps {
  readonly services: Pick<SpeechServices, 'ensureSpeechKey' | 'textToSpeech'>;
  readonly text: string;
  readonly voice: Voice;
}

type ReplayState = 'idle' | 'loading' | 'playing';

/**
 * Reads an assistant's reply aloud in the bot's voice; pressed again, it stops. Offline it uses the
 * browser's own voice, so a saved answer can still be listened to without the service.
 */
export function ReplayButton({ services, text, voice }: ReplayButtonProps) {
  const [state, setState] = useState<ReplayState>('idle');
  const playback = useRef<Playback | null>(null);
  const request = useRef<AbortController | null>(null);

  const stop = () => {
    request.current?.abort();
    request.current = null;
    playback.current?.stop();
    playback.current = null;
  };
  // Leaving the page or the conversation stops the voice.
  useEffect(() => stop, []);

  const play = async () => {
    const controller = new AbortController();
    request.current = controller;
    setState('loading');
    try {
      const spoken = await spokenText(text);
      if (controller.signal.aborted) return;
      let started: Playback;
      if (!isOnline() && canSpeakWithBrowser()) {
        started = speakWithBrowser(spoken);
      } else {
        const key = await services.ensureSpeechKey('voice');
        if (!key || controller.signal.aborted) return;
        started = await speakReply(spoken, { services, key, voice, muted: false, signal: controller.signal });
      }
      if (controller.signal.aborted) {
        started.stop();
        return;
      }
      playback.current = started;
      setState('playing');
      await started.finished;
    } catch (error) {
      if (!controller.signal.aborted) notify(speechErrorNotice(error));
    } finally {
      if (request.current === controller) {
        request.current = null;
        playback.current = null;
        setState('idle');
      }
    }
  };

  const busy = state !== 'idle';
  return (
    <Button
      size="2xs"
      variant="ghost"
      colorPalette="gray"
      mt="1.5"
      aria-busy={state === 'loading'}
      onClick={() => {
        if (busy) {
          stop();
          setState('idle');
        } else void play();
      }}
    >
      {busy ? <StopIcon /> : <SpeakerIcon />}
      {busy ? 'Stop reading' : 'Read aloud'}
    </Button>
  );
}
