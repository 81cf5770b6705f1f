/**
 * Detailed peptide profiles, keyed by slug (spec: public-reference-area.md, "Detailed peptide
 * profile"). One file per profile; the detail screen prefers these over the simple records.
 */
import type { DetailedPeptideProfile } from '../peptide-types';
import { profile as bpc157 } from './bpc-157';
import { profile as tb500 } from './tb-500';
import { profile as ipamorelin } from './ipamorelin';
import { profile as cjc1295 } from './cjc-1295';
import { profile as sermorelin } from './sermorelin';
import { profile as tesamorelin } from './tesamorelin';
import { profile as retatrutide } from './retatrutide';
import { profile as tirzepatide } from './tirzepatide';
import { profile as ghkCu } from './ghk-cu';
import { profile as aod9604 } from './aod-9604';
import { profile as glutathione } from './glutathione';
import { profile as motsC } from './mots-c';
import { profile as klowCompleteStack } from './klow-complete-stack';
import { profile as glowPeptideStack } from './glow-peptide-stack';
import { profile as kpv } from './kpv';
import { profile as ll37 } from './ll-37';
import { profile as selank } from './selank';
import { profile as thymosinAlpha1 } from './thymosin-alpha-1';
import { profile as semaglutide } from './semaglutide';
import { profile as finasteride } from './finasteride';
import { profile as melanotanIi } from './melanotan-ii';
import { profile as pt141 } from './pt-141';
import { profile as cagrilintide } from './cagrilintide';
import { profile as mazdutide } from './mazdutide';
import { profile as dsip } from './dsip';
import { profile as ss31 } from './ss-31';
import { profile as semax } from './semax';
import { profile as epithalon } from './epithalon';

export const detailedProfiles: Record<string, DetailedPeptideProfile> = {
  'bpc-157': bpc157,
  'tb-500': tb500,
  ipamorelin,
  'cjc-1295': cjc1295,
  sermorelin,
  tesamorelin,
  retatrutide,
  tirzepatide,
  'ghk-cu': ghkCu,
  'aod-9604': aod9604,
  glutathione,
  'mots-c': motsC,
  'klow-complete-stack': klowCompleteStack,
  'glow-peptide-stack': glowPeptideStack,
  kpv,
  'll-37': ll37,
  selank,
  'thymosin-alpha-1': thymosinAlpha1,
  semaglutide,
  finasteride,
  'melanotan-ii': melanotanIi,
  'pt-141': pt141,
  cagrilintide,
  mazdutide,
  dsip,
  'ss-31': ss31,
  semax,
  epithalon,
};

/**
 * The spec spells the stack profile key 'klov-complete-stack'; the data uses the product name
 * (KLOW) and the app redirects the misspelt slug to the real one.
 */
export const misspeltProfileSlugs: Record<string, string> = {
  'klov-complete-stack': 'klow-complete-stack',
};
