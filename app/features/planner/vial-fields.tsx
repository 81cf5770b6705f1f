/** The form's first part: what is in the vial, the water, the dose entered and the syringe. */
import { ChoiceGroup, FieldRow } from './field-controls';
import { fieldNames, peptideSlots, type PeptideSlot, type PlanInput } from './plan-params';
import type { PlanProblems } from './plan-values';

export interface PlanFieldsProps {
  input: PlanInput;
  problems: PlanProblems;
  onChange: (next: PlanInput) => void;
}

const doseHint = 'From your own protocol; the planner suggests none.';

const mixerChoices = [
  { value: '1', label: '1 ml syringe' },
  { value: '3', label: '3 ml syringe' },
] as const;

const mixerGroup = { legend: 'Water measured with', name: 'mixer', choices: mixerChoices };

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
  const nameField = fieldNames.nameField(slot);
  const amountField = fieldNames.amountField(slot);
  return (
    <FieldRow
      className="grid grid-cols-[1fr_8rem] gap-3"
      problems={problems}
      fields={[
        { name: nameField, label: `Peptide ${slot} name`, value: peptide.name },
        { name: amountField, label: 'Amount (mg)', value: peptide.amount },
      ].map((field, at) => ({
        ...field,
        mode: at === 0 ? 'text' : 'decimal',
        onChange: (value: string) => set(at === 0 ? { name: value } : { amount: value }),
      }))}
    />
  );
}

/** kind, selected and onToggle for a radio group over one top-level choice of the plan. */
export function bindChoice<K extends 'mixer' | 'frequency'>(
  { input, onChange }: PlanFieldsProps,
  key: K,
) {
  return {
    kind: 'radio' as const,
    selected: [input[key]],
    onToggle: (value: PlanInput[K]) => onChange({ ...input, [key]: value }),
  };
}

/** value and onChange for a top-level text field of the plan. */
export function bindField(
  { input, onChange }: PlanFieldsProps,
  key: 'water' | 'dose' | 'timesPerWeek' | 'dosesPerDay' | 'weeks' | 'start' | 'time',
) {
  return { value: input[key], onChange: (value: string) => onChange({ ...input, [key]: value }) };
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
      <FieldRow
        problems={problems}
        fields={[
          { name: 'water', label: 'Water added (ml)', ...bindField(props, 'water') },
          { name: 'dose', label: 'Dose (mcg)', hint: doseHint, ...bindField(props, 'dose') },
        ]}
      />
      <ChoiceGroup {...mixerGroup} {...bindChoice(props, 'mixer')} />
    </fieldset>
  );
}
