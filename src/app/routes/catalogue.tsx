import { useLocation } from 'react-router-dom';
import { findSitemapEntry } from '@/content/sitemap';
import { CataloguePage, findGuidedPath, GuidedPathPage } from '@/features/navigation';
import { NotFound } from '../not-found';
import { PageTitle } from '../page-title';

/** Any path the catalogue knows gets its catalogue page, a guided path its walk-through; the rest "not found". */
export function Component() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = findSitemapEntry(path);
  if (!entry) {
    const guided = findGuidedPath(path);
    if (!guided) return <NotFound />;
    return (
      <>
        <PageTitle title={guided.title} />
        <GuidedPathPage guided={guided} />
      </>
    );
  }
  return (
    <>
      <PageTitle title={entry.title} />
      <CataloguePage key={entry.id} entry={entry} />
    </>
  );
}
