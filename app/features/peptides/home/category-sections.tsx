/**
 * Category sections (spec: "Home"): Healing, Muscle Growth, Fat Loss, Cognitive, Other, each up
 * to six peptides by popularity, 'Most Popular' on the first card. On a phone each section is a
 * row that scrolls sideways (stacked, the five sections made the page 11,745 px tall);
 * the next card peeks in at the edge and a note says how many cards the row holds.
 */
import { ScoreLegend } from '~/components/ui/score-legend';
import { PeptideCard } from '../peptide-card';
import { peptideCardLegend } from '../score-legends';
import type { CategorySection } from '../types';
import type { CategoryFilter } from '../goals';
import { slugify } from '~/utils/site';

export function CategorySections({
  sections,
  filter,
}: {
  sections: CategorySection[];
  filter: CategoryFilter;
}) {
  const shown = sections.filter((section) => filter === 'All' || section.category === filter);
  return (
    <div className="space-y-8 md:space-y-10">
      <ScoreLegend items={peptideCardLegend} section="verified" />
      {shown.map((section) => {
        const headingId = `category-${slugify(section.category)}`;
        return (
          <section key={section.category} aria-labelledby={headingId}>
            <div className="flex items-baseline justify-between gap-2">
              <h2 id={headingId} className="text-2xl font-bold text-slate-900">
                {section.category}
              </h2>
              {section.peptides.length > 1 ? (
                <p className="text-xs text-slate-600 tabular md:hidden">
                  {`Swipe for all ${section.peptides.length}`}
                </p>
              ) : null}
            </div>
            <div className="category-row">
              {section.peptides.map((peptide, i) => (
                <PeptideCard key={peptide.slug} peptide={peptide} mostPopular={i === 0} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
