/**
 * The table of contents of a peptide page: one entry per section the page
 * shows, in page order, each pointing at its heading's id.
 */
import type { OutlineItem } from '~/components/layout/page-outline';
import type { DetailedPeptideProfile } from '~/data/peptide-types';
import { slugify } from '~/utils/site';
import type { PeptideDetailData } from '../types';

/** The id of a detail section's heading (section.tsx). */
export const sectionId = (title: string) => `section-${slugify(title)}`;

/** The id of the tabs' block (profile-tabs.tsx), where the tab links land too. */
export const researchDetailsId = 'research-details';

const entry = (title: string, label = title): OutlineItem => ({ id: sectionId(title), label });

function profileOutline(profile: DetailedPeptideProfile): OutlineItem[] {
  return [
    entry(`What is ${profile.name}?`, 'What it is'),
    entry('Key Benefits'),
    entry('Mechanism of Action'),
    ...(profile.quickGuide ? [entry('Quick Guide')] : []),
    entry('Research Indications'),
    { id: researchDetailsId, label: 'Protocols, interactions, quality' },
    entry('Safety Notes', 'Safety and when to stop'),
  ];
}

export function detailOutline(detail: PeptideDetailData): OutlineItem[] {
  if (detail.profile) return profileOutline(detail.profile);
  const { record } = detail;
  return [
    entry('Overview'),
    entry('Key Benefits'),
    ...(record.mechanisms.length > 0 ? [entry('How It Works')] : []),
    ...(record.useCases.length > 0 ? [entry('Common Use Cases')] : []),
    { id: 'side-effects', label: 'Side Effects' },
  ];
}
