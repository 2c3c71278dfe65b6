/** Build-time configuration, read and validated once. Every variable is optional. */
import { site } from '@/content/site';

function readUrl(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString().replace(/\/$/, '');
  } catch {
    // fall through to the warning below
  }
  console.warn(`${name} is not an http(s) URL; using ${fallback}`);
  return fallback;
}

// Outside Vite (Playwright and benchmarks import the content too) there is no import.meta.env.
const raw: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const env = {
  /** The Supabase project; without one the app calls the function served beside it. */
  supabaseUrl: raw.VITE_SUPABASE_URL ? readUrl('VITE_SUPABASE_URL', raw.VITE_SUPABASE_URL, '') : '',
  supabaseAnonKey: raw.VITE_SUPABASE_ANON_KEY ?? '',
  servicesUrl: readUrl('VITE_SERVICES_URL', raw.VITE_SERVICES_URL, site.servicesUrl),
  /** Where the site is published: the origin of canonical links, sitemap.xml and robots.txt. */
  siteUrl: readUrl('VITE_SITE_URL', raw.VITE_SITE_URL, site.url),
} as const;
