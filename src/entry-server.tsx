/** The build's server entry: what scripts/build.mjs runs to prerender the site (see prerender-site.ts). */
export { prerenderSite } from '@/build/prerender-site';
