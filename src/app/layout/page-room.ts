/**
 * The room the page keeps clear of what stays on screen over it: the sticky header at the top
 * (what a jump to a section must clear) and the dock at the bottom (the page's end, scrolling to a
 * control, and the dialogs stop short of it).
 *
 * Written as rules of a style element of their own, naming the elements that use them, rather
 * than as custom properties in <html>'s style: a change to <html>'s style makes the browser work
 * out the style of every element again (about 50 ms at 4x CPU on the home page, twice as each
 * page went live), a changed rule only that of the elements it names (6 on the home page).
 */

type Edge = 'header' | 'dock';

interface Room {
  /** Pixels covered at that edge. */
  readonly height: number;
  /** The dock's launcher band alone, which the notices sit on. */
  readonly launcher?: number;
}

function rulesFor(edge: Edge, { height, launcher = 0 }: Room): string {
  if (edge === 'header') return `[id]{scroll-margin-top:calc(${height}px + 0.5rem)}`;
  // `--dock-height` is set on each element that reserves it, not inherited from <html>: the footer
  // (its padding), a dialog's positioner and content (they end where the dock begins).
  return (
    `html{scroll-padding-bottom:${height}px}` +
    `footer,[data-scope=dialog][data-part=positioner]{--dock-height:${height}px}` +
    `[data-dock]{--launcher-height:${launcher}px}`
  );
}

const sheets = new Map<Edge, HTMLStyleElement>();

/** Keeps `room` clear at `edge` of the page, or none when it is undefined. */
export function keepRoom(edge: Edge, room: Room | undefined): void {
  const rules = room ? rulesFor(edge, room) : '';
  let sheet = sheets.get(edge);
  if (!sheet) {
    if (!rules) return;
    sheet = document.createElement('style');
    sheet.setAttribute('data-page-room', edge);
    document.head.append(sheet);
    sheets.set(edge, sheet);
  }
  // The same text again would still make the browser match the rules anew.
  if (sheet.textContent !== rules) sheet.textContent = rules;
}
