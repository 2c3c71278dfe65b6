import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  buildSystemInSteps,
  CHAKRA_STYLED_SYSTEM_MODULE,
  chakraSystemForStartUp,
  makeGlobalCssLazy,
  mergeConfigsInSteps,
  tokenDictionaryInSteps,
} from '@/build/chakra-system-plugin';

// The files the build rewrites, as installed: the package's exports do not list them, so they are
// found from the package's own manifest.
const chakraRoot = join(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'), '..');
const styledSystemModule = (name: string) => join(chakraRoot, `dist/esm/styled-system/${name}.js`);
const systemModule = styledSystemModule('system');

type BuiltCreateSystem = typeof createSystem & {
  inSteps: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext>;
};

/** Chakra's createSystem, bundled by Vite with the plugin, as the app's build bundles it. */
async function builtCreateSystem(): Promise<BuiltCreateSystem> {
  const [{ output }] = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [chakraSystemForStartUp()],
    build: { lib: { entry: systemModule, formats: ['es'], fileName: 'system' }, write: false, minify: false },
  })) as [Rolldown.RolldownOutput];
  const dir = mkdtempSync(join(tmpdir(), 'chakra-system-'));
  try {
    const file = join(dir, 'system.mjs');
    writeFileSync(file, output[0].code);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: BuiltCreateSystem };
    return module.createSystem;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const config = defineConfig({
  globalCss: { body: { color: 'fg' } },
  theme: { tokens: { colors: { fg: { value: '#222' } }, spacing: { gutter: { value: '1.5rem' } } } },
});

/** What a page gets from a system: class styles, token values and its global CSS. */
function outputs(system: SystemContext) {
  return {
    css: system.css({ color: 'fg', padding: 'gutter', _hover: { color: 'red.500' } }),
    token: system.token('colors.fg'),
    global: system._global,
  };
}

describe('makeGlobalCssLazy', () => {
  it("names the installed Chakra's modules behind createSystem", () => {
    for (const name of ['system', 'merge-config', 'token-dictionary']) {
      expect(CHAKRA_STYLED_SYSTEM_MODULE.exec(styledSystemModule(name))?.[1]).toBe(name);
    }
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
    const lazySystem = (await builtCreateSystem())(config);
    expect(Object.getOwnPropertyDescriptor(lazySystem, '_global')?.get).toBeTypeOf('function');
    expect(lazySystem._global).toEqual(createSystem(config)._global);
    expect(JSON.stringify(lazySystem._global)).toContain('--chakra-colors-fg');
  });

  it('stops the build when Chakra no longer builds it that way', () => {
    expect(() => makeGlobalCssLazy('export function createSystem() { return {}; }')).toThrow(
      /no longer builds its global CSS/,
    );
  });
});

describe('buildSystemInSteps', () => {
  it('builds the same system in seven steps: copying the configs, merging them, reading the tokens, two rounds of transforms, their lookups, the rest', async () => {
    const built = await builtCreateSystem();
    // With Chakra's base config: its utilities turn a token's name into its custom property.
    const steps = built.inSteps(defaultBaseConfig, config);
    for (let pause = 0; pause < 6; pause += 1) expect(steps.next().done).toBe(false);
    const last = steps.next();
    expect(last.done).toBe(true);
    const inSteps = last.value as SystemContext;
    expect(outputs(inSteps)).toEqual(outputs(createSystem(defaultBaseConfig, config)));
    expect(inSteps.css({ padding: 'gutter' })).toEqual({ padding: 'var(--chakra-spacing-gutter)' });
  });

  it('leaves createSystem building the whole system at once', async () => {
    const built = await builtCreateSystem();
    expect(outputs(built(defaultBaseConfig, config))).toEqual(outputs(createSystem(defaultBaseConfig, config)));
  });

  it('stops the build when Chakra no longer builds the system in that order', () => {
    const code = readFileSync(systemModule, 'utf8').replace('  const config = mergeConfigs(...configs);\n', '');
    expect(() => buildSystemInSteps(code)).toThrow(/no longer builds the system in the order/);
    const merging = readFileSync(styledSystemModule('merge-config'), 'utf8').replace('configs.map(clone)', 'configs');
    expect(() => mergeConfigsInSteps(merging)).toThrow(/no longer merges the configs/);
    const tokens = readFileSync(styledSystemModule('token-dictionary'), 'utf8').replace('    setupViews();\n', '');
    expect(() => tokenDictionaryInSteps(tokens)).toThrow(/no longer works out the tokens/);
  });
});
