/**
 * Which badge colour each label gets (DESIGN.md: colour carries meaning only). The spec styles
 * effectiveness 'Most Effective', 'Effective', 'Moderate' and interaction 'Synergistic',
 * 'Compatible', 'Avoid Combination'; everything else is neutral.
 */
import type { BadgeVariant } from '~/components/ui/badge';
import type { Difficulty } from '~/data/peptide-types';

export const difficultyVariant: Record<Difficulty, BadgeVariant> = {
  Beginner: 'success',
  Intermediate: 'info',
  Advanced: 'caution',
};

export function effectivenessVariant(effectiveness: string): BadgeVariant {
  if (effectiveness === 'Most Effective') return 'success';
  if (effectiveness === 'Effective') return 'brand';
  if (effectiveness === 'Moderate') return 'caution';
  return 'neutral';
}

export function interactionVariant(interaction: string): BadgeVariant {
  if (interaction === 'Synergistic') return 'success';
  if (interaction === 'Compatible') return 'info';
  if (interaction === 'Avoid Combination' || interaction === 'Avoid') return 'danger';
  return 'neutral';
}
