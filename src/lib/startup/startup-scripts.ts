/**
 * The scripts a page's start-up runs besides its entry. The prerender lists them in an inert
 * `<template>` in the head, as `modulepreload` links: the browser asks for none of them while it
 * reads and paints the page, so their arrival, compiling and handling do not hold the first paint
 * up; the entry then asks for all of them at once, the moment the page is painted. No imports:
 * the entry runs it before anything else has loaded.
 */
export const STARTUP_SCRIPTS_ID = 'startup-scripts';

/** Asks for every listed start-up script at once; a page without the list (the dev server's) asks for none. */
export function fetchStartupScripts(): void {
  const list = document.getElementById(STARTUP_SCRIPTS_ID);
  if (list instanceof HTMLTemplateElement) document.head.append(list.content);
}
