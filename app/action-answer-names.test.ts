/**
 * Every action answers one shape (utils/action-result.ts): a refusal's sentence is `message`,
 * field messages are `fieldErrors`. This reads the modules that answer posts (route modules with
 * an `action`, feature modules exporting a `...Action` function) and names any that still
 * answers with an `error`, `errors` or `formError` key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const app = import.meta.dirname;

/** The keys an answer must not use, as an object key or a shorthand property, outside comments. */
export function oldAnswerKeys(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const found = code.matchAll(/(?:[{,;]|^)\s*(error|errors|formError)\??\s*[:,}]/gm);
  return [...new Set([...found].map((match) => match[1]!))];
}

function actionModules(): string[] {
  const routes = readdirSync(join(app, 'routes'))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => join('routes', name))
    .filter((path) => /export (async )?(function|const) action\b/.test(read(path)));
  const features = readdirSync(join(app, 'features'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.server.ts'))
    .map((path) => join('features', path))
    .filter((path) => /export (async )?function \w+Action\b/.test(read(path)));
  return [...routes, ...features];
}

const read = (path: string) => readFileSync(join(app, path), 'utf8');

describe('the names in action answers', () => {
  it('finds the old names in an answer, and not in a catch or a message', () => {
    expect(oldAnswerKeys("return data({ error: 'No.' }, { status: 400 });")).toEqual(['error']);
    expect(oldAnswerKeys('return data({ intent, errors }, 400);')).toEqual(['errors']);
    expect(oldAnswerKeys('type A = { ok: false; formError?: string };')).toEqual(['formError']);
    expect(
      oldAnswerKeys(
        "} catch (error: unknown) { // an error: logged\n  return { message: 'error: x' };",
      ),
    ).toEqual([]);
  });

  it('finds the modules that answer posts', () => {
    const modules = actionModules();
    expect(modules).toContain(join('routes', 'auth.tsx'));
    expect(modules).toContain(join('features', 'auth', 'auth-actions.server.ts'));
    expect(modules).toContain(join('features', 'reviews', 'review-actions.server.ts'));
  });

  it('answers with message and fieldErrors in every action module', () => {
    const offenders = actionModules()
      .map((path) => ({ path, keys: oldAnswerKeys(read(path)) }))
      .filter(({ keys }) => keys.length > 0)
      .map(
        ({ path, keys }) =>
          `app/${path} answers with ${keys.join(', ')}: use message / fieldErrors`,
      );
    expect(offenders).toEqual([]);
  });
});
