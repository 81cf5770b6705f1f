/**
 * Form state that lives in the URL, for GET forms that also update live (the dosage calculator,
 * the protocol planner). The URL is the source: a shared link or the back button replaces the
 * fields; typing updates the state at once and the URL after a short pause (replace, so typing
 * leaves no history trail).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const urlPauseMs = 400;

export function useUrlFormState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = parse(searchParams);
  const urlKey = serialize(fromUrl).toString();
  const [state, setState] = useState(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  // The URLs this form wrote since the last one landed. Each lands a moment after it was
  // written, perhaps after more typing (and an older one just before a newer one): then it is
  // our own older state and must not replace the newer fields.
  const [writtenKeys, setWrittenKeys] = useState<string[]>([]);
  // A URL the form did not write itself (back button, a shared link) replaces the inputs.
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    if (!writtenKeys.includes(urlKey) && urlKey !== serialize(state).toString()) setState(fromUrl);
    if (urlKey === writtenKeys.at(-1)) setWrittenKeys([urlKey]);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** `delay` 0 writes the URL at once (a submit). */
  function update(next: T, delay = urlPauseMs) {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const params = serialize(next);
      const key = params.toString();
      setWrittenKeys((keys) => [...keys.slice(-8), key]);
      setSearchParams(params, { replace: true, preventScrollReset: true });
    }, delay);
  }

  return { state, update };
}
