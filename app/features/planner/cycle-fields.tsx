/**
 * The form's second part: how often, how long, the titration steps as the user enters them,
 * the log's start date and time, and the price data to cost the cycle with. Every field shows
 * at all times, since without JavaScript the form cannot reveal fields as choices change.
 */
import { ChoiceGroup, FieldMessages, FieldRow, inputClasses } from './field-controls';
import { fieldNames, titrationSlots, weekdays, type Weekday } from './plan-params';
import type { PlannerProduct } from './price-offers';
import { bindChoice, bindField, type PlanFieldsProps } from './vial-fields';

const frequencyChoices = [
  { value: 'daily', label: 'Every day' },
  { value: 'times', label: 'Times a week' },
  { value: 'days', label: 'On chosen weekdays' },
] as const;

const frequencyGroup = { legend: 'How often', name: 'freq', choices: frequencyChoices };

const timesHint = "With 'Times a week'.";

const weekdayChoices = weekdays.map((day) => ({
  value: day,
  label: day.charAt(0).toUpperCase() + day.slice(1),
}));

function TitrationFields({ input, problems, onChange }: PlanFieldsProps) {
  const setStep = (index: number, change: { week?: string; dose?: string }) =>
    onChange({
      ...input,
      steps: input.steps.map((step, at) => (at === index ? { ...step, ...change } : step)),
    });
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Titration steps (optional)</legend>
      <p className="mt-1 text-xs text-slate-600">
        Only the steps of your own protocol: from a week on, a new dose in mcg.
      </p>
      <div className="mt-2 space-y-2">
        {titrationSlots.map((slot, index) => (
          <FieldRow
            key={slot}
            problems={problems}
            fields={[
              {
                name: fieldNames.stepWeekField(slot),
                label: `Step ${slot}: from week`,
                key: 'week',
              },
              {
                name: fieldNames.stepDoseField(slot),
                label: `Step ${slot}: dose (mcg)`,
                key: 'dose',
              },
            ].map(({ key, ...field }) => ({
              ...field,
              mode: key === 'week' ? 'numeric' : 'decimal',
              value: input.steps[index]?.[key as 'week' | 'dose'] ?? '',
              onChange: (value: string) => setStep(index, { [key]: value }),
            }))}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ProductSelect({
  input,
  onChange,
  products,
}: PlanFieldsProps & { products: PlannerProduct[] }) {
  return (
    <div>
      <label htmlFor="plan-product" className="block text-sm font-medium text-slate-800">
        Price data for
      </label>
      <select
        id="plan-product"
        name="product"
        value={input.product}
        aria-describedby="plan-product-hint"
        onChange={(event) => onChange({ ...input, product: event.target.value })}
        className={`mt-1 ${inputClasses}`}
      >
        <option value="">No price data</option>
        {products.map((product) => (
          <option key={product.key} value={product.key}>
            {product.name}
          </option>
        ))}
      </select>
      <FieldMessages id="plan-product" hint="The vial sizes and prices to cost the cycle with." />
    </div>
  );
}

/** How many times a week, how many doses on each dose day, and for how many weeks. */
function HowOftenFields(props: PlanFieldsProps) {
  const { problems } = props;
  return (
    <>
      <FieldRow
        problems={problems}
        fields={[
          {
            name: 'times',
            label: 'How many times a week',
            hint: timesHint,
            mode: 'numeric',
            ...bindField(props, 'timesPerWeek'),
          },
          {
            name: 'perday',
            label: 'Doses a day',
            hint: 'On each dose day, 1 to 4 (empty: 1).',
            mode: 'numeric',
            ...bindField(props, 'dosesPerDay'),
          },
        ]}
      />
      <FieldRow
        problems={problems}
        fields={[
          {
            name: 'weeks',
            label: 'Cycle length (weeks)',
            mode: 'numeric',
            ...bindField(props, 'weeks'),
          },
        ]}
      />
    </>
  );
}

export function CycleFields(props: PlanFieldsProps & { products: PlannerProduct[] }) {
  const { input, problems, onChange } = props;
  const toggleDay = (day: Weekday, checked: boolean) =>
    onChange({
      ...input,
      days: weekdays.filter((other) => (other === day ? checked : input.days.includes(other))),
    });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Cycle</legend>
      <ChoiceGroup {...frequencyGroup} {...bindChoice(props, 'frequency')} />
      <HowOftenFields {...props} />
      <ChoiceGroup<Weekday>
        legend="Weekdays"
        name="day"
        kind="checkbox"
        choices={weekdayChoices}
        selected={input.days}
        onToggle={toggleDay}
        hint="With 'On chosen weekdays'."
      />
      <TitrationFields {...props} />
      <FieldRow
        problems={problems}
        fields={[
          { name: 'start', label: 'Start date', type: 'date', ...bindField(props, 'start') },
          { name: 'time', label: 'Time of day', type: 'time', ...bindField(props, 'time') },
        ]}
      />
      <ProductSelect {...props} />
    </fieldset>
  );
}
