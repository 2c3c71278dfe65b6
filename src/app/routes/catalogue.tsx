import { Navigate, useLocation } from 'react-router-dom';
import { findSitemapEntry } from '@/content/sitemap';
import { CataloguePage, findGuidedPath, GuidedPathPage } from '@/features/navigation';
import type { PageHandle } from '../hydration';
import { NotFound } from '../not-found';
import { PageTitle } from '../page-title';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const isKnown = (path: string): boolean => findSitemapEntry(path) !== undefined || findGuidedPath(path) !== undefined;

/** The page a path typed in other letter case stands for (`/Pricing` for `/pricing`), if any. */
function pageInOtherCase(path: string): string | undefined {
  const lower = path.toLowerCase();
  return lower !== path && !isKnown(path) && isKnown(lower) ? lower : undefined;
}

/** Any path the catalogue knows gets its catalogue page, a guided path its walk-through; the rest "not found". */
export function Component() {
  const location = useLocation();
  const path = withoutTrailingSlash(location.pathname);
  const entry = findSitemapEntry(path);
  if (!entry) {
    const guided = findGuidedPath(path);
    // `/Pricing` is `/pricing` typed with a capital: go there (the server redirects it too; this
    // is for the offline copy, where the service worker answers with the not-found page).
    const lower = pageInOtherCase(path);
    if (lower) return <Navigate to={{ pathname: lower, search: location.search, hash: location.hash }} replace />;
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
    return !isKnown(path) && pageInOtherCase(path) === undefined;
  },
};
