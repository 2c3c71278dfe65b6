// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { base64ToBlob, blobToBase64 } from '@/lib/media/base64';

describe('base64', () => {
  it('round-trips bytes, including large ones', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    const base64 = await blobToBase64(new Blob([bytes]));
    const back = new Uint8Array(await base64ToBlob(base64, 'audio/webm').arrayBuffer());
    expect(back).toEqual(bytes);
    expect(await blobToBase64(new Blob(['hi']))).toBe('aGk=');
  });
});
