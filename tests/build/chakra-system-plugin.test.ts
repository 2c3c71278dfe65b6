import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
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

/** One of Chakra's modules behind createSystem, bundled by Vite with the plugin, as the app's build bundles it. */
async function builtModule<Exports>(name: string): Promise<Exports> {
  const [{ output }] = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [chakraSystemForStartUp()],
    build: { lib: { entry: styledSystemModule(name), formats: ['es'], fileName: name }, write: false, minify: false },
  })) as [Rolldown.RolldownOutput];
  const dir = mkdtempSync(join(tmpdir(), 'chakra-system-'));
  try {
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, output[0].code);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Exports;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function builtCreateSystem(): Promise<BuiltCreateSystem> {
  return (await builtModule<{ createSystem: BuiltCreateSystem }>('system')).createSystem;
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

/** Runs a function's steps to the end; how many times they paused, and what they gave. */
function runSteps<T>(steps: Generator<void, T>): { pauses: number; value: T } {
  for (let pauses = 0; ; pauses += 1) {
    const step = steps.next();
    if (step.done) return { pauses, value: step.value };
  }
}

// Chakra calls these two on their own too (its default preset merges its configs when loaded): the
// functions the build puts in their place must give what Chakra's own give, at once or in steps.
describe('the steps inside createSystem', () => {
  it('merges the configs as Chakra does, at once or pausing once, after copying them', async () => {
    type Merge = typeof mergeConfigs & { inSteps: (...configs: unknown[]) => Generator<void, unknown> };
    const built = (await builtModule<{ mergeConfigs: Merge }>('merge-config')).mergeConfigs;
    const expected = mergeConfigs(defaultBaseConfig, config);
    expect(built(defaultBaseConfig, config)).toEqual(expected);
    expect(runSteps(built.inSteps(defaultBaseConfig, config))).toEqual({ pauses: 1, value: expected });
  });

  it('works out the tokens as Chakra does, at once or pausing three times', async () => {
    interface Dictionary {
      readonly allTokens: readonly { readonly name: string; readonly value: unknown }[];
      readonly cssVarMap: Map<string, Map<string, string>>;
    }
    type Create = ((options: object) => Dictionary) & { inSteps?: (options: object) => Generator<void, Dictionary> };
    const options = {
      prefix: 'chakra',
      tokens: { colors: { red: { 500: { value: '#e53e3e' } } }, spacing: { gutter: { value: '1.5rem' } } },
      semanticTokens: { colors: { fg: { value: { base: '{colors.red.500}', _dark: 'white' } } } },
    };
    const summary = (dictionary: Dictionary) => ({
      tokens: dictionary.allTokens.map((token) => [token.name, token.value]),
      variables: [...dictionary.cssVarMap].map(([condition, variables]) => [condition, [...variables]]),
    });
    const original = (
      (await import(/* @vite-ignore */ pathToFileURL(styledSystemModule('token-dictionary')).href)) as {
        createTokenDictionary: Create;
      }
    ).createTokenDictionary;
    const built = (await builtModule<{ createTokenDictionary: Create }>('token-dictionary')).createTokenDictionary;
    const expected = summary(original(options));
    expect(expected.variables).not.toEqual([]);
    expect(summary(built(options))).toEqual(expected);
    const { pauses, value } = runSteps(built.inSteps!(options));
    expect(pauses).toBe(3);
    expect(summary(value)).toEqual(expected);
  });
});
