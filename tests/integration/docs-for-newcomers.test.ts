/**
 * docs/ is read by people who cannot see the project's issue tracker: no page cites an issue by
 * number or title, and docs/performance.md stays a page read in minutes, whose links lead
 * somewhere. Its dated history lives in git, not in the page.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const docs = join(dirname(fileURLToPath(import.meta.url)), '../../docs');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** A tracker reference: "issue" or "issues" followed by a number, a #number or a quoted title. */
const issueReference = /\bissues?\s*(#?\d|")/i;

function issueReferences(text: string): string[] {
  return text.split('\n').filter((line) => issueReference.test(line));
}

const performance = readFileSync(join(docs, 'performance.md'), 'utf8');

describe('docs for newcomers', () => {
  it.each(filesUnder(docs).map((file) => [file.slice(docs.length + 1), file] as const))(
    '%s cites no issue by number or title',
    (_name, file) => {
      expect(issueReferences(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('recognises the references it refuses', () => {
    for (const line of [
      `## The protocol planner (${'issue'} 15)`, // built, so this file cites no tracker itself
      '`npm run bench` after issues 12, 16 and 17',
      'Tried as an attacker would (issue "Safe in public")',
      'see Issue #4',
    ]) {
      expect(issueReferences(line), line).toEqual([line]);
    }
    expect(issueReferences('a known issue with the cache; a page at issue date')).toEqual([]);
  });

  it('keeps docs/performance.md a short page in four parts', () => {
    expect(performance.split('\n').length).toBeLessThanOrEqual(200);
    const headings = performance.match(/^## .+$/gm);
    expect(headings?.slice(0, 4)).toEqual([
      '## How to measure',
      '## Budgets and where each page stands',
      '## What each decision bought',
      '## Adding a bench or a figure',
    ]);
  });

  it('links docs/performance.md only to files that exist', () => {
    const links = [...performance.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(existsSync(join(docs, link)), link).toBe(true);
  });

  it('gives each current figure its date', () => {
    for (const heading of ['### Every public page', '### Members, search and the rest']) {
      const start = performance.indexOf(heading);
      const section = performance.slice(start, performance.indexOf('\n## ', start));
      expect(section, heading).toMatch(/2026-\d\d-\d\d/);
    }
  });
});
