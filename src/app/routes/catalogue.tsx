import { useLocation } from 'react-router-dom';
import { findSitemapEntry } from '@/content/sitemap';
import { CataloguePage, findGuidedPath, GuidedPathPage } from '@/features/navigation';
import type { PageHandle } from '../hydration';
import { NotFound } from '../not-found';
import { PageTitle } from '../page-title';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Any path the catalogue knows gets its catalogue page, a guided path its walk-through; the rest "not found". */
export function Component() {
  const path = withoutTrailingSlash(useLocation().pathname);
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

export const handle: PageHandle = {
  isNotFound: (pathname) => {
    const path = withoutTrailingSlash(pathname);
    return !findSitemapEntry(path) && !findGuidedPath(path);
  },
};
