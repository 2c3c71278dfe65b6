import { describe, expect, it } from 'vitest';
import { searchFailureNotice } from '@/features/voice/voice-search-steps';
import { MediaAccessError } from '@/lib/media/errors';

describe('searchFailureNotice', () => {
  it('says nothing when the recording was cancelled by hiding the page', () => {
    expect(searchFailureNotice(new MediaAccessError('cancelled', 'Recording cancelled.'))).toBeNull();
  });

  it("names the microphone's trouble when the recording failed", () => {
    expect(searchFailureNotice(new MediaAccessError('recorder-failed', 'The recorder failed.'))).toEqual({
      title: 'Recording Error',
      description: 'Failed to start voice recording. Please ensure microphone permissions are granted.',
      variant: 'destructive',
    });
    expect(searchFailureNotice(new MediaAccessError('device-busy', 'The track ended.'))).toMatchObject({
      title: 'Microphone Error',
    });
  });

  it("passes the speech service's message on when the transcription failed", () => {
    expect(searchFailureNotice(new Error('The speech service did not answer in time.'))).toEqual({
      title: 'Speech Processing Error',
      description: 'The speech service did not answer in time.',
      variant: 'destructive',
    });
  });

  it("treats an error the recorder did not raise as the service's, whatever its name", () => {
    expect(searchFailureNotice(new DOMException('Failed to fetch', 'NotReadableError'))).toMatchObject({
      title: 'Speech Processing Error',
    });
  });
});
