/** The notices of voice input (search and calls), built here so the wording lives in one place. */
import type { CallMode } from '@/config/paths';
import type { Notice } from '@/lib/toaster';
import type { MediaErrorKind } from '@/lib/media/errors';

/** Where the microphone or camera was being used; a notice says what the visitor was trying to do. */
export type VoiceContext = 'voice-search' | 'voice-call' | 'video-call' | 'call-speech';

/** One id for the voice search notices, so "Listening…" is replaced rather than stacked. */
export const VOICE_SEARCH_NOTICE_ID = 'voice-search';

const RECORDING_ERROR: Notice = {
  title: 'Recording Error',
  description: 'Failed to start voice recording. Please ensure microphone permissions are granted.',
  variant: 'destructive',
};

export const NO_SPEECH: Notice = {
  title: 'No speech detected',
  description: 'Please try speaking louder or check your microphone.',
  variant: 'destructive',
};

/** Voice search needs the speech service; offline, the visitor is told at once. */
export const OFFLINE_VOICE_SEARCH: Notice = {
  id: VOICE_SEARCH_NOTICE_ID,
  title: 'You are offline',
  description: 'Voice search needs an internet connection. Type your search instead, or connect and try again.',
  variant: 'destructive',
  untilOnline: true,
};

/** Calls need the speech service for every turn; offline, the visitor is told before anything starts. */
export function offlineCallNotice(mode: CallMode): Notice {
  return {
    title: 'You are offline',
    description: `A ${mode} call needs an internet connection. Type your message instead, or connect and try again.`,
    variant: 'destructive',
    untilOnline: true,
  };
}

/**
 * Stays until the outcome of the recording takes its place: a notice's usual 5 s would end with
 * the recording, before its transcription, and the outcome would then meet a notice on its way out.
 */
export const LISTENING_FOR_SEARCH: Notice = {
  id: VOICE_SEARCH_NOTICE_ID,
  title: 'Listening for search query...',
  description: 'Speak now. Recording will stop after 5 seconds.',
  duration: Number.POSITIVE_INFINITY,
};

/** The notice for a capture or recording failure; null when the visitor cancelled (nothing to say). */
export function mediaErrorNotice(kind: MediaErrorKind, context: VoiceContext): Notice | null {
  if (kind === 'cancelled') return null;
  if (kind === 'recorder-failed') return RECORDING_ERROR;
  if (kind === 'permission-denied') {
    if (context === 'video-call') {
      return {
        title: 'Camera/Microphone Access Denied',
        description: 'Video calls require camera and microphone access.',
        variant: 'destructive',
      };
    }
    const description =
      context === 'voice-call' || context === 'call-speech'
        ? 'Voice calls require microphone access.'
        : 'Please allow microphone access to use voice input.';
    return { title: 'Microphone Access Denied', description, variant: 'destructive' };
  }
  // No device, a busy device or no support at all: the visitor can only check the device.
  if (context === 'voice-search') {
    return {
      title: 'Microphone Error',
      description: 'Failed to access microphone. Please check your permissions.',
      variant: 'destructive',
    };
  }
  if (context === 'video-call') {
    return {
      title: 'Camera/Microphone Error',
      description: 'Unable to access the camera or microphone.',
      variant: 'destructive',
    };
  }
  return { title: 'Microphone Error', description: 'Unable to access microphone.', variant: 'destructive' };
}

/** A destructive notice that passes an error's plain message on, or says `fallback` when it has none. */
function failureNotice(title: string, error: unknown, fallback: string): Notice {
  const message = error instanceof Error ? error.message.trim() : '';
  return { title, description: message || fallback, variant: 'destructive' };
}

/** "Speech Processing Error" with the service's plain message when there is one. */
export function speechErrorNotice(error: unknown): Notice {
  return failureNotice('Speech Processing Error', error, 'Failed to process your speech');
}

/** What the search is about to look for. */
export function searchingNotice(text: string): Notice {
  return { id: VOICE_SEARCH_NOTICE_ID, title: 'Voice Search', description: `Searching for: ${text}`, duration: 5_000 };
}

/** A reply could not be saved to the conversation (the chat page's own wording for send failures). */
export function saveErrorNotice(error: unknown): Notice {
  return failureNotice('Error', error, 'There was a problem sending your message.');
}
