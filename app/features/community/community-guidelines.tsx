/** The guidelines card of the community home and the new-discussion page (spec wording). */
import { ShieldCheck } from 'lucide-react';

export const guidelines = [
  'All discussions require approval before they appear.',
  'Share respectfully: critique ideas, not people.',
  'No medical advice: research and education only.',
  'Keep vendor discussions factual and evidence-based.',
  'Quality over quantity.',
];

export function CommunityGuidelines({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="guidelines-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Heading
        id="guidelines-heading"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Community Guidelines
      </Heading>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {guidelines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
