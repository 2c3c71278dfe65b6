import { useEffect, useMemo, useState } from 'react';
import { createStreamParser, type StreamView } from '@/lib/markdown/stream';

/**
 * A reply's Markdown as the blocks to show, parsed a bounded step at a time (`createStreamParser`):
 * one step for each new text while it streams, and, while work is left (a long reply opened, a
 * burst of text, the end of a long block), one more on each animation frame until it is all
 * parsed. What is not parsed yet comes back as `rest`, shown as written.
 */
export function useReplyMarkdown(source: string, streaming: boolean): StreamView {
  const [parser] = useState(createStreamParser);
  const fresh = useMemo(() => parser.update(source, !streaming), [parser, source, streaming]);
  // The steps taken since on the same text, each in a frame of its own.
  const [later, setLater] = useState<{ readonly after: StreamView; readonly view: StreamView } | null>(null);
  const view = later?.after === fresh ? later.view : fresh;
  useEffect(() => {
    if (!view.pending) return;
    const next = requestAnimationFrame(() => setLater({ after: fresh, view: parser.update(source, !streaming) }));
    return () => cancelAnimationFrame(next);
  }, [view, fresh, parser, source, streaming]);
  return view;
}
