/**
 * What the catalogue's marks mean . The data does not record
 * how "Verified" or the stack "Score" were made, so the legends say exactly that; /methods too.
 */
export const verifiedMeaning = 'Verified: an editorial mark; how it was made is not recorded';

export const peptideCardLegend = [verifiedMeaning, 'not a lab test'] as const;

export const stackCardLegend = [
  'Score 0–100: editorial score; how it was made is not recorded',
  verifiedMeaning,
] as const;
