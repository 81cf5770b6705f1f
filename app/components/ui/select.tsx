/**
 * Select dropdown, a WAI-ARIA select-only combobox (https://www.w3.org/WAI/ARIA/apg/patterns/
 * combobox/examples/combobox-select-only/). Hand-built rather than Radix Select: Radix added about
 * 6 KB gzip to /vendors (150 KB budget per page), and the spec's behaviour is small enough to own.
 * Spec behaviour ("States and transitions", select dropdown): opens on click or on Space,
 * Enter, ArrowUp, ArrowDown; closes on outside click, Escape, window blur or resize; a pointer
 * that moves up to 10 px between press and release still counts as a click; an option with an
 * empty value is an error. The server HTML carries a native <select> with the same name, so a
 * GET form containing it works before (and without) JavaScript.
 */
import { SelectListbox, controlClasses } from './select-listbox';
import type { SelectProps } from './select-types';
import { useHydrated } from './use-hydrated';

export { clickTolerancePx, isClickGesture } from './select-listbox';
export type { SelectOption, SelectProps } from './select-types';

export function Select({
  id,
  name,
  label,
  value,
  options,
  onValueChange,
  className = '',
}: SelectProps) {
  const hydrated = useHydrated();
  if (options.some((option) => option.value === '')) {
    throw new Error(`Select ${name}: an option must not have an empty value`);
  }
  return (
    <div className={className}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-700"
      >
        {label}
      </label>
      {hydrated ? (
        <SelectListbox
          id={id}
          name={name}
          value={value}
          options={options}
          onValueChange={onValueChange}
        />
      ) : (
        <select id={id} name={name} defaultValue={value} className={controlClasses}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
