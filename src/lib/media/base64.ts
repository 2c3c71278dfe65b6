/** Encodes a Blob as plain base64 (no `data:` prefix). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // A multiple of 3 keeps each chunk free of padding, so the chunks concatenate; chunking keeps
  // String.fromCharCode's argument list within engine limits.
  const chunkSize = 3 * 8192;
  let out = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    out += btoa(String.fromCharCode(...bytes.subarray(start, start + chunkSize)));
  }
  return out;
}

/** Decodes plain base64 into a Blob of the given type. */
export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
