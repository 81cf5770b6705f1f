/** Outline of the Peptides 101 article: the spec's anchors in order and its read time. */
export const peptides101ReadMinutes = 15;

export const peptides101Sections = [
  { id: 'what-are-peptides', title: 'What are peptides?' },
  { id: 'why-people-use', title: 'Why people research peptides' },
  { id: 'safety', title: 'Safety first' },
  { id: 'administration', title: 'How peptides are administered' },
  { id: 'choosing', title: 'Choosing a first peptide to study' },
  { id: 'sourcing', title: 'Sourcing and quality' },
  { id: 'conclusion', title: 'Conclusion' },
] as const;

export type Peptides101SectionId = (typeof peptides101Sections)[number]['id'];
