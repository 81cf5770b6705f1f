/**
 * The sidebar's "Cycle duration" must not promise more than the source the profile gives for it:
 * where a profile's quick guide takes its cycle from a medicine's label, the sidebar repeats the
 * label's course and names the label.
 */
import { describe, expect, it } from 'vitest';
import { simplePeptideRecords, stackRecords } from './peptide-records';
import { stacks } from './stacks';
import { slugify } from '~/utils/site';
import { detailedProfiles } from './profiles';

const fromLabel = /^(?<course>[^,;(]+)[^(]*\((?<label>[^)]*label)\)$/;

const labelled = Object.entries(detailedProfiles).flatMap(([slug, profile]) => {
  const match = fromLabel.exec(profile.quickGuide?.cycle ?? '');
  return match?.groups ? [[slug, match.groups.course!, match.groups.label!] as const] : [];
});

describe('cycle durations', () => {
  it('finds the profiles whose cycle comes from a label', () => {
    expect(labelled.map(([slug]) => slug)).toEqual(['selank']);
  });

  it.each(labelled)("%s's sidebar gives the label's course", (slug, course, label) => {
    expect(simplePeptideRecords[slug]?.duration).toBe(`${course.trim()} (${label})`);
  });

  it('gives Selank the two-week course of its Russian label', () => {
    expect(simplePeptideRecords.selank?.duration).toBe('Two-week courses (Russian label)');
  });

  it("gives a stack holding Selank no course longer than Selank's label", () => {
    const withSelank = stacks.filter((stack) => stack.peptides.some((p) => p.name === 'Selank'));
    expect(withSelank.map((stack) => stack.name)).toEqual(['Cognitive Focus Stack']);
    for (const stack of withSelank) {
      expect(stackRecords[slugify(stack.name)]?.duration).toBe(
        "Two-week courses (Selank's Russian label)",
      );
    }
  });
});
