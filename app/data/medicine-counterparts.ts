/**
 * Catalogue products that are also a medicine, or a drug in a developer's clinical programme,
 * keyed by profile slug, with the one line their /peptides catalogue cards (and the cards of the
 * stacks they are part of) show before a link to the profile's safety notes
 * (/peptide/<slug>#safety). Home's compact cards leave it out: that page has no room left in its
 * 60 KB of HTML.
 *
 * Why these: a visitor may take a research vial for the medicine of the same molecule, or the
 * reverse, and the medicine's known risks (a prescribing label, trial safety data) then apply to
 * it. Included when the molecule is
 * - an approved prescription medicine (semaglutide, tirzepatide, tesamorelin, finasteride,
 *   PT-141 as bremelanotide, SS-31 as elamipretide);
 * - approved only outside the US and EU (thymosin alpha-1 as thymalfasin; mazdutide in China;
 *   semax and selank registered in Russia), as each profile states;
 * - a drug candidate in a developer's clinical trials, whose risks are being studied there
 *   (retatrutide, cagrilintide as part of CagriSema).
 * Left out: molecules with no medicine or clinical programme of their own (BPC-157, TB-500 and
 * the rest), and melanotan II, whose approved relative (afamelanotide) is another molecule.
 * Each line follows what the profile itself says; it claims no approval the profile does not.
 */
export const medicineCounterparts: Readonly<Record<string, string>> = {
  semaglutide: 'A prescription medicine (Ozempic, Wegovy).',
  tirzepatide: 'A prescription medicine (Mounjaro, Zepbound).',
  tesamorelin: 'A prescription medicine in the US (Egrifta).',
  finasteride: 'A prescription medicine (Propecia, Proscar).',
  'pt-141': 'A prescription medicine in the US, as bremelanotide (Vyleesi).',
  'thymosin-alpha-1': 'A medicine (thymalfasin) in several countries outside the US.',
  mazdutide: 'Reported approved in China; a drug candidate elsewhere.',
  semax: 'Registered as a medicine in Russia and some neighbouring countries.',
  selank: 'Registered as a medicine in Russia only.',
  retatrutide: 'A drug candidate in clinical trials, not an approved medicine.',
  cagrilintide: 'A drug candidate (in CagriSema), not an approved medicine.',
  'ss-31': 'A prescription medicine in the US (elamipretide) for Barth syndrome.',
};
