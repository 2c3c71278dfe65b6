import type { EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routeIdsOf } from '@/app/router';
import { Prerendering } from '@/lib/startup/use-hydrated';

/** One emotion style rule set the page uses; `global` ones are Chakra's layers, reset and tokens. */
export interface StyleRule {
  readonly id: string;
  readonly global: boolean;
  readonly css: string;
}

export interface RenderedMarkup {
  /** What React rendered for `#root` (with the `<title>` it hoists in front). */
  readonly html: string;
  /** The ids of the routes that rendered it, outermost first. */
  readonly routeIds: readonly string[];
}

export interface RenderedPage extends RenderedMarkup {
  /** The CSS the markup needs, in the order emotion inserted it (globals first). */
  readonly styles: readonly StyleRule[];
}

/**
 * Renders one address of the app as the browser's first render will: the same routes, providers
 * and emotion cache key, every lazy part (route modules, the part of the home page below the
 * fold) resolved.
 */
export async function renderAppMarkup(path: string, emotionCache: EmotionCache): Promise<RenderedMarkup> {
  const { prelude } = await prerender(
    <StrictMode>
      <Prerendering value>
        <AppProviders emotionCache={emotionCache}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </Prerendering>
    </StrictMode>,
    // Every part in place, in order: React would otherwise move large parts to the end of the
    // document with an inline script to put them back, which the CSP rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    routeIds: routeIdsOf(new URL(path, 'http://prerender.invalid').pathname),
  };
}

/** {@link renderAppMarkup}, with the CSS the markup uses (emotion records it while rendering). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const markup = await renderAppMarkup(path, cache);
  // The chunks name the ids the markup uses; each id's own CSS is kept apart so that rules common
  // to many pages can go into one shared stylesheet.
  const styles = extractCriticalToChunks(markup.html).styles.flatMap((chunk) =>
    chunk.ids.map((id) => {
      const css = cache.inserted[id];
      if (typeof css !== 'string') throw new Error(`No CSS recorded for the style ${id}`);
      return { id, global: chunk.key !== cache.key, css };
    }),
  );
  return { ...markup, styles };
}
