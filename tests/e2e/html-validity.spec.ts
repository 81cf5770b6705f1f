/**
 * Every page of app/site-pages/ is valid HTML by the Nu HTML Checker (vnu-jar from npm, run
 * with Debian's Java): each page is saved as the server sends it to its audience (a visitor,
 * a member, an admin), and the checker reads them all in one run, since a JVM per page would
 * cost CI a minute.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { phoneWidthPaths, samplePath, sitePages, type Audience } from '../../app/site-pages';
import { signInAsAdmin } from './auth-helpers';
import { approvedDiscussion } from './community-helpers';
import { expect, test } from './fixtures';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Each page's sample and the extra paths its checks open (tabs, a filled-in form), once. */
const pathsFor = (audience: Audience) => [
  ...new Set([
    ...sitePages
      .filter((page) => page.audience === audience && !page.pattern.includes(':id'))
      .map(samplePath),
    ...phoneWidthPaths(audience),
  ]),
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the checker once over `files`: its errors and warnings (a section without a heading is
 * one), each with the file it was found in. Its notes (a slash closing a void element) pass.
 */
function vnuProblems(files: string[]): VnuMessage[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `the checker needs Java (Debian: apt-get install default-jre-headless): ${run.error.message}`,
    );
  }
  // The JSON report goes to standard error; the exit status is 1 when it lists an error.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages.filter(
    (message) => message.type !== 'info' || message.subType === 'warning',
  );
}

test('every page of the site is valid HTML by the Nu HTML Checker', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), 'peptidia-vnu-'));
  const saved = new Map<string, string>();
  const save = async (as: Page, audience: Audience, paths: readonly string[]) => {
    for (const path of paths) {
      const response = await as.request.get(path, { failOnStatusCode: false });
      expect(response.status(), `${path} as ${audience}`).toBeLessThan(500);
      const file = `${saved.size}.html`;
      writeFileSync(join(folder, file), await response.body());
      saved.set(file, `${path} (${audience})`);
    }
  };
  try {
    await save(page, 'visitor', pathsFor('visitor'));
    const { author, url } = await approvedDiscussion(browser, 'Checked markup', 'A body.');
    await save(author, 'member', [...pathsFor('member'), url, `${url}?replyTo=x`]);
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await save(admin, 'admin', pathsFor('admin'));
    const problems = vnuProblems([...saved.keys()].map((file) => join(folder, file)));
    const where = (message: VnuMessage) => saved.get(message.url?.split('/').pop() ?? '');
    expect(
      problems.map((problem) => `${where(problem)}, line ${problem.lastLine}: ${problem.message}`),
    ).toEqual([]);
    expect(saved.size).toBeGreaterThan(30);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

/**
 * What HTML_CodeSniffer asks beyond validity: a form a visitor can send with a button, not only
 * with Enter, and a text field that says its type rather than leaving it to the browser.
 */
test('every form on a visitor page has a submit button, every field its type', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const path of pathsFor('visitor')) {
    await page.goto(path);
    const problems = await page.evaluate(() => [
      ...[...document.querySelectorAll('form')]
        .filter((form) => !form.querySelector('button:not([type]), [type="submit"]'))
        .map(
          (form) =>
            `a form without a submit button: ${form.getAttribute('aria-label') ?? form.action}`,
        ),
      ...[...document.querySelectorAll('input:not([type])')].map(
        (input) => `a field without a type: ${input.getAttribute('name')}`,
      ),
    ]);
    found.push(...problems.map((problem) => `${path}: ${problem}`));
  }
  expect(found).toEqual([]);
});
