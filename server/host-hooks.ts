/**
 * The app's hooks for the host (app/page-templates.server.ts), read from the server build:
 * entry.server.tsx exports them, so the host needs no copy of the session or database code and
 * never imports a feature. Checked at start-up rather than cast.
 */
import type { ServerBuild } from 'react-router';
import type { HostHooks } from '../app/host-hooks.server';

const hookNames = [
  'publicPaths',
  'afterMigrate',
  'background',
  'viewer',
  'viewerShape',
  'cut',
  'fill',
  'framed',
  'pageParts',
  'cutFrame',
  'fillFrame',
];

function isHostHooks(value: unknown): value is HostHooks {
  if (typeof value !== 'object' || value === null) return false;
  return hookNames.every((name) => typeof Reflect.get(value, name) === 'function');
}

export function hostHooksOf(build: ServerBuild): HostHooks {
  const entry: object = build.entry.module;
  if ('hostHooks' in entry && isHostHooks(entry.hostHooks)) return entry.hostHooks;
  throw new Error('The server build exports no hostHooks: see app/entry.server.tsx.');
}
