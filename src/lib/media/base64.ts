import { encodeBase64 } from '@basebots/speech-contract';

/** Encodes a Blob as plain base64 (no `data:` prefix), as the speech function's contract carries audio. */
export async function blobToBase64(blob: Blob): Promise<string> {
  return encodeBase64(new Uint8Array(await blob.arrayBuffer()));
}

/** Decodes plain base64 into a Blob of the given type. */
export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
