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

/** The single peptides named in a text, each once, by the names `peptides` lists. */
function peptidesIn(text: string, peptides: readonly string[]): string[] {
  const key = compact(text);
  // 'AOD 9604' and 'AOD-9604' are one peptide: the first spelling listed is kept.
  const distinct = peptides.filter(
    (name, index) => peptides.findIndex((other) => compact(other) === compact(name)) === index,
  );
  const found = distinct.filter((name) =>
    [name, ...(peptideAliases[name] ?? [])].some((alias) => key.includes(compact(alias))),
  );
  // "Semaglutide" inside "Cagrilintide / Semaglutide" is two; "GHK" inside "GHK-Cu" is one.
  return found.filter(
    (name) => !found.some((other) => other !== name && compact(other).includes(compact(name))),
  );
}

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
 * The proposal for a title (with its variant), among the names we price (`offerNames`: every
 * peptide name of the price table, blends and kits included) and the single peptides we list;
 * null when the title names none of them.
 */
export function proposeMatch(
  title: string,
  variant: string | null,
  offerNames: readonly string[],
  peptides: readonly string[],
): MatchProposal | null {
  const text = variant ? `${title} ${variant}` : title;
  if (/bacteriostatic\s+water/i.test(text)) {
    return { peptide: 'Bacteriostatic Water', ...amountIn(text, null), unit: 'mL' };
  }
  const named = peptidesIn(text, peptides);
  if (named.length === 0) return null;
  const kind = named.length > 1 ? null : kindOf(text);
  const sameSet = (name: string) => {
    const parts = peptidesIn(name, peptides);
    return parts.length === named.length && parts.every((part) => named.includes(part));
  };
  const candidates = offerNames.filter(
    (name) => sameSet(name) && (named.length > 1 || kindOf(name) === kind),
  );
  const peptide =
    candidates[0] ??
    (named.length === 1
      ? kind
        ? `${named[0]} ${kind}`
        : named[0]!
      : `${named.join(' / ')} Blend`);
  return { peptide, ...amountIn(text, kind) };
}
