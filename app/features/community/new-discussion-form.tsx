/**
 * The new-discussion form (spec: "New discussion"): optional category with its coloured dot,
 * title with a live n/200 counter, content (12 rows), 'Submit for Review' / 'Submitting...'.
 * A plain <Form>: the server answers a redirect to the list, or the errors shown here.
 */
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import type { ActionRefused } from '~/utils/action-result';
import { MissingHint } from '~/components/ui/missing-hint';
import { useHydrated } from '~/components/ui/use-hydrated';
import { CategoryDot } from './category-badge';
import { discussionContentMaxLength, discussionTitleMaxLength } from './community-limits';
import { missingDiscussionFields } from './missing-fields';
import type { Category } from './types';

/** The action's refusal: `message` above the form, `fieldErrors` under the fields. */
export type NewDiscussionFormResult = ActionRefused & {
  values?: { title: string; content: string; categoryId: string };
};

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function CategoryField({
  categories,
  value,
  error,
  onChange,
}: FieldProps & { categories: Pick<Category, 'id' | 'name' | 'color'>[] }) {
  const chosen = categories.find((category) => category.id === value);
  return (
    <div>
      <label htmlFor="categoryId" className="block text-sm font-medium text-slate-800">
        Category <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="relative mt-1">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2">
          <CategoryDot color={chosen?.color ?? '#94a3b8'} />
        </span>
        <select
          id="categoryId"
          name="categoryId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'categoryId-error' : undefined}
          className={`${inputClass} min-h-11 pl-8`}
        >
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <FieldError id="categoryId-error" message={error} />
    </div>
  );
}

function TitleField({ value, error, onChange }: FieldProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor="title" className="block text-sm font-medium text-slate-800">
          Title
        </label>
        <span className="text-xs text-slate-600 tabular" aria-live="polite">
          {value.length}/{discussionTitleMaxLength}
        </span>
      </div>
      <input
        id="title"
        name="title"
        type="text"
        required
        maxLength={discussionTitleMaxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="What would you like to discuss?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'title-error' : undefined}
        className={`${inputClass} mt-1 min-h-11`}
      />
      <FieldError id="title-error" message={error} />
    </div>
  );
}

function ContentField({ value, error, onChange }: FieldProps) {
  return (
    <div>
      <label htmlFor="content" className="block text-sm font-medium text-slate-800">
        Content
      </label>
      <textarea
        id="content"
        name="content"
        rows={12}
        required
        maxLength={discussionContentMaxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Share the study, question or experience. Cite sources where you can."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'content-error' : undefined}
        className={`${inputClass} mt-1`}
      />
      <FieldError id="content-error" message={error} />
    </div>
  );
}

export function NewDiscussionForm({
  categories,
  result,
}: {
  categories: Pick<Category, 'id' | 'name' | 'color'>[];
  result?: NewDiscussionFormResult;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [title, setTitle] = useState(result?.values?.title ?? '');
  const [content, setContent] = useState(result?.values?.content ?? '');
  const [categoryId, setCategoryId] = useState(result?.values?.categoryId ?? '');
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const missing = missingDiscussionFields(title, content);
  const errors = result?.fieldErrors ?? {};
  const alert = result?.message;

  return (
    <Form method="post" className="space-y-5" noValidate={false}>
      {alert ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {alert}
        </div>
      ) : null}

      <CategoryField
        categories={categories}
        value={categoryId}
        error={errors.categoryId}
        onChange={setCategoryId}
      />
      <TitleField value={title} error={errors.title} onChange={setTitle} />
      <ContentField value={content} error={errors.content} onChange={setContent} />

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="submit"
          disabled={hydrated && (missing !== undefined || submitting)}
          aria-describedby={missing ? 'discussion-missing' : undefined}
          className={`${buttonClasses.primary} w-full sm:w-auto`}
        >
          {submitting ? 'Submitting...' : 'Submit for Review'}
        </button>
        <MissingHint
          id="discussion-missing"
          text={missing}
          hideWhenFilled="[form:has(#title:not(:placeholder-shown)):has(#content:not(:placeholder-shown))_&]:hidden"
        />
      </div>
    </Form>
  );
}
