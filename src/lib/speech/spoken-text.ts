import { parseMarkdown } from '../markdown/parse';
import type { MdBlock, MdInline } from '../markdown/tree';

/** Said where a reply shows code: reading code aloud helps nobody. */
const CODE_ON_SCREEN = 'The code is shown on screen.';

function inlineText(nodes: readonly MdInline[]): string {
  let text = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'code':
        text += node.text;
        break;
      case 'softbreak':
        text += ' ';
        break;
      case 'hardbreak':
        text += '\n';
        break;
      case 'task':
        text += node.done ? 'Done:' : 'To do:';
        break;
      default:
        text += inlineText(node.children);
    }
  }
  return text;
}

/** Ends a line that is read on its own (a heading, a list item) with a full stop, for a pause. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?:;]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function blockLines(blocks: readonly MdBlock[]): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
        lines.push(inlineText(block.children).trim());
        break;
      case 'heading':
        lines.push(sentence(inlineText(block.children)));
        break;
      case 'blockquote':
        lines.push(...blockLines(block.children));
        break;
      case 'list':
        for (const item of block.items) lines.push(sentence(blockLines(item.children).join(' ')));
        break;
      case 'code':
        lines.push(CODE_ON_SCREEN);
        break;
      case 'table': {
        const names = block.head.map((cell) => inlineText(cell.children).trim());
        for (const row of block.rows) {
          const cells = row.map((cell, index) => {
            const value = inlineText(cell.children).trim();
            const name = names[index] ?? '';
            return name === '' ? value : `${name}: ${value}`;
          });
          lines.push(sentence(cells.filter((cell) => cell !== '').join(', ')));
        }
        break;
      }
      case 'rule':
        break;
    }
  }
  return lines.filter((line) => line !== '');
}

/**
 * The plain text to read a reply aloud: the same parse as the chat shows, without its Markdown
 * symbols. Emphasis and links read as their text, list items and table rows as sentences (a
 * row as "column: value" pairs), and code as a short note that it is on screen.
 */
export function toSpokenText(markdown: string): string {
  return blockLines(parseMarkdown(markdown)).join('\n');
}
