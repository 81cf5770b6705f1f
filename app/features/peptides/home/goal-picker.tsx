/**
 * The goal picker (spec: "Home"): four goal cards; after a pick, 'Perfect! You selected: ...'
 * with 'View Recommended Peptides' and 'Choose Different Goal'. Buttons of a GET form: without
 * JavaScript a card loads `/?goal=…` (goals.ts) at the results.
 */
import type { MouseEvent } from 'react';
import { Brain, CircleCheck, Dumbbell, Flame, HeartPulse } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button-link';
import { researchGoals, type ResearchGoal } from '../goals';

const goalIcons = {
  healing: HeartPulse,
  muscle: Dumbbell,
  'fat-loss': Flame,
  cognition: Brain,
} as const;

/** With JavaScript a button acts on the page instead of submitting its form. */
const inPlace = (act: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  act();
};

function PickStatus({
  selected,
  onViewResults,
  onReset,
}: {
  selected: ResearchGoal | null;
  onViewResults: () => void;
  onReset: () => void;
}) {
  // The status line stays in the page so screen readers announce the pick.
  return (
    <div
      className={
        selected
          ? 'mt-4 flex flex-col gap-3 rounded-lg border border-brand-600/40 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between'
          : undefined
      }
    >
      <p role="status" className="flex items-center gap-2 font-semibold text-brand-900">
        {selected ? (
          <>
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            Perfect! You selected: {selected.title}
          </>
        ) : null}
      </p>
      {selected ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="goal"
            value={selected.id}
            className={buttonClasses.primary}
            onClick={inPlace(onViewResults)}
          >
            View Recommended Peptides
          </button>
          <button
            type="submit"
            formAction="/#goal-picker-heading"
            className={buttonClasses.secondary}
            onClick={inPlace(onReset)}
          >
            Choose Different Goal
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function GoalPicker({
  selected,
  onPick,
  onViewResults,
  onReset,
}: {
  selected: ResearchGoal | null;
  onPick: (goal: ResearchGoal) => void;
  onViewResults: () => void;
  onReset: () => void;
}) {
  return (
    <section aria-labelledby="goal-picker-heading">
      <h2 id="goal-picker-heading" className="text-xl font-semibold text-slate-900">
        What are you researching?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Pick a research goal to see the peptides most studied for it.
      </p>
      <form method="get" action="/#peptide-results">
        {/* Two by two on a phone, the titles alone: four full-width cards filled the first screen. */}
        <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {researchGoals.map((goal) => {
            const Icon = goalIcons[goal.id];
            const isSelected = selected?.id === goal.id;
            return (
              <button
                key={goal.id}
                type="submit"
                name="goal"
                value={goal.id}
                aria-pressed={isSelected}
                onClick={inPlace(() => onPick(goal))}
                className="goal-card"
              >
                <Icon aria-hidden="true" />
                <span>
                  <span>{goal.title}</span>
                  <span>{goal.summary}</span>
                </span>
              </button>
            );
          })}
        </div>
        <PickStatus selected={selected} onViewResults={onViewResults} onReset={onReset} />
      </form>
    </section>
  );
}
