/**
 * The /compare-prices price table (spec: "Price entry", "Vendor comparison"): entries grouped by
 * peptide, each row one vendor at one dosage, sortable by price or by price per unit.
 */
import type { PriceEntry, PriceUnit } from '~/data/vendor-types';
import { activePrice, type ActivePrice, type LabFigures } from './active-price';
import { isPriceFresh } from './freshness';
import { checkedDateText } from './price-age';

export const priceSorts = [
  { value: 'unit', label: 'Price per unit' },
  { value: 'price', label: 'Price' },
] as const;
export type PriceSort = (typeof priceSorts)[number]['value'];

/**
 * Price per unit by default: it is what makes a 5mg and a 10mg vial comparable, and it puts each
 * peptide's best value first.
 */
export const defaultPriceSort: PriceSort = 'unit';

export function parsePriceSort(raw: string | null): PriceSort {
  return priceSorts.find((sort) => sort.value === raw)?.value ?? defaultPriceSort;
}

export interface PriceRow {
  dosage: string;
  vendorName: string;
  vendorSlug: string;
  price: number;
  pricePerUnit: number;
  notes?: string;
  /** The lowest fresh price per unit for this peptide at this dosage. */
  bestValue: boolean;
  /**
   * When the price was last confirmed (price-age.ts), and as the page writes it ('checked 1 Jul
   * 2025'): the page is kept an hour, so its wording is the date, which stays true.
   */
  checkedAt?: string;
  seenText?: string;
  /** Confirmed over 90 days ago: shown with its date, never the best value. */
  stale: boolean;
  /** Per mg of active peptide; absent for offers not sold by the mg. */
  active?: ActivePrice;
}

/** What the rows are judged against: the day, and each vendor's lab result for a peptide. */
export interface PriceRowContext {
  today: string;
  labOf: (vendorSlug: string, peptide: string) => LabFigures | undefined;
}

export interface PriceGroup {
  peptide: string;
  /** Anchor id, e.g. 'price-bpc-157'. */
  id: string;
  unit: PriceUnit;
  rows: PriceRow[];
}

const anchorFor = (peptide: string) =>
  `price-${peptide
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;

/** Groups entries by peptide in data order; rows sorted by the chosen key, ties in data order. */
export function priceGroups(
  entries: readonly PriceEntry[],
  sort: PriceSort,
  context: PriceRowContext,
): PriceGroup[] {
  const groups = new Map<string, PriceGroup>();
  for (const entry of entries) {
    let group = groups.get(entry.peptide);
    if (!group) {
      group = { peptide: entry.peptide, id: anchorFor(entry.peptide), unit: entry.unit, rows: [] };
      groups.set(entry.peptide, group);
    }
    // '5mg' and '10 vials' both start with the amount (dosageLabel).
    const amount = Number.parseFloat(entry.dosage);
    for (const vendor of entry.vendors) {
      const checkedAt = vendor.checkedAt ?? vendor.observedOn;
      const offer = { peptide: entry.peptide, amount, unit: entry.unit, price: vendor.price };
      const active = activePrice(
        offer,
        context.labOf(vendor.vendorSlug, entry.peptide),
        context.today,
      );
      group.rows.push({
        dosage: entry.dosage,
        vendorName: vendor.vendorName,
        vendorSlug: vendor.vendorSlug,
        price: vendor.price,
        pricePerUnit: vendor.pricePerUnit,
        notes: vendor.notes,
        bestValue: entry.bestValue?.vendorSlug === vendor.vendorSlug,
        stale: checkedAt !== undefined && !isPriceFresh(checkedAt, context.today),
        ...(checkedAt ? { checkedAt, seenText: checkedDateText(checkedAt) } : {}),
        ...(active ? { active } : {}),
      });
    }
  }
  const key = sort === 'price' ? 'price' : 'pricePerUnit';
  return [...groups.values()].map((group) => ({
    ...group,
    rows: [...group.rows].sort((a, b) => a[key] - b[key]),
  }));
}

/** '$9.60': per-unit prices always show cents. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** '$48' for whole-dollar list prices (all of them today), '$48.50' otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : formatUsd(amount);
}

/** 'mg' stays 'mg'; the plural units read better singular after 'per'. */
export function perUnitLabel(unit: PriceUnit): string {
  const singular: Record<PriceUnit, string> = {
    mg: 'mg',
    mL: 'mL',
    vials: 'vial',
    capsules: 'capsule',
  };
  return singular[unit];
}

/**
 * One peptide's table at a time (the page with all 19 tables and charts was 260 KB of
 * HTML): `?peptide=<slug>` picks it, BPC-157 (the most researched) by default.
 */
export const defaultPricePeptide = 'bpc-157';
export const pricePeptideSlug = (group: Pick<PriceGroup, 'id'>) => group.id.slice('price-'.length);

export function pickPriceGroup(groups: PriceGroup[], slug: string | null): PriceGroup | undefined {
  const bySlug = (wanted: string | null) =>
    groups.find((group) => pricePeptideSlug(group) === wanted);
  return bySlug(slug) ?? bySlug(defaultPricePeptide) ?? groups[0];
}

/** This page with the given sort and peptide; defaults are left out of the URL. */
export function comparePricesHref(sort: PriceSort, slug: string): string {
  const query = new URLSearchParams();
  if (sort !== defaultPriceSort) query.set('sort', sort);
  if (slug !== defaultPricePeptide) query.set('peptide', slug);
  const search = query.toString();
  return search ? `?${search}` : '/compare-prices';
}
