/**
 * React Router's inline scripts, read with a JavaScript parser (acorn), never by their text: the
 * module that starts the app (its route modules' imports, its route manifest) and the scripts
 * that feed the hydration data to its stream. Whatever is not in the form paint-first.server.ts
 * needs is reported as a `PageStartChanged`, naming what was not found, so an upgrade of React
 * Router that changes the page's start fails a test instead of sending pages that never start.
 */
import { parse, type Expression, type Node, type Program, type Super } from 'acorn';

/** React Router wrote a page's start in a form this code does not know. */
export class PageStartChanged extends Error {
  constructor(whatWasNotFound: string) {
    super(`React Router's page start changed: ${whatWasNotFound}`);
    this.name = 'PageStartChanged';
  }
}

/** The app's start as React Router writes it: what it imports, and the rest of its code. */
export interface AppStart {
  /** `import "…"`: modules run for their effects (the development server's refresh runtime). */
  effects: string[];
  /** `import * as name from "…"`: the route modules. */
  routeModules: { name: string; source: string }[];
  /** The route manifest React Router assigns to `window.__reactRouterManifest`. */
  manifest: unknown;
  /** Every other statement, in order, with `manifestCode` as the manifest's assigned value. */
  rest: (manifestCode: string) => string;
}

const parseScript = (code: string, sourceType: 'script' | 'module'): Program | null => {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType });
  } catch {
    return null;
  }
};

/** `a.b.c` for a chain of plain property reads on a name, else null. */
function dottedName(node: Expression | Super): string | null {
  if (node.type === 'Identifier') return node.name;
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') {
    return null;
  }
  const object = dottedName(node.object);
  return object === null ? null : `${object}.${node.property.name}`;
}

/** The value of `statement` if it is `target = value;`, else null. */
function assignedTo(statement: Node, target: string): Expression | null {
  if (statement.type !== 'ExpressionStatement') return null;
  const { expression } = statement as Node & { expression: Expression };
  if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return null;
  const left = expression.left as Expression;
  return dottedName(left) === target ? expression.right : null;
}

/** The JSON React Router writes for its route manifest, read back; the change if it is not. */
function manifestOf(code: string, value: Expression): unknown {
  try {
    return JSON.parse(code.slice(value.start, value.end));
  } catch {
    throw new PageStartChanged('window.__reactRouterManifest is not assigned plain JSON');
  }
}

/** Reads the inline module that starts the app; throws PageStartChanged naming what is missing. */
export function readAppStart(code: string): AppStart {
  const program = parseScript(code, 'module');
  if (!program) throw new PageStartChanged('its inline module is not JavaScript acorn reads');
  const start: Omit<AppStart, 'rest'> = { effects: [], routeModules: [], manifest: undefined };
  const kept: ((manifestCode: string) => string)[] = [];
  let setsRouteModules = false;
  for (const statement of program.body) {
    const text = code.slice(statement.start, statement.end);
    const manifest = assignedTo(statement, 'window.__reactRouterManifest');
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      const [only, ...more] = statement.specifiers;
      if (!only) start.effects.push(source);
      else if (only.type === 'ImportNamespaceSpecifier' && more.length === 0) {
        start.routeModules.push({ name: only.local.name, source });
      } else throw new PageStartChanged(`an import of another form: ${text}`);
    } else if (manifest) {
      start.manifest = manifestOf(code, manifest);
      kept.push((manifestCode) => `window.__reactRouterManifest = ${manifestCode};`);
    } else if (statement.type !== 'EmptyStatement') {
      setsRouteModules ||= assignedTo(statement, 'window.__reactRouterRouteModules') !== null;
      kept.push(() => text);
    }
  }
  if (start.routeModules.length === 0) throw new PageStartChanged('no route module imports');
  if (start.manifest === undefined) {
    throw new PageStartChanged('no route manifest assigned to window.__reactRouterManifest');
  }
  if (!setsRouteModules) {
    throw new PageStartChanged('no assignment to window.__reactRouterRouteModules');
  }
  return { ...start, rest: (manifestCode) => kept.map((part) => part(manifestCode)).join('\n') };
}

/** What an inline script does with React Router's hydration stream, if that is all it does. */
export type StreamScript = { chunk: string } | { close: true } | null;

const streamController = 'window.__reactRouterContext.streamController';

/**
 * `window.__reactRouterContext.streamController.enqueue("…")` (a chunk of the hydration data) or
 * `….close()` (its end); null for any other script.
 */
export function readStreamScript(code: string): StreamScript {
  // Most inline scripts are something else: only those naming the stream are parsed.
  if (!code.includes(streamController)) return null;
  const program = parseScript(code, 'script');
  const [statement, ...more] = program?.body ?? [];
  if (statement?.type !== 'ExpressionStatement' || more.length > 0) return null;
  const call = statement.expression;
  if (call.type !== 'CallExpression') return null;
  const callee = dottedName(call.callee);
  const [argument, ...others] = call.arguments;
  if (callee === `${streamController}.close` && !argument) return { close: true };
  if (
    callee === `${streamController}.enqueue` &&
    argument?.type === 'Literal' &&
    typeof argument.value === 'string' &&
    others.length === 0
  ) {
    return { chunk: argument.value };
  }
  return null;
}
