import { describe, expect, it } from 'vitest';
import type { MediaErrorKind } from '@/lib/media/errors';
import {
  mediaErrorNotice,
  searchingNotice,
  speechErrorNotice,
  type VoiceContext,
} from '@/features/voice/voice-notices';

describe('mediaErrorNotice', () => {
  const table: ReadonlyArray<[MediaErrorKind, VoiceContext, string, string]> = [
    [
      'permission-denied',
      'voice-search',
      'Microphone Access Denied',
      'Please allow microphone access to use voice input.',
    ],
    ['permission-denied', 'voice-call', 'Microphone Access Denied', 'Voice calls require microphone access.'],
    ['permission-denied', 'call-speech', 'Microphone Access Denied', 'Voice calls require microphone access.'],
    [
      'permission-denied',
      'video-call',
      'Camera/Microphone Access Denied',
      'Video calls require camera and microphone access.',
    ],
    ['no-device', 'voice-search', 'Microphone Error', 'Failed to access microphone. Please check your permissions.'],
    ['device-busy', 'voice-search', 'Microphone Error', 'Failed to access microphone. Please check your permissions.'],
    ['unsupported', 'voice-search', 'Microphone Error', 'Failed to access microphone. Please check your permissions.'],
    ['no-device', 'voice-call', 'Microphone Error', 'Unable to access microphone.'],
    ['device-busy', 'call-speech', 'Microphone Error', 'Unable to access microphone.'],
    ['no-device', 'video-call', 'Camera/Microphone Error', 'Unable to access the camera or microphone.'],
    [
      'recorder-failed',
      'voice-search',
      'Recording Error',
      'Failed to start voice recording. Please ensure microphone permissions are granted.',
    ],
    [
      'recorder-failed',
      'call-speech',
      'Recording Error',
      'Failed to start voice recording. Please ensure microphone permissions are granted.',
    ],
  ];
  it.each(table)('%s during %s → "%s"', (kind, context, title, description) => {
    expect(mediaErrorNotice(kind, context)).toEqual({ title, description, variant: 'destructive' });
  });

  it('says nothing when the visitor cancelled', () => {
    expect(mediaErrorNotice('cancelled', 'voice-search')).toBeNull();
  });
});

describe('speechErrorNotice', () => {
  it('passes the service message on, or falls back to the spec text', () => {
    expect(speechErrorNotice(new Error('The speech service is busy.')).description).toBe('The speech service is busy.');
    expect(speechErrorNotice(new Error('  ')).description).toBe('Failed to process your speech');
    expect(speechErrorNotice('weird').description).toBe('Failed to process your speech');
    expect(speechErrorNotice(null).title).toBe('Speech Processing Error');
  });
});

it('words the search notice as the spec does', () => {
  expect(searchingNotice('pricing')).toMatchObject({ title: 'Voice Search', description: 'Searching for: pricing' });
});
