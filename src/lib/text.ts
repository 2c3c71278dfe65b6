/** Cuts `text` to at most `max` characters (code points, so emoji are never split), ending with "…" when it was longer. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
