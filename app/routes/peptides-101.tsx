import { BookOpen, Clock } from 'lucide-react';
import type { Route } from './+types/peptides-101';
import { Badge } from '~/components/ui/badge';
import { Notice } from '~/components/ui/notice';
import { Peptides101Body } from '~/features/articles/peptides-101-body';
import {
  peptides101ReadMinutes,
  peptides101Sections,
} from '~/features/articles/peptides-101-outline';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

export const headers = () => publicPageCache(86_400, { query: [] });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptides 101: A Beginner Guide',
    description:
      'A beginner guide to research peptides: what they are, why they are studied, safety, administration, choosing and sourcing.',
    keywords: ['peptides 101', 'beginner guide to peptides', 'what are peptides'],
    path: '/articles/peptides-101',
    type: 'article',
  });

export default function Peptides101Page() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">
            <BookOpen aria-hidden="true" className="size-3.5" />
            Beginner Guide
          </Badge>
          <span className="flex items-center gap-1 text-sm text-slate-600 tabular">
            <Clock aria-hidden="true" className="size-4" />
            {peptides101ReadMinutes} min read
          </span>
        </div>
        <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">
          Peptides 101: A Beginner Guide
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          What peptides are, why they are studied, and how to think about safety, administration and
          sourcing before anything else.
        </p>
        <Notice tone="warning" className="mt-4">
          Educational content only, not medical advice. Research peptides are for research use only
          and not for human consumption. Consult a healthcare provider; individual results vary.
        </Notice>
      </header>
      <nav
        aria-labelledby="toc-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="toc-heading" className="text-base font-semibold text-slate-900">
          Table of contents
        </h2>
        <ol className="mt-2 list-decimal space-y-0.5 pl-5 text-sm">
          {peptides101Sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-brand-800 underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Peptides101Body />
    </article>
  );
}
