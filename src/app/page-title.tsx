import { site } from '@/content/site';

/** Sets the document title (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${site.brand}`}</title>;
}
