/**
 * The match the site proposes for a feed item: which of the names we price it is (a peptide, a
 * blend, a kit, capsules, bacteriostatic water) and how much it holds, read from its title and
 * variant ("BPC-157 5mg", "BPC 157 (10 mg)", "TB-500 / BPC-157 Blend 10mg"). An editor confirms
 * or corrects it; nothing is published on a proposal alone.
 */
import type { PriceUnit } from '~/data/vendor-types';

export interface MatchProposal {
  peptide: string;
  amount: number | null;
  unit: PriceUnit;
  notes: string | null;
}

/** Other names shops use, by the name we list; the listed name itself always counts. */
export const peptideAliases: Record<string, readonly string[]> = {
  'BPC-157': ['Body Protection Compound', 'PL 14736'],
  'TB-500': ['Thymosin Beta-4', 'Thymosin Beta 4', 'TB4'],
  'AOD 9604': ['AOD-9604', 'AOD9604'],
  'MOTS-C': ['MOTS-c'],
  'Melanotan II': ['Melanotan 2', 'MT-2', 'MT2', 'MT-II'],
  'PT-141': ['Bremelanotide'],
  'Thymosin Alpha-1': ['Thymosin Alpha 1', 'TA1', 'TA-1'],
  Epithalon: ['Epitalon'],
  'CJC-1295': ['CJC 1295 DAC', 'Modified GRF'],
  'GHK-Cu': ['GHK Copper', 'Copper Peptide'],
};

/** Letters and digits only, lower case: "BPC 157 (10 mg)" and "BPC-157" share "bpc157". */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const kinds = [
  { suffix: 'Kit', test: /\bkit\b/i },
  { suffix: 'Capsules', test: /\b(capsules?|caps)\b/i },
] as const;

const kindOf = (text: string) => kinds.find((kind) => kind.test.test(text))?.suffix ?? null;

/** Amount and unit from the title: 10 mg, 500 mcg (0.5 mg), 30 mL, 60 capsules, N vials. */
function amountIn(
  text: string,
  kind: string | null,
): Pick<MatchProposal, 'amount' | 'unit' | 'notes'> {
  // A number that is part of a name ("BPC-157") is no amount.
  const number = '(?<![\\w-])(\\d+(?:\\.\\d+)?)';
  const count = (pattern: string) =>
    new RegExp(`${number}\\s*(?:x\\s*)?${pattern}`, 'i').exec(text);
  const mass = new RegExp(`${number}\\s*(mg|mcg|µg|ml)\\b`, 'i').exec(text);
  const vials = /(?:x\s*)?(\d+)\s*(?:vials|pack)\b/i.exec(text) ?? /\bx\s*(\d+)\b/i.exec(text);
  if (kind === 'Capsules') {
    const capsules = count('(?:capsules|caps|ct)\\b');
    return { amount: capsules ? Number(capsules[1]) : null, unit: 'capsules', notes: null };
  }
  if (kind === 'Kit') {
    return {
      amount: vials ? Number(vials[1]) : null,
      unit: 'vials',
      notes: mass ? `${mass[1]}${mass[2]!.toLowerCase()} vials` : null,
    };
  }
  if (!mass) return { amount: null, unit: 'mg', notes: null };
  const unitText = mass[2]!.toLowerCase();
  if (unitText === 'ml') return { amount: Number(mass[1]), unit: 'mL', notes: null };
  const perVial = unitText === 'mg' ? Number(mass[1]) : Number(mass[1]) / 1000;
  const vialCount = vials ? Number(vials[1]) : 1;
  if (vialCount <= 1) return { amount: perVial, unit: 'mg', notes: null };
  // A pack is priced whole: its amount is all of its vials, so $/mg stays comparable.
  return { amount: perVial * vialCount, unit: 'mg', notes: `${vialCount} vials of ${perVial}mg` };
}

/**
 * The names a text holds, each once: single peptides by the names `peptides` lists and their
 * aliases. Every name's letters-and-digits form is made once here, not once per item and name.
 */
function namesFinder(peptides: readonly string[]) {
  const compacted = new Map<string, string>();
  const keyOf = (name: string) => {
    if (!compacted.has(name)) compacted.set(name, compact(name));
    return compacted.get(name)!;
  };
  // 'AOD 9604' and 'AOD-9604' are one peptide: the first spelling listed is kept.
  const seen = new Set<string>();
  const distinct = peptides.filter((name) => {
    if (seen.has(keyOf(name))) return false;
    seen.add(keyOf(name));
    return true;
  });
  const spellings = distinct.map((name) => ({
    name,
    keys: [name, ...(peptideAliases[name] ?? [])].map(keyOf),
  }));
  return (text: string): string[] => {
    const key = compact(text);
    const found = spellings
      .filter((spelling) => spelling.keys.some((alias) => key.includes(alias)))
      .map((spelling) => spelling.name);
    // "Semaglutide" inside "Cagrilintide / Semaglutide" is two; "GHK" inside "GHK-Cu" is one.
    return found.filter(
      (name) => !found.some((other) => other !== name && keyOf(other).includes(keyOf(name))),
    );
  };
}

/**
 * The site's proposals for titles (with their variants), among the names we price
 * (`offerNames`: every peptide name of the price table, blends and kits included) and the single
 * peptides we list: null for a title that names none of them. Made once for a feed's items, so
 * each title costs a pass over the names, not a pass over every pair of them.
 */
export function createMatcher(offerNames: readonly string[], peptides: readonly string[]) {
  const namesIn = namesFinder(peptides);
  const offers = offerNames.map((name) => ({ name, parts: namesIn(name), kind: kindOf(name) }));
  return (title: string, variant: string | null): MatchProposal | null => {
    const text = variant ? `${title} ${variant}` : title;
    if (/bacteriostatic\s+water/i.test(text)) {
      return { peptide: 'Bacteriostatic Water', ...amountIn(text, null), unit: 'mL' };
    }
    const named = namesIn(text);
    if (named.length === 0) return null;
    const kind = named.length > 1 ? null : kindOf(text);
    const candidates = offers.filter(
      (offer) =>
        offer.parts.length === named.length &&
        offer.parts.every((part) => named.includes(part)) &&
        (named.length > 1 || offer.kind === kind),
    );
    const peptide =
      candidates[0]?.name ??
      (named.length === 1
        ? kind
          ? `${named[0]} ${kind}`
          : named[0]!
        : `${named.join(' / ')} Blend`);
    return { peptide, ...amountIn(text, kind) };
  };
}

/** The proposal for one title: createMatcher's, for a single item. */
export function proposeMatch(
  title: string,
  variant: string | null,
  offerNames: readonly string[],
  peptides: readonly string[],
): MatchProposal | null {
  return createMatcher(offerNames, peptides)(title, variant);
}
