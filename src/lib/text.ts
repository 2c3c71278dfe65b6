/** Cuts `text` to at most `max` characters (code points, so emoji are never split), ending with "…" when it was longer. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The words of a line of Markdown without its marks: `**bold**`, `_em_`, `` `code` ``, `[text](url)`,
 * leading `#`, `>` and list bullets. For places that show text as plain text, such as titles.
 */
export function plainTextFromMarkdown(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
    .replace(/(^|\W)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(^|\n)\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/g, '$1');
}

/**
 * Like {@link truncateText}, but ends at a whole word when the text has a space to end at (a cut
 * mid-word, "ask him an…", reads as a typo). Still at most `max` characters with the "…".
 */
export function truncateAtWord(text: string, max: number): string {
  const cut = truncateText(text, max);
  if (cut === text) return text;
  const kept = cut.slice(0, -1);
  const space = kept.lastIndexOf(' ');
  if (space <= 0 || text[kept.length] === ' ') return cut;
  return `${kept.slice(0, space).replace(/[\s,;:.–-]+$/u, '')}…`;
}
