/**
 * What a disabled submit button still waits for ("forms that explain"), shown beside
 * it; the button names it with aria-describedby. Without JavaScript the button is never disabled
 * (the server validates instead) and the state below never changes, so `hideWhenFilled` (a CSS
 * variant the caller writes out, so Tailwind sees it) hides the hint once the fields are filled.
 */
import { useHydrated } from './use-hydrated';

export function MissingHint({
  id,
  text,
  hideWhenFilled,
}: {
  id: string;
  /** What is missing, or undefined when nothing is. */
  text: string | undefined;
  hideWhenFilled: string;
}) {
  const hydrated = useHydrated();
  if (!text) return null;
  return (
    <p id={id} className={`text-sm text-slate-600 ${hydrated ? '' : hideWhenFilled}`}>
      {text}
    </p>
  );
}
