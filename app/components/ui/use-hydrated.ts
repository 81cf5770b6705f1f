/**
 * False on the server and during hydration, true once React runs in the browser. Lets a widget
 * render a no-JavaScript fallback in the server HTML and switch to its scripted form afterwards
 * without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
