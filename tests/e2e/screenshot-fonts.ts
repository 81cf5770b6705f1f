/**
 * The screenshot tests draw every page with fonts that come from npm (DejaVu Sans and DejaVu Sans
 * Mono, full character sets: Latin, Greek, arrows, ©, dashes), never with the machine's own: the
 * site's `system-ui` stack resolves to whatever fontconfig prefers, and one more font package on
 * a developer's machine moved a line by a pixel. The fonts are answered by `page.route` at an
 * address of the site itself (its Content-Security-Policy allows fonts from 'self' only).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const fontPath = '/__screenshot-fonts/';
const faces = [
  { family: 'Screenshot Sans', pkg: 'dejavu-sans' },
  { family: 'Screenshot Mono', pkg: 'dejavu-mono' },
].flatMap(({ family, pkg }) =>
  [400, 700].flatMap((weight) =>
    ['normal', 'italic'].map((style) => ({
      family,
      weight,
      style,
      file: `${pkg}-latin-${weight}-${style}.woff2`,
      pkg,
    })),
  ),
);

const fontFiles = new Map(
  faces.map(({ pkg, file }) => [
    file,
    readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)),
  ]),
);

/** Every element in the sans face; code and the `font-mono` utility in the mono one. */
const css = [
  ...faces.map(
    ({ family, weight, style, file }) =>
      `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: ${style};` +
      ` font-display: block; src: url(${fontPath}${file}) format('woff2'); }`,
  ),
  `*, ::before, ::after { font-family: 'Screenshot Sans' !important; font-synthesis: none; }`,
  `:is(code, kbd, samp, pre, .font-mono), :is(code, kbd, samp, pre, .font-mono) * {` +
    ` font-family: 'Screenshot Mono' !important; }`,
].join('\n');

/** Installs the fonts' route; call before the first navigation. */
export async function serveScreenshotFonts(page: Page) {
  await page.route(`**${fontPath}*`, (route) => {
    const body = fontFiles.get(new URL(route.request().url()).pathname.slice(fontPath.length));
    return body
      ? route.fulfill({ body, contentType: 'font/woff2' })
      : route.fulfill({ status: 404 });
  });
}

/** Puts every element in the bundled fonts and waits until each face has loaded. */
export async function useScreenshotFonts(page: Page) {
  await page.addStyleTag({ content: css });
  await page.evaluate(async (expected) => {
    await document.fonts.ready;
    const ours = [...document.fonts].filter((face) => face.family.includes('Screenshot '));
    // A face that cannot load rejects here, and the test fails instead of using a system font.
    await Promise.all(ours.map((face) => face.load()));
    if (ours.length !== expected) throw new Error(`${ours.length} of ${expected} font faces`);
  }, faces.length);
}
