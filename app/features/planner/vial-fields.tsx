/** The form's first part: what is in the vial, the water, the dose entered and the syringe. */
import { ChoiceGroup, TextField } from './field-controls';
import {
  fieldNames,
  peptideSlots,
  type MixingSyringe,
  type PeptideSlot,
  type PlanInput,
} from './plan-params';
import type { PlanProblems } from './plan-values';

export interface PlanFieldsProps {
  input: PlanInput;
  problems: PlanProblems;
  onChange: (next: PlanInput) => void;
}

const mixerChoices = [
  { value: '1', label: '1 ml syringe' },
  { value: '3', label: '3 ml syringe' },
] as const;

function PeptideRow({ slot, input, problems, onChange }: PlanFieldsProps & { slot: PeptideSlot }) {
  const index = slot - 1;
  const peptide = input.peptides[index] ?? { name: '', amount: '' };
  const set = (change: Partial<typeof peptide>) =>
    onChange({
      ...input,
      peptides: input.peptides.map((other, at) =>
        at === index ? { ...peptide, ...change } : other,
      ),
    });
  return (
    <div className="grid grid-cols-[1fr_8rem] gap-3">
      <TextField
        id={`plan-name${slot}`}
        name={fieldNames.nameField(slot)}
        label={`Peptide ${slot} name`}
        mode="text"
        value={peptide.name}
        onChange={(name) => set({ name })}
      />
      <TextField
        id={`plan-amount${slot}`}
        name={fieldNames.amountField(slot)}
        label="Amount (mg)"
        mode="decimal"
        value={peptide.amount}
        error={problems[fieldNames.amountField(slot)]}
        onChange={(amount) => set({ amount })}
      />
    </div>
  );
}

export function VialFields(props: PlanFieldsProps) {
  const { input, problems, onChange } = props;
  const dosedChoices = peptideSlots.map((slot) => ({
    value: String(slot),
    label: input.peptides[slot - 1]?.name || `Peptide ${slot}`,
  }));
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Vial and dose</legend>
      <p className="text-xs text-slate-600">
        One peptide, or a blend of two or three in one vial: leave the rows you do not need empty.
      </p>
      {peptideSlots.map((slot) => (
        <PeptideRow key={slot} slot={slot} {...props} />
      ))}
      <ChoiceGroup
        legend="Dose entered for"
        name="dosed"
        kind="radio"
        choices={dosedChoices}
        selected={[String(input.dosed)]}
        onToggle={(value) => onChange({ ...input, dosed: Number(value) as PeptideSlot })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="plan-water"
          name="water"
          label="Water added (ml)"
          mode="decimal"
          value={input.water}
          error={problems.water}
          onChange={(water) => onChange({ ...input, water })}
        />
        <TextField
          id="plan-dose"
          name="dose"
          label="Dose (mcg)"
          hint="From your own protocol; the planner suggests none."
          mode="decimal"
          value={input.dose}
          error={problems.dose}
          onChange={(dose) => onChange({ ...input, dose })}
        />
      </div>
      <ChoiceGroup<MixingSyringe>
        legend="Water measured with"
        name="mixer"
        kind="radio"
        choices={mixerChoices}
        selected={[input.mixer]}
        onToggle={(mixer) => onChange({ ...input, mixer })}
      />
    </fieldset>
  );
}
