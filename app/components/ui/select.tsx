/**
 * A labelled select: the platform's own <select>, before, during and after the app's start. A
 * phone shows its own picker at the first tap, whether the app has started or not, and nothing
 * swaps the control for another element when it does: the choice made meanwhile stays (the app
 * takes it on, root.tsx). Inside a GET form it works without JavaScript too.
 */

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  id: string;
  name: string;
  /** Visible label text, shown above the control. */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange?: (value: string) => void;
  className?: string;
}

const controlClasses =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition-colors duration-150 hover:border-slate-400';

export function Select({
  id,
  name,
  label,
  value,
  options,
  onValueChange,
  className = '',
}: SelectProps) {
  if (options.some((option) => option.value === '')) {
    throw new Error(`Select ${name}: an option must not have an empty value`);
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
        className={controlClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
