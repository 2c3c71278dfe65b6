import { documentTitle } from './page-titles';

/** Sets the document title (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{documentTitle(title)}</title>;
}
