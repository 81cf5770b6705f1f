/**
 * Which badge colour each label gets (colour carries meaning only). The spec styles
 * effectiveness 'Most Effective', 'Effective', 'Moderate' and interaction 'Synergistic',
 * 'Compatible', 'Avoid Combination' (interaction-label.ts maps the recorded values to these);
 * everything else is neutral.
 */
import type { BadgeVariant } from '~/components/ui/badge';
import type { Difficulty } from '~/data/peptide-types';
import type { InteractionLabel } from './interaction-label';

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

export const interactionVariant: Record<InteractionLabel, BadgeVariant> = {
  Synergistic: 'success',
  Compatible: 'info',
  'Avoid Combination': 'danger',
  Unknown: 'neutral',
};
