// The fake provider's voice: text spoken by espeak-ng, for its speech route and its realtime peer.
import { execFile } from 'node:child_process';

/** The text spoken by espeak-ng as WAV bytes (tts-1's pace is close to espeak's 175 words a minute). */
export function spokenClip(text) {
  return new Promise((resolve, reject) => {
    execFile(
      'espeak-ng',
      ['-v', 'en-us', '-s', '175', '--stdout', text.slice(0, 1000)],
      { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}
