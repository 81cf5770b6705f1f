/**
 * What a page weighs: the JavaScript it loads (module scripts, modulepreload links, the
 * inline module's imports and everything those import statically, read from the client build and
 * gzipped at level 9), its CSS, and its HTML, raw and gzipped. Used by
 * scripts/bench-page-weight.ts and the page-weight e2e spec.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { weighedPaths } from '../app/site-pages';

/** The public pages with budgets (anonymous visitors): those app/site-pages/ marks weighed. */
export const publicPagePaths: readonly string[] = weighedPaths;

/** The budgets: JavaScript in KB gzip (framework included), HTML in KB raw. */
export const pageBudget = { jsGzipKb: 110, htmlKb: 60 } as const;

export interface PageWeight {
  /** The JavaScript the page loads as it is viewed: its scripts and its inline code. */
  jsGzipKb: number;
  /** The app's JavaScript, loaded when the visitor reaches for a control (page-start.ts). */
  appJsGzipKb: number;
  cssGzipKb: number;
  htmlKb: number;
  htmlGzipKb: number;
  /** The files loaded as the page is viewed, and those the app's start loads. */
  scripts: string[];
  appScripts: string[];
}

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (bytes: Buffer) => kb(gzipSync(bytes, { level: 9 }).length);

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
/** The first group of every match of `pattern` in `texts`, each once. */
const found = (texts: string[], pattern: RegExp) => [
  ...new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!))),
];

/**
 * The JavaScript files a page's HTML loads as it is viewed: preloads, script sources, and what
 * an inline module imports statically.
 */
export const scriptsOf = (html: string): string[] => [
  ...new Set([
    ...found([html], /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...found([html], /<script[^>]+src="([^"]+\.js)"/g),
    ...found(inlineScripts(html), /import\s*(?:[^'"(]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
  ]),
];

/** The files an inline module loads with `import(...)`: the app, when its start runs. */
export const appScriptsOf = (html: string): string[] =>
  found(inlineScripts(html), /import\(\s*["'](\/assets\/[^"']+\.js)["']\s*\)/g);

/** `files` (paths on the site) and every module they import statically, from the client build. */
function withStaticImports(files: string[], clientDir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(readFileSync(join(clientDir, file), 'utf8'));
    for (const { n: name, d: dynamic } of imports) {
      // Dynamic imports (d > -1) load on demand: not part of the page's first load.
      if (dynamic !== -1 || !name) continue;
      visit(name.startsWith('/') ? name : posix.join(dirname(file), name));
    }
  };
  files.forEach(visit);
  return [...seen];
}

/** Weighs one page's HTML against the client build it was served from. */
export async function weighPage(html: string, clientDir: string): Promise<PageWeight> {
  await init;
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipKb(readFileSync(join(clientDir, file))), 0);
  const scripts = withStaticImports(scriptsOf(html), clientDir);
  const appScripts = withStaticImports([...scriptsOf(html), ...appScriptsOf(html)], clientDir);
  const css = found([html], /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const bytes = Buffer.from(html);
  const inlineCode = inlineScripts(html).join('\n');
  return {
    jsGzipKb: sum(scripts) + (inlineCode ? gzipKb(Buffer.from(inlineCode)) : 0),
    appJsGzipKb: sum(appScripts),
    cssGzipKb: sum(css),
    htmlKb: kb(bytes.length),
    htmlGzipKb: gzipKb(bytes),
    scripts,
    appScripts,
  };
}
