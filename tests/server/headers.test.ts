// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  cacheControlFor,
  headerRules,
  headersForEveryAnswer,
  matchesRule,
  securityHeaders,
  staticHostHeadersFile,
  STRICT_TRANSPORT_SECURITY,
} from '../../server/headers.ts';
import { TRUSTED_TYPES_POLICY } from '../../src/lib/trusted-types.ts';
import { parseHeadersFile } from './parse-headers-file.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; " +
  "manifest-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
  "require-trusted-types-for 'script'; trusted-types basebots";

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('securityHeaders', () => {
  it('gives the production policy with only the own origin by default', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': EXPECTED_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'microphone=(self), camera=(self)',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });

  it('adds the Supabase origin, without its path, to connect-src only', () => {
    const csp = directives(securityHeaders('https://abc123.supabase.co/functions/v1/')['Content-Security-Policy']);
    expect(csp.get('connect-src')).toBe("'self' https://abc123.supabase.co");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it.each(['', 'not a url', 'javascript:alert(1)', "https://x.example; script-src 'unsafe-inline'"])(
    'ignores the Supabase URL %j when it is not an http(s) URL',
    (url) => {
      expect(securityHeaders(url)['Content-Security-Policy']).toBe(EXPECTED_CSP);
    },
  );

  it("requires Trusted Types and allows only the app's own policy", () => {
    const csp = directives(securityHeaders()['Content-Security-Policy']);
    expect(csp.get('require-trusted-types-for')).toBe("'script'");
    expect(csp.get('trusted-types')).toBe(TRUSTED_TYPES_POLICY);
  });

  it('never allows inline or eval scripts, framing, plugins or base rewriting', () => {
    const csp = directives(securityHeaders('https://abc123.supabase.co')['Content-Security-Policy']);
    expect(csp.get('script-src')).not.toMatch(/unsafe|\*/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
  });
});

describe('the header table', () => {
  const rules = headerRules();

  it.each([
    ['/', true, CACHE_CONTROL.revalidate],
    ['/index.html', true, CACHE_CONTROL.revalidate],
    ['/pricing', true, CACHE_CONTROL.revalidate],
    ['/sw.js', true, CACHE_CONTROL.revalidate],
    ['/manifest.webmanifest', true, CACHE_CONTROL.revalidate],
    ['/icons/icon-192.png', true, CACHE_CONTROL.revalidate],
    ['/favicon.svg', true, CACHE_CONTROL.revalidate],
    ['/assets/index-3f9a1c.js', true, 'public, max-age=31536000, immutable'],
    ['/assets/missing-0000.js', false, CACHE_CONTROL.revalidate],
    ['/assetsX/app.js', true, CACHE_CONTROL.revalidate],
  ])('gives %s (found: %s) Cache-Control %s', (pathname, found, expected) => {
    expect(cacheControlFor(rules, pathname, found)).toBe(expected);
  });

  it('never sets one header in two rules that can match the same path (static hosts would join them)', () => {
    const samplePaths = ['/', '/pricing', '/sw.js', '/manifest.webmanifest', '/assets/a.js', '/icons/x.png'];
    for (const pathname of samplePaths) {
      const names = rules
        .filter((rule) => matchesRule(rule.path, pathname))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, pathname).toBe(names.length);
    }
  });

  it('adds HSTS to every answer only over HTTPS', () => {
    expect(headersForEveryAnswer(rules, false)).toEqual(securityHeaders());
    expect(headersForEveryAnswer(rules, true)).toEqual({
      ...securityHeaders(),
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    });
  });

  it('writes a _headers file that reads back as the table, with HSTS for the HTTPS-only static host', () => {
    const file = staticHostHeadersFile(headerRules('https://abc123.supabase.co'));
    const parsed = parseHeadersFile(file);
    expect(parsed).toEqual(
      headerRules('https://abc123.supabase.co').map((rule) => ({
        path: rule.path,
        headers:
          rule.path === '/*'
            ? { ...rule.headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
            : rule.headers,
      })),
    );
    expect(file).toMatch(/^# /);
  });
});
