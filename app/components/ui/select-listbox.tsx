/**
 * The scripted half of the Select: a select-only combobox with its listbox. Focus stays on the
 * combobox; aria-activedescendant names the highlighted option (WAI-ARIA APG pattern).
 */
import { Check, ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
export { clickTolerancePx, isClickGesture } from './select-listbox-keys';
import { onOpenListKey, openKeys, pressWithMouse, useCloseOutside } from './select-listbox-keys';
import type { SelectProps } from './select-types';

export const controlClasses =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm transition-colors duration-150 hover:border-slate-400';

/** The open state, the highlighted option and the two ways of leaving the list. */
function useListbox({
  value,
  options,
  onValueChange,
}: Pick<SelectProps, 'value' | 'options' | 'onValueChange'>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  useCloseOutside(open, rootRef, setOpen);
  function show(index = selectedIndex) {
    setActive(index);
    setOpen(true);
  }
  function choose(index: number) {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onValueChange?.(option.value);
  }
  return { open, setOpen, active, setActive, rootRef, selectedIndex, show, choose };
}

export function SelectListbox({
  id,
  name,
  value,
  options,
  onValueChange,
}: Omit<SelectProps, 'label' | 'className'>) {
  const listId = useId();
  const typed = useRef({ text: '', at: 0 });
  const listbox = useListbox({ value, options, onValueChange });
  const { open, setOpen, active, setActive, rootRef, selectedIndex, show, choose } = listbox;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (open) return onOpenListKey(event, { options, active, setActive, choose, setOpen, typed });
    if (openKeys.includes(event.key)) {
      event.preventDefault();
      show();
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
        onPointerDown={(event) => pressWithMouse(event, listbox)}
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
      <OptionList
        {...{ id, listId, open, value, options, active }}
        onHover={setActive}
        onChoose={choose}
      />
    </div>
  );
}

function OptionList({
  id,
  listId,
  open,
  value,
  options,
  active,
  onHover,
  onChoose,
}: Pick<SelectProps, 'id' | 'value' | 'options'> & {
  listId: string;
  open: boolean;
  active: number;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  return (
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
          onPointerMove={() => onHover(index)}
          onClick={() => onChoose(index)}
        >
          {option.value === value ? (
            <Check aria-hidden="true" className="absolute left-2 size-4 text-brand-700" />
          ) : null}
          {option.label}
        </li>
      ))}
    </ul>
  );
}
