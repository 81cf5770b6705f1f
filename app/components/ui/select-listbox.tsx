/**
 * The scripted half of the Select: a select-only combobox with its listbox. Focus stays on the
 * combobox; aria-activedescendant names the highlighted option (WAI-ARIA APG pattern).
 */
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SelectProps } from './select-types';

export const controlClasses =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm transition-colors duration-150 hover:border-slate-400';

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

const openKeys = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

export function SelectListbox({
  id,
  name,
  value,
  options,
  onValueChange,
}: Omit<SelectProps, 'label' | 'className'>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

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
  }, [open]);

  function show(index = selectedIndex) {
    setActive(index);
    setOpen(true);
  }
  function choose(index: number) {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onValueChange?.(option.value);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
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

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!open) {
      if (openKeys.includes(event.key)) {
        event.preventDefault();
        show();
      }
      return;
    }
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

  return (
    <div ref={rootRef} className="relative">
      <input type="hidden" name={name} value={value} />
      <button
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        className={`${controlClasses} ${open ? 'border-brand-700' : ''}`}
        onPointerDown={onPointerDown}
        onClick={(event) => {
          // Mouse presses are handled on pointerdown; this is touch, pen and assistive tech.
          if (
            event.detail === 0 ||
            (event.nativeEvent as globalThis.PointerEvent).pointerType !== 'mouse'
          ) {
            if (open) setOpen(false);
            else show();
          }
        }}
        onKeyDown={onKeyDown}
      >
        <span>{options[selectedIndex]?.label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={`${id}-label`}
        hidden={!open}
        // Keeps focus on the combobox while an option is pressed.
        onPointerDown={(event) => event.preventDefault()}
        className="absolute z-30 mt-1 w-full min-w-max rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {options.map((option, index) => (
          // Focus stays on the combobox (aria-activedescendant); options take pointer input only.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            data-index={index}
            aria-selected={option.value === value}
            className={`relative flex min-h-11 cursor-pointer items-center rounded py-2 pr-3 pl-8 text-sm select-none ${
              index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-900'
            } ${option.value === value ? 'font-semibold' : ''}`}
            onPointerMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.value === value ? (
              <Check aria-hidden="true" className="absolute left-2 size-4 text-brand-700" />
            ) : null}
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
