/**
 * Category sections (spec: "Home"): Healing, Muscle Growth, Fat Loss, Cognitive, Other, each up
 * to six peptides by popularity, 'Most Popular' on the first card.
 */
import { IconSprite } from '~/components/ui/icon-sprite';
import { PeptideCard } from '../peptide-card';
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
    <div className="space-y-10">
      <IconSprite names={['shield-check']} />
      {shown.map((section) => {
        const headingId = `category-${slugify(section.category)}`;
        return (
          <section key={section.category} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-2xl font-bold text-slate-900">
              {section.category}
            </h2>
            <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
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
