/** Filter pills (spec: "Home"): All or one category; the choice limits which sections show. */
import { filterOptions, type CategoryFilter } from '../goals';

export function FilterPills({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter peptides by category" className="flex flex-wrap gap-2">
      {filterOptions.map((option) => {
        const active = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors duration-150 ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
