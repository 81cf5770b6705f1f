/**
 * The form's second part: how often, how long, the titration steps as the user enters them,
 * the log's start date and time, and the price data to cost the cycle with. Every field shows
 * at all times, since without JavaScript the form cannot reveal fields as choices change.
 */
import { ChoiceGroup, FieldMessages, inputClasses, TextField } from './field-controls';
import { fieldNames, titrationSlots, weekdays, type Frequency, type Weekday } from './plan-params';
import { plannerProducts } from './price-offers';
import type { PlanFieldsProps } from './vial-fields';

const frequencyChoices = [
  { value: 'daily', label: 'Every day' },
  { value: 'times', label: 'Times a week' },
  { value: 'days', label: 'On chosen weekdays' },
] as const;

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
          <div key={slot} className="grid grid-cols-2 gap-3">
            <TextField
              id={`plan-step${slot}week`}
              name={fieldNames.stepWeekField(slot)}
              label={`Step ${slot}: from week`}
              mode="numeric"
              value={input.steps[index]?.week ?? ''}
              error={problems[fieldNames.stepWeekField(slot)]}
              onChange={(week) => setStep(index, { week })}
            />
            <TextField
              id={`plan-step${slot}dose`}
              name={fieldNames.stepDoseField(slot)}
              label={`Step ${slot}: dose (mcg)`}
              mode="decimal"
              value={input.steps[index]?.dose ?? ''}
              error={problems[fieldNames.stepDoseField(slot)]}
              onChange={(dose) => setStep(index, { dose })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function ProductSelect({ input, onChange }: PlanFieldsProps) {
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
        {plannerProducts.map((product) => (
          <option key={product.key} value={product.key}>
            {product.name}
          </option>
        ))}
      </select>
      <FieldMessages id="plan-product" hint="The vial sizes and prices to cost the cycle with." />
    </div>
  );
}

export function CycleFields(props: PlanFieldsProps) {
  const { input, problems, onChange } = props;
  const text = (name: 'weeks' | 'timesPerWeek' | 'start' | 'time') => (value: string) =>
    onChange({ ...input, [name]: value });
  const toggleDay = (day: Weekday, checked: boolean) =>
    onChange({
      ...input,
      days: weekdays.filter((other) => (other === day ? checked : input.days.includes(other))),
    });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Cycle</legend>
      <ChoiceGroup<Frequency>
        legend="How often"
        name="freq"
        kind="radio"
        choices={frequencyChoices}
        selected={[input.frequency]}
        onToggle={(frequency) => onChange({ ...input, frequency })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="plan-times"
          name="times"
          label="How many times a week"
          hint="With 'Times a week'."
          mode="numeric"
          value={input.timesPerWeek}
          error={problems.times}
          onChange={text('timesPerWeek')}
        />
        <TextField
          id="plan-weeks"
          name="weeks"
          label="Cycle length (weeks)"
          mode="numeric"
          value={input.weeks}
          error={problems.weeks}
          onChange={text('weeks')}
        />
      </div>
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
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="plan-start"
          name="start"
          label="Start date"
          type="date"
          value={input.start}
          error={problems.start}
          onChange={text('start')}
        />
        <TextField
          id="plan-time"
          name="time"
          label="Time of day"
          type="time"
          value={input.time}
          error={problems.time}
          onChange={text('time')}
        />
      </div>
      <ProductSelect {...props} />
    </fieldset>
  );
}
