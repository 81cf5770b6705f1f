/** The vendor's independent lab grade with its scores and dates (spec: "Lab grade record"). */
import { FlaskConical } from 'lucide-react';
import { Notice } from '~/components/ui/notice';
import type { VendorDetail } from './vendor-detail-data';
import { LabGradeBadge } from './vendor-badges';

type Grade = NonNullable<VendorDetail['grade']>;

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function TestDates({ grade }: { grade: Grade }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
      <div>
        <dt className="inline text-slate-600">Tests: </dt>
        <dd className="inline font-medium text-slate-900 tabular">{grade.tests}</dd>
      </div>
      <div>
        <dt className="inline text-slate-600">Tested: </dt>
        <dd className="inline font-medium text-slate-900 tabular">
          <time dateTime={grade.testDate}>{formatDate(grade.testDate)}</time>
        </dd>
      </div>
      <div>
        <dt className="inline text-slate-600">Re-test due: </dt>
        <dd className="inline font-medium text-slate-900 tabular">
          <time dateTime={grade.expiryDate}>{formatDate(grade.expiryDate)}</time>
        </dd>
      </div>
    </dl>
  );
}

export function LabGradePanel({ grade }: { grade: Grade }) {
  const { scores } = grade;
  return (
    <section
      aria-labelledby="lab-grade-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="lab-grade-heading"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <FlaskConical aria-hidden="true" className="size-5 text-brand-700" />
          Lab Testing Grade
        </h2>
        <LabGradeBadge
          peptide={grade.peptide}
          grade={grade.grade}
          description={grade.gradeDescription}
        />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {scores.map((score) => (
          <div key={score.label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{score.label}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular">
              {score.value}
              <span className="text-sm font-normal text-slate-600">{score.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      {grade.certificateUrl ? (
        <a
          href={grade.certificateUrl}
          rel="noopener noreferrer nofollow"
          className="mt-4 block text-sm underline"
        >
          Certificate of analysis
        </a>
      ) : null}
      <TestDates grade={grade} />
      {grade.expired ? (
        <Notice tone="warning" className="mt-4">
          This grade is past its re-test date. Treat it as a historical result and ask the vendor
          for a recent certificate of analysis.
        </Notice>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        Only {grade.peptide} is graded. Scores summarise third-party tests of the samples named;
        other products and batches may differ.
      </p>
    </section>
  );
}
