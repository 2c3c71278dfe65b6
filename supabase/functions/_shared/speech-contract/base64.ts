/** Base64 both ways without Node's Buffer, which Deno (Supabase) does not have. */

/**
 * Decodes standard or URL-safe base64 (whitespace ignored). Returns `'too-large'` without decoding
 * when the decoded size would exceed `maxBytes`, and `null` when the text is not base64.
 */
export function decodeBase64(text: string, maxBytes: number): Uint8Array<ArrayBuffer> | 'too-large' | null {
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  if (Math.floor((clean.length * 3) / 4) - padding > maxBytes) return 'too-large';
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encodes bytes as standard base64. */
export function encodeBase64(bytes: Uint8Array): string {
  // A multiple of 3 keeps every chunk's base64 free of padding, so the chunks concatenate.
  const chunkSize = 3 * 8192;
  let out = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    out += btoa(String.fromCharCode(...bytes.subarray(start, start + chunkSize)));
  }
  return out;
}
