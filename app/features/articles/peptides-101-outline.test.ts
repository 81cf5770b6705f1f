import { describe, expect, it } from 'vitest';
import { peptides101ReadMinutes, peptides101Sections } from './peptides-101-outline';

describe('Peptides 101 outline', () => {
  it("uses the spec's anchors in order", () => {
    expect(peptides101Sections.map((section) => section.id)).toEqual([
      'what-are-peptides',
      'why-people-use',
      'safety',
      'administration',
      'choosing',
      'sourcing',
      'conclusion',
    ]);
  });

  it('is a 15 minute read', () => {
    expect(peptides101ReadMinutes).toBe(15);
  });
});
