import { site } from '@/content/site';

/** The not-found page's title: 404.html's and the one the app shows for an unknown address. */
export const NOT_FOUND_TITLE = 'Page not found';

/** The text of a page's `<title>`. */
export function documentTitle(title: string): string {
  return `${title} · ${site.brand}`;
}
