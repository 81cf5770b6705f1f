/**
 * Filter pills (spec: "Home"): All or one category; the choice limits which sections show.
 * Buttons of a GET form: without JavaScript a pill loads `/?category=…` (goals.ts).
 */
import { filterOptions, type CategoryFilter, type ResearchGoal } from '../goals';

export function FilterPills({
  value,
  goal,
  onChange,
}: {
  value: CategoryFilter;
  goal: ResearchGoal | null;
  onChange: (filter: CategoryFilter) => void;
}) {
  return (
    // The group is a div inside the form: a form may not take the group role (axe).
    <form method="get" action="/#peptide-results">
      {goal ? <input type="hidden" name="goal" value={goal.id} /> : null}
      <div role="group" aria-label="Filter peptides by category" className="flex flex-wrap gap-2">
        {filterOptions.map((option) => {
          const active = option === value;
          return (
            <button
              key={option}
              type="submit"
              name="category"
              value={option}
              aria-pressed={active}
              onClick={(event) => {
                event.preventDefault();
                onChange(option);
              }}
              className="pill"
            >
              {option}
            </button>
          );
        })}
      </div>
    </form>
  );
}
