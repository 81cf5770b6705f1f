/**
 * The calculator's inputs, kept in step with the URL: the result follows each keystroke and the
 * URL is written after a pause (replace, so typing leaves no history trail).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseDosageParams, type DosageInput } from './dosage';
import { costFieldNames } from './protocol-cost-fields';

const urlPauseMs = 400;

function toParams(input: DosageInput): URLSearchParams {
  const params = new URLSearchParams();
  if (input.amount) params.set('amount', input.amount);
  params.set('unit', input.unit);
  if (input.water) params.set('water', input.water);
  if (input.dose) params.set('dose', input.dose);
  return params;
}

export function useCalculatorInput() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = parseDosageParams(searchParams);
  const urlKey = toParams(fromUrl).toString();
  const [input, setInput] = useState(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  // The last URL the form wrote itself: it arrives after a round trip, maybe after more typing.
  const [writtenKey, setWrittenKey] = useState<string | null>(null);
  // A URL the form did not write (back button, a shared link) replaces the inputs; the form's
  // own URL never does, or what was typed while it was on its way would be lost.
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    if (urlKey !== writtenKey && urlKey !== toParams(input).toString()) setInput(fromUrl);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function update(next: DosageInput, delay = urlPauseMs) {
    setInput(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const params = toParams(next);
      setWrittenKey(params.toString());
      // The cost form's fields share the URL: they stay as they are.
      setSearchParams(
        (current) => {
          for (const name of costFieldNames) {
            const value = current.get(name);
            if (value !== null) params.set(name, value);
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }, delay);
  }
  return [input, update] as const;
}
