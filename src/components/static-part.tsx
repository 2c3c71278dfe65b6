import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isHydrating } from '@/lib/startup/use-hydrated';
import { markupOf } from '@/lib/trusted-types';

/** Marks the element that holds a static part in the prerendered page. */
const STATIC_PART_ATTRIBUTE = 'data-static-part';

/** The markup the prerender wrote for the part `id`, while React is taking that page over. */
function prerenderedMarkup(id: string): string | undefined {
  if (typeof document === 'undefined' || !isHydrating()) return undefined;
  const element = document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${CSS.escape(id)}"]`);
  return element ? markupOf(element) : undefined;
}

/** The address of a link inside the site a plain click on should open, else nothing. */
function sitePathOfClick(event: MouseEvent): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target !== '' || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Markup that needs no scripts (text, pictures, links), which React never takes over on a
 * prerendered page: it keeps the prerendered markup as it is (React does not hydrate inside
 * `dangerouslySetInnerHTML`) instead of rendering every element's styles again in the browser.
 * That work is most of what keeps a phone from responding while a page starts. Rendered anywhere
 * else (on the server, or after moving to the page in the app), it renders `children` as usual.
 *
 * Only for markup that is the same for every visitor and never changes once rendered: nothing in
 * it may have an event handler, state or an effect. Its links open in the app, as `RouterLink`s
 * do. Its element has `display: contents`, so it leaves the layout as it was.
 */
export function StaticPart({ children }: { readonly children: ReactNode }) {
  const id = useId();
  const [markup] = useState(() => prerenderedMarkup(id));
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (markup === undefined || !element) return undefined;
    // The adopted links are plain links: like RouterLink's, they open their page in the app.
    const onClick = (event: MouseEvent) => {
      const path = sitePathOfClick(event);
      if (path === undefined) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [markup, navigate]);

  const props = { ref, [STATIC_PART_ATTRIBUTE]: id, style: { display: 'contents' } };
  return markup === undefined ? (
    <div {...props}>{children}</div>
  ) : (
    <div {...props} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
