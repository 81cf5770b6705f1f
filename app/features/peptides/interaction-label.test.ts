import { describe, expect, it } from 'vitest';
import { interactionValues } from '~/data/peptide-types';
import { detailedProfiles } from '~/data/profiles';
import { interactionLabel, interactionLabels } from './interaction-label';

describe('interaction labels', () => {
  it('shows one of the spec four labels for every value the profiles record', () => {
    const recorded = Object.values(detailedProfiles).flatMap((profile) =>
      profile.peptideInteractions.map((interaction) => interaction.interaction),
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const value of [...recorded, ...interactionValues]) {
      expect(interactionLabels, value).toContain(interactionLabel(value));
    }
  });

  it('maps each recorded value to the label a reader should act on', () => {
    expect(interactionValues.map((value) => [value, interactionLabel(value)])).toEqual([
      ['Synergistic', 'Synergistic'],
      ['Compatible', 'Compatible'],
      ['Redundant', 'Avoid Combination'],
      ['Monitor', 'Unknown'],
      ['Avoid Combination', 'Avoid Combination'],
      ['Avoid', 'Avoid Combination'],
      ['Use Caution', 'Avoid Combination'],
      ['Potentially Synergistic', 'Synergistic'],
      ['Generally Compatible', 'Compatible'],
      ['Required', 'Compatible'],
    ]);
  });

  it('calls a value outside the data Unknown', () => {
    expect(interactionLabel('Something new')).toBe('Unknown');
  });
});
