/**
 * What a page weighs (issue 12): the JavaScript it loads (module scripts, modulepreload links and
 * the inline module's imports, read from the client build and gzipped at level 9), its CSS, and
 * its HTML, raw and gzipped. Used by scripts/bench-page-weight.ts and the page-weight e2e spec.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public pages issue 12 budgets (anonymous visitors). */
export const publicPagePaths = [
  '/',
  '/peptides',
  '/peptide/bpc-157',
  '/vendors',
  '/vendors/swiss-chems',
  '/compare-prices',
  '/guides',
  '/dosage-calculator',
  '/articles/peptides-101',
  '/community',
  '/auth',
] as const;

/** Issue 12's budgets: JavaScript in KB gzip (framework included), HTML in KB raw. */
export const pageBudget = { jsGzipKb: 110, htmlKb: 60 } as const;

export interface PageWeight {
  jsGzipKb: number;
  cssGzipKb: number;
  htmlKb: number;
  htmlGzipKb: number;
  scripts: string[];
}

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (bytes: Buffer) => kb(gzipSync(bytes, { level: 9 }).length);

/** The JavaScript files a page's HTML loads before any interaction. */
export function scriptsOf(html: string): string[] {
  return [
    ...new Set([
      ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)].map(
        (m) => m[1]!,
      ),
    ]),
  ];
}

/** Weighs one page's HTML against the client build it was served from. */
export function weighPage(html: string, clientDir: string): PageWeight {
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipKb(readFileSync(join(clientDir, file))), 0);
  const scripts = scriptsOf(html);
  const css = [
    ...new Set(
      [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ),
  ];
  const bytes = Buffer.from(html);
  return {
    jsGzipKb: sum(scripts),
    cssGzipKb: sum(css),
    htmlKb: kb(bytes.length),
    htmlGzipKb: gzipKb(bytes),
    scripts,
  };
}
