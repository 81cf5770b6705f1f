/** /admin/lab-results: one lab result, as its certificate of analysis states it. */
import { Form } from 'react-router';
import { labGrades, labGradeDescriptions } from '~/data/vendor-types';
import { SubmitButton, TextField } from '~/features/auth/form-controls';
import type { EditorOutcome } from './editor-actions.server';
import { SelectField, today } from './editor-fields';

const fields = [
  { name: 'peptide', label: 'Peptide' },
  { name: 'lab', label: 'Lab' },
  { name: 'testedOn', label: 'Tested on', type: 'date', value: today },
  { name: 'expiresOn', label: 'Re-test due', type: 'date' },
  { name: 'purityPercent', label: 'Purity (%)', inputMode: 'decimal' },
  { name: 'numTests', label: 'Tests behind the grade', inputMode: 'numeric', value: () => '1' },
  { name: 'labelMg', label: 'Labelled amount (mg)', inputMode: 'decimal' },
  { name: 'measuredMg', label: 'Measured amount (mg)', inputMode: 'decimal' },
] as const satisfies {
  name: string;
  label: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric';
  value?: () => string;
}[];

export function LabResultForm({
  vendors,
  outcome,
}: {
  vendors: { slug: string; name: string }[];
  outcome?: EditorOutcome;
}) {
  const errors: Record<string, string | undefined> =
    (outcome && !outcome.ok && outcome.fieldErrors) || {};
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Vendor"
        name="vendor"
        error={errors.vendor}
        options={vendors.map((vendor) => ({ value: vendor.slug, label: vendor.name }))}
      />
      <SelectField
        label="Grade"
        name="grade"
        error={errors.grade}
        options={labGrades.map((grade) => ({
          value: grade,
          label: `${grade} (${labGradeDescriptions[grade]})`,
        }))}
      />
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          required
          type={'type' in field ? field.type : undefined}
          inputMode={'inputMode' in field ? field.inputMode : undefined}
          defaultValue={'value' in field ? field.value() : undefined}
          error={errors[field.name]}
        />
      ))}
      <div className="sm:col-span-2">
        <TextField
          label="Certificate of analysis (web address, optional)"
          name="certificateUrl"
          type="url"
          error={errors.certificateUrl}
        />
      </div>
      <div className="sm:col-span-2 sm:max-w-xs">
        <SubmitButton intent="lab-result" busyLabel="Adding...">
          Add lab result
        </SubmitButton>
      </div>
    </Form>
  );
}
