/** The Select's keyboard and outside-press handling, apart from its markup. */
import { useEffect, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { SelectProps } from './select-types';

export const clickTolerancePx = 10;

/** A press and release this close together is a click, not a drag (spec: up to 10 pixels). */
export function isClickGesture(
  start: { x: number; y: number },
  end: { x: number; y: number },
): boolean {
  return (
    Math.abs(end.x - start.x) <= clickTolerancePx && Math.abs(end.y - start.y) <= clickTolerancePx
  );
}

export const openKeys = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/** While the listbox is open, leaving the window, resizing it or pressing outside closes it. */
export function useCloseOutside(
  open: boolean,
  rootRef: RefObject<HTMLDivElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('blur', close);
    window.addEventListener('resize', close);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      window.removeEventListener('blur', close);
      window.removeEventListener('resize', close);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open, rootRef, setOpen]);
}

export interface OpenListKeys {
  options: SelectProps['options'];
  active: number;
  setActive: (index: number) => void;
  choose: (index: number) => void;
  setOpen: (open: boolean) => void;
  typed: { current: { text: string; at: number } };
}

/** A key pressed on the combobox while its listbox is open. */
export function onOpenListKey(
  event: KeyboardEvent<HTMLButtonElement>,
  { options, active, setActive, choose, setOpen, typed }: OpenListKeys,
) {
  const last = options.length - 1;
  const moves: Record<string, number> = {
    ArrowDown: Math.min(active + 1, last),
    ArrowUp: Math.max(active - 1, 0),
    Home: 0,
    End: last,
    PageDown: Math.min(active + 10, last),
    PageUp: Math.max(active - 10, 0),
  };
  if (event.key in moves) {
    event.preventDefault();
    setActive(moves[event.key] ?? active);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    choose(active);
  } else if (event.key === 'Escape') {
    event.preventDefault();
    setOpen(false);
  } else if (event.key === 'Tab') {
    setOpen(false);
  } else if (event.key.length === 1 && /\S/.test(event.key)) {
    // Type-ahead: letters typed within a second jump to the first option that starts with them.
    const now = Date.now();
    typed.current = {
      text: (now - typed.current.at < 1000 ? typed.current.text : '') + event.key.toLowerCase(),
      at: now,
    };
    const match = options.findIndex((option) =>
      option.label.toLowerCase().startsWith(typed.current.text),
    );
    if (match >= 0) setActive(match);
  }
}

interface MousePress {
  open: boolean;
  setOpen: (open: boolean) => void;
  show: () => void;
  choose: (index: number) => void;
  rootRef: RefObject<HTMLDivElement | null>;
}

/** A mouse press on the combobox: opens or closes at once, and a drag may pick an option. */
export function pressWithMouse(
  event: PointerEvent<HTMLButtonElement>,
  { open, setOpen, show, choose, rootRef }: MousePress,
) {
  if (event.pointerType !== 'mouse' || event.button !== 0) return;
  event.preventDefault();
  event.currentTarget.focus();
  if (open) return setOpen(false);
  show();
  // Release after a drag of more than 10 px: on an option selects it, elsewhere closes.
  const start = { x: event.clientX, y: event.clientY };
  const onUp = (up: globalThis.PointerEvent) => {
    if (isClickGesture(start, { x: up.clientX, y: up.clientY })) return;
    const target = up.target instanceof Element ? up.target : null;
    const option = target?.closest('[role="option"]') ?? null;
    if (option && rootRef.current?.contains(option)) {
      choose(Number(option.getAttribute('data-index')));
    } else setOpen(false);
  };
  document.addEventListener('pointerup', onUp, { once: true });
}
