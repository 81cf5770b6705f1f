/**
 * The text of an indication's evidence badge. When the studies used another molecule than the
 * product named, the badge itself says which, so a reader who sees only the badge is not led to
 * think the product was tested: "Randomised human trials (full-length thymosin beta-4, not
 * TB-500)".
 */
import type { ResearchIndication } from './peptide-types';

export function evidenceBadgeText(
  indication: Pick<ResearchIndication, 'level' | 'studiedMolecule'>,
  productName: string,
): string {
  const { level, studiedMolecule } = indication;
  return studiedMolecule ? `${level} (${studiedMolecule}, not ${productName})` : level;
}
