import { useContext, useEffect, useMemo, useState } from 'react';
import type * as Stream from '@/lib/markdown/stream';
import { loadedStreamParser, loadStreamParser } from '@/lib/markdown/on-demand';
import { isHydrating, Prerendering } from '@/lib/startup/use-hydrated';

/**
 * The parser's module, once it is in. A prerendered reply (the greeting) is rendered as written, as
 * the page will be hydrated before the parser has arrived, and formatted once it has.
 */
function useStreamParserModule(): typeof Stream | undefined {
  const prerendering = useContext(Prerendering);
  const [module, setModule] = useState(() => (prerendering || isHydrating() ? undefined : loadedStreamParser()));
  useEffect(() => {
    if (module) return;
    let mounted = true;
    // A failed fetch (offline before the worker holds it) leaves the reply as written.
    loadStreamParser().then(
      (loaded) => mounted && setModule(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [module]);
  return module;
}

/**
 * A reply's Markdown as the blocks to show, parsed a bounded step at a time (`createStreamParser`):
 * one step for each new text while it streams, and, while work is left (a long reply opened, a
 * burst of text, the end of a long block), one more on each animation frame until it is all
 * parsed. What is not parsed yet comes back as `rest`, shown as written: all of it until the
 * parser's code is in.
 */
export function useReplyMarkdown(source: string, streaming: boolean): Stream.StreamView {
  const module = useStreamParserModule();
  const parser = useMemo(() => module?.createStreamParser(), [module]);
  const fresh = useMemo(
    () => parser?.update(source, !streaming) ?? { blocks: [], rest: source, pending: false },
    [parser, source, streaming],
  );
  // The steps taken since on the same text, each in a frame of its own.
  const [later, setLater] = useState<{ readonly after: Stream.StreamView; readonly view: Stream.StreamView } | null>(
    null,
  );
  const view = later?.after === fresh ? later.view : fresh;
  useEffect(() => {
    if (!view.pending || !parser) return;
    const next = requestAnimationFrame(() => setLater({ after: fresh, view: parser.update(source, !streaming) }));
    return () => cancelAnimationFrame(next);
  }, [view, fresh, parser, source, streaming]);
  return view;
}
