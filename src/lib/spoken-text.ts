/**
 * Text as it should be read aloud: the reply's Markdown without its symbols (emphasis, headings,
 * list markers, code fences, link targets), so a voice never says "asterisk" or "hash".
 * A simple placeholder: it strips syntax with a few rules rather than parsing the Markdown.
 */
export function toSpokenText(markdown: string): string {
  return (
    markdown
      // Code fences and their language tag; the code itself is kept.
      .replace(/^\s*(```|~~~)[^\n]*$/gm, '')
      // Images and links: their text, never their address.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // Bare addresses in angle brackets, and HTML tags.
      .replace(/<(https?:[^>\s]+)>/g, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      // Headings, block quotes, list markers and task boxes at the start of a line.
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s*>+\s?/gm, '')
      .replace(/^\s*[-*+]\s+(\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*(\d+)[.)]\s+/gm, '$1. ')
      // Horizontal rules and table borders.
      .replace(/^\s*([-*_]\s*){3,}$/gm, '')
      .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, '')
      .replace(/\s*\|\s*/g, ', ')
      // Emphasis, strike-through and inline code markers.
      .replace(/(\*{1,3}|_{1,3}|~~|`+)(?=\S)([^\n]*?\S)\1/g, '$2')
      .replace(/[*`~]+/g, '')
      .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1')
      // Backslash escapes.
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .replace(/^,\s*|,\s*$/gm, '')
      .trim()
  );
}
