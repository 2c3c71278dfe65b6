import { useLocation } from 'react-router-dom';
import { findSitemapEntry } from '@/content/sitemap';
import { CataloguePage } from '@/features/navigation';
import { NotFound } from '../not-found';
import { PageTitle } from '../page-title';

/** Any path the catalogue knows gets its catalogue page; the rest get "not found". */
export function Component() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = findSitemapEntry(path);
  if (!entry) return <NotFound />;
  return (
    <>
      <PageTitle title={entry.title} />
      <CataloguePage key={entry.id} entry={entry} />
    </>
  );
}
