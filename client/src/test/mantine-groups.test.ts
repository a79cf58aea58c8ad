// @vitest-environment node
// vite.config.ts puts Mantine's modules into a few named chunks (MANTINE_GROUPS) by matching file paths inside
// node_modules/@mantine. A Mantine upgrade that renames or moves a file does not fail the build: the file just
// falls out of its group into a chunk of its own, and pages quietly load more files. These tests fail instead:
// - every path a group names still matches a real installed file;
// - every Mantine component or hook the client imports lands somewhere on purpose: in the entry chunk (the
//   first screen imports it), in one of the groups, or in OWN_CHUNK below (few pages use it).
// When one fails after an upgrade, fix the path in vite.config.ts, then compare `npm run build && npm run
// bench:bundle` with the figures in docs/performance.md.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigEnv, UserConfig, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NODE_MODULES = join(ROOT, 'node_modules');
const PACKAGES: Record<string, string> = {
  '@mantine/core': join(NODE_MODULES, '@mantine/core/esm'),
  '@mantine/hooks': join(NODE_MODULES, '@mantine/hooks/esm'),
};

/** Components and hooks that lazily loaded pages use but few of them: each keeps a chunk of its own. */
const OWN_CHUNK = [
  'core/Accordion', 'core/Avatar', 'core/Blockquote', 'core/Chip', 'core/Code', 'core/ColorInput', 'core/ColorSwatch',
  'core/Divider', 'core/Drawer', 'core/FileButton', 'core/Grid', 'core/Image', 'core/Menu', 'core/MultiSelect', 'core/NavLink',
  'core/NumberInput', 'core/Switch', 'core/Tabs', 'core/Timeline', 'core/Tooltip', 'core/Typography',
  'hooks/use-debounced-value',
];

type Group = { name: string; test: RegExp };

function mantineGroups(): Group[] {
  const env: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false };
  const config = (viteConfig as UserConfigFnObject)(env) as UserConfig;
  const output = config.build?.rolldownOptions?.output as { codeSplitting: { groups: Group[] } };
  return output.codeSplitting.groups.filter((group) => group.test instanceof RegExp && /mantine|scroll-lock/.test(group.name));
}

/** A group's regex as the list of paths it names: `a(b|c)|d` → a+b, a+c, d (separators as '/'). */
function namedPaths(test: RegExp): string[] {
  const source = test.source.replaceAll(String.raw`[\\/]`, '/');
  const split = (text: string) => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
      else if (text[i] === '|' && depth === 0) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
    return [...parts, text.slice(start)];
  };
  return split(source).flatMap((alternative) => {
    const open = alternative.indexOf('(');
    if (open < 0) return [alternative];
    return split(alternative.slice(open + 1, -1)).map((path) => alternative.slice(0, open) + path);
  });
}

/** Installed files whose path starts with `path` (a directory ending in '/', or a file or folder name prefix). */
function installedFiles(path: string): string[] {
  const at = path.indexOf('node_modules/');
  const absolute = join(ROOT, path.slice(at));
  const folder = absolute.endsWith('/') ? absolute : dirname(absolute);
  if (!existsSync(folder)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(folder).map((name) => join(folder, name)).filter((name) => name.startsWith(absolute))) {
    if (statSync(entry).isFile()) files.push(entry);
    else files.push(...(readdirSync(entry, { recursive: true }) as string[]).map((name) => join(entry, name)));
  }
  return files;
}

describe('the Mantine chunk groups in vite.config.ts', () => {
  const groups = mantineGroups();

  it('name only paths that exist in the installed packages, and match them', () => {
    expect(groups.map((group) => group.name)).toContain('mantine-shared');
    const missing: string[] = [];
    for (const group of groups) {
      for (const path of namedPaths(group.test)) {
        const files = installedFiles(path);
        if (!files.some((file) => group.test.test(file))) missing.push(`${group.name}: ${path}`);
      }
    }
    expect(missing, 'these vite.config.ts group paths match no installed file (renamed by an upgrade?)').toEqual([]);
  });

  it('place every Mantine component and hook the client imports: first screen, a group, or a chunk of its own', () => {
    const names = exportedModules();
    const clientFiles = sourceFiles(join(ROOT, 'client/src'));
    const initial = staticallyImported(join(ROOT, 'client/src/main.tsx'));
    const initialModules = mantineClosure([...initial].flatMap((file) => mantineImports(file, names)));

    const unplaced = new Set<string>();
    const used = new Set<string>();
    for (const file of clientFiles.filter((f) => !initial.has(f))) {
      for (const module of mantineImports(file, names)) {
        if (initialModules.has(module)) continue;
        const component = componentOf(module);
        used.add(component);
        if (!groups.some((group) => group.test.test(module)) && !OWN_CHUNK.includes(component)) unplaced.add(component);
      }
    }
    expect([...unplaced], 'add these to a group in vite.config.ts or to OWN_CHUNK here').toEqual([]);
    expect(OWN_CHUNK.filter((component) => !used.has(component)), 'no longer imported by a lazily loaded page: remove from OWN_CHUNK').toEqual([]);
  });
});

/** Which file of @mantine/core or @mantine/hooks each exported name comes from. */
function exportedModules(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [pkg, dir] of Object.entries(PACKAGES)) {
    const index = readFileSync(join(dir, 'index.mjs'), 'utf8');
    for (const [, list, from] of index.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
      for (const name of list.split(',').map((n) => n.trim().split(/\s+as\s+/).at(-1)!)) if (name) names.set(`${pkg}:${name}`, resolve(dir, from));
    }
  }
  return names;
}

/** The Mantine modules a file imports by name (type-only imports excluded). */
function mantineImports(file: string, names: Map<string, string>): string[] {
  const source = readFileSync(file, 'utf8');
  const modules: string[] = [];
  for (const [, list, pkg] of source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"](@mantine\/(?:core|hooks))['"]/g)) {
    for (const entry of list.split(',').map((n) => n.trim())) {
      if (!entry || entry.startsWith('type ')) continue;
      const module = names.get(`${pkg}:${entry.split(/\s+as\s+/)[0]}`);
      expect(module, `${pkg} exports ${entry} (imported by ${relative(ROOT, file)})`).toBeDefined();
      modules.push(module!);
    }
  }
  return modules;
}

/** Every Mantine module the given ones import, following relative and cross-package imports. */
function mantineClosure(start: string[]): Set<string> {
  const names = exportedModules();
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, list, from] of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s*(?:\{([^}]*)\}|[\w*\s]+)?\s*(?:from\s*)?["']([^"']+)["']/g)) {
      if (from.startsWith('.')) pending.push(resolve(dirname(file), from));
      else if (PACKAGES[from] && list) {
        for (const name of list.split(',')) {
          const module = names.get(`${from}:${name.trim().split(/\s+as\s+/)[0]}`);
          if (module) pending.push(module);
        }
      }
    }
  }
  return seen;
}

/** The client files a page's entry loads before any lazily loaded page: static imports from main.tsx. */
function staticallyImported(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, from] of readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
      const base = resolve(dirname(file), from);
      const found = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (found) pending.push(found);
    }
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|__generated__|^test\//.test(file))
    .map((file) => join(dir, file));
}

/** `…/@mantine/core/esm/components/Menu/MenuItem/MenuItem.mjs` → `core/Menu`; hooks → `hooks/use-x`. */
function componentOf(module: string): string {
  const path = relative(NODE_MODULES, module).replaceAll('\\', '/');
  const core = /^@mantine\/core\/esm\/(?:components|utils|core)\/([^/]+)/.exec(path);
  if (core) return `core/${core[1]}`;
  const hook = /^@mantine\/hooks\/esm\/([^/]+)/.exec(path);
  return hook ? `hooks/${hook[1]}` : path;
}
