import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, chakraGlobalCssOnDemand, makeGlobalCssLazy } from '@/build/chakra-global-css-plugin';

// The file the build rewrites, as installed: the package's exports do not list it, so it is found
// from the package's own manifest.
const chakraRoot = join(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'), '..');
const systemModule = join(chakraRoot, 'dist/esm/styled-system/system.js');

describe('makeGlobalCssLazy', () => {
  it("names the installed Chakra's createSystem module", () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemModule)).toBe(true);
  });

  it('turns the global CSS built with the system into a getter that builds it once, on first read', () => {
    const lazy = makeGlobalCssLazy(readFileSync(systemModule, 'utf8'));
    expect(lazy).not.toContain('const _global =');
    expect(lazy).toContain('let _global;');
    expect(lazy).toContain(
      'get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); }',
    );
  });

  it('builds, on first read, the same global CSS as the system Chakra builds at once', async () => {
    // Chakra's createSystem, bundled by Vite with the plugin, as the app's build bundles it.
    const [{ output }] = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [chakraGlobalCssOnDemand()],
      build: { lib: { entry: systemModule, formats: ['es'], fileName: 'system' }, write: false, minify: false },
    })) as [Rolldown.RolldownOutput];
    const dir = mkdtempSync(join(tmpdir(), 'chakra-system-'));
    try {
      const file = join(dir, 'system.mjs');
      writeFileSync(file, output[0].code);
      const lazy = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: typeof createSystem };
      const config = defineConfig({
        globalCss: { body: { color: 'fg' } },
        theme: { tokens: { colors: { fg: { value: '#222' } } } },
      });
      const lazySystem: SystemContext = lazy.createSystem(config);
      expect(Object.getOwnPropertyDescriptor(lazySystem, '_global')?.get).toBeTypeOf('function');
      expect(lazySystem._global).toEqual(createSystem(config)._global);
      expect(JSON.stringify(lazySystem._global)).toContain('--chakra-colors-fg');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the build when Chakra no longer builds it that way', () => {
    expect(() => makeGlobalCssLazy('export function createSystem() { return {}; }')).toThrow(
      /no longer builds its global CSS/,
    );
  });
});
