/**
 * The 11 featured stacks (spec: "Entities and their fields"). Every peptide name matches a
 * catalogue name in peptides.ts exactly; prices are in USD. Apart from semaglutide with
 * cagrilintide, no combination here has been tested as a whole in controlled trials; the
 * descriptions say so.
 */
import type { Stack } from './peptide-types';

export const stacks: Stack[] = [
  {
    name: 'GLOW Peptide Stack',
    category: ['Healing', 'Other'],
    peptides: [
      { name: 'GHK-Cu', amount: '50mg' },
      { name: 'BPC-157', amount: '10mg' },
      { name: 'TB-500', amount: '10mg' },
    ],
    price: 135,
    originalPrice: 165,
    stackScore: 92,
    biohackRating: 8.7,
    vendor: 'ascension-peptides',
    description:
      'A blend of GHK-Cu, BPC-157 and TB-500 studied for skin quality and tissue repair. Each ' +
      'component has mostly cell and animal evidence; the combination itself has not been tested ' +
      'in controlled trials.',
    verified: true,
    popular: true,
    benefits: [
      'Collagen production in cell studies (GHK-Cu)',
      'Soft-tissue repair in animal models (BPC-157)',
      'Wound healing pathways studied from several angles',
      'Anti-inflammatory signals in preclinical research',
    ],
  },
  {
    name: 'KLOW Complete Stack',
    category: ['Healing'],
    peptides: [
      { name: 'GHK-Cu', amount: '50mg' },
      { name: 'KPV', amount: '10mg' },
      { name: 'BPC-157', amount: '10mg' },
      { name: 'TB-500', amount: '10mg' },
    ],
    price: 165,
    originalPrice: 199,
    stackScore: 94,
    biohackRating: 9,
    vendor: 'peptide-sciences',
    description:
      'The GLOW blend with KPV added, studied for tissue repair and inflammation. All four ' +
      'components rest mainly on cell and animal research, and the four-way combination has not ' +
      'been studied in people.',
    verified: true,
    popular: true,
    benefits: [
      'Tissue repair in animal models (BPC-157, full-length thymosin beta-4)',
      'Reduced inflammation in cell and mouse studies (KPV)',
      'Collagen support in cell studies (GHK-Cu)',
      'Gut lining protection in rodent studies',
    ],
  },
  {
    name: 'Wolverine Healing Stack',
    category: ['Healing'],
    peptides: [
      { name: 'BPC-157', amount: '10mg' },
      { name: 'TB-500', amount: '10mg' },
    ],
    price: 89,
    originalPrice: 110,
    stackScore: 90,
    biohackRating: 8.8,
    vendor: 'amp-peptides',
    description:
      'A pairing of BPC-157 and TB-500, the two most discussed repair peptides, studied for ' +
      'tendon, ligament and muscle recovery. Evidence for both is mostly from animal research.',
    verified: true,
    popular: true,
    benefits: [
      'Tendon and ligament healing in animal models',
      'Muscle injury recovery in animal research',
      'Blood vessel growth in animal studies, cell migration in lab studies',
    ],
  },
  {
    name: 'GH Secretagogue Stack',
    category: ['Muscle Growth'],
    peptides: [
      { name: 'CJC-1295', amount: '5mg' },
      { name: 'Ipamorelin', amount: '5mg' },
    ],
    price: 79,
    originalPrice: 95,
    stackScore: 88,
    biohackRating: 8.4,
    vendor: 'modern-aminos',
    description:
      'A GHRH analogue paired with a ghrelin-receptor agonist, studied for raising natural ' +
      'growth hormone release. Human data on each are limited, and the pairing is supported ' +
      'mainly by how the two pathways work.',
    verified: true,
    popular: true,
    benefits: [
      'Growth hormone release in early human studies (ipamorelin)',
      'Raised GH and IGF-1 in small human trials (CJC-1295)',
      'No checked study of the combination itself',
    ],
  },
  {
    name: 'Recomp Stack',
    category: ['Muscle Growth', 'Fat Loss'],
    peptides: [
      { name: 'Tesamorelin', amount: '10mg' },
      { name: 'Ipamorelin', amount: '5mg' },
      { name: 'AOD-9604', amount: '5mg' },
    ],
    price: 149,
    originalPrice: 185,
    stackScore: 84,
    biohackRating: 8.1,
    vendor: 'felixchem',
    description:
      'A body-recomposition blend of tesamorelin, ipamorelin and AOD-9604, studied for visceral ' +
      'fat and lean mass. Only tesamorelin has strong human trial data, and that is for ' +
      'HIV-associated fat gain.',
    verified: true,
    popular: false,
    benefits: [
      'Visceral fat reduction in human trials (tesamorelin)',
      'Growth hormone release in early studies (ipamorelin)',
      'Fat breakdown in animal studies (AOD-9604)',
    ],
  },
  {
    name: 'Cognitive Focus Stack',
    category: ['Cognitive'],
    peptides: [
      { name: 'Selank', amount: '5mg' },
      { name: 'Semax', amount: '5mg' },
    ],
    price: 65,
    originalPrice: 80,
    stackScore: 82,
    biohackRating: 7.9,
    vendor: 'swiss-chems',
    description:
      'Two Russian-developed nasal peptides, Selank and Semax, studied for calm focus and ' +
      'cognition. Evidence comes mostly from Russian animal and small clinical studies.',
    verified: true,
    popular: true,
    benefits: [
      'Reduced anxiety in Russian clinical trials (Selank)',
      'Raised BDNF in rat brain studies (Semax)',
      'Memory and attention effects in animal studies',
    ],
  },
  {
    name: 'Longevity Stack',
    category: ['Other'],
    peptides: [
      { name: 'Epithalon', amount: '10mg' },
      { name: 'MOTS-c', amount: '10mg' },
      { name: 'SS-31', amount: '10mg' },
    ],
    price: 175,
    originalPrice: 215,
    stackScore: 80,
    biohackRating: 8.3,
    vendor: 'prime-peptides',
    description:
      'Epithalon, MOTS-c and SS-31, three peptides studied in ageing and mitochondrial research. ' +
      'The evidence is mostly from animals and cells, and no trial has tested them together.',
    verified: true,
    popular: false,
    benefits: [
      'Telomerase activity in human cell cultures (Epithalon)',
      'Improved insulin sensitivity in mice (MOTS-c)',
      'Better mitochondrial function in animal models (SS-31)',
    ],
  },
  {
    name: 'Amylin + GLP-1 Stack',
    category: ['Fat Loss'],
    peptides: [
      { name: 'Semaglutide', amount: '5mg' },
      { name: 'Cagrilintide', amount: '5mg' },
    ],
    price: 199,
    originalPrice: 240,
    stackScore: 86,
    biohackRating: 8.5,
    vendor: 'mile-high-compounds',
    description:
      'Semaglutide with the amylin analogue cagrilintide, a pairing studied in phase 3 ' +
      'weight-management trials. Semaglutide is an approved drug; cagrilintide and the ' +
      'combination are investigational.',
    verified: true,
    popular: true,
    benefits: [
      'Greater weight loss than either alone in human trials',
      'Lower HbA1c in type 2 diabetes trials',
      'Reduced appetite through two hormone pathways',
    ],
  },
  {
    name: 'Immune Defense Stack',
    category: ['Healing', 'Other'],
    peptides: [
      { name: 'Thymosin Alpha-1', amount: '10mg' },
      { name: 'LL-37', amount: '5mg' },
      { name: 'KPV', amount: '10mg' },
    ],
    price: 129,
    originalPrice: 155,
    stackScore: 78,
    biohackRating: 7.6,
    vendor: 'alpha-omega-peptide',
    description:
      'Thymosin alpha-1, LL-37 and KPV, studied for immune support and inflammation. Thymosin ' +
      'alpha-1 has human data in hepatitis; the others rest mainly on lab and animal studies.',
    verified: true,
    popular: false,
    benefits: [
      'T-cell support in lab and human studies (Thymosin Alpha-1)',
      'Antimicrobial activity in lab studies (LL-37)',
      'Reduced inflammation in cell and mouse studies (KPV)',
    ],
  },
  {
    name: 'Sleep & Recovery Stack',
    category: ['Cognitive', 'Muscle Growth'],
    peptides: [
      { name: 'DSIP', amount: '5mg' },
      { name: 'Sermorelin', amount: '5mg' },
    ],
    price: 69,
    originalPrice: 85,
    stackScore: 74,
    biohackRating: 7.2,
    vendor: 'paramount-peptides',
    description:
      'DSIP with sermorelin, studied for sleep and overnight growth hormone release. Human ' +
      'results for DSIP are inconsistent, and the pairing has not been studied.',
    verified: false,
    popular: false,
    benefits: [
      'Mixed sleep effects in small human trials (DSIP)',
      'Natural growth hormone pulses in human studies (Sermorelin)',
      'No checked study of the combination itself',
    ],
  },
  {
    name: 'Gut Health Stack',
    category: ['Healing'],
    peptides: [
      { name: 'BPC-157', amount: '10mg' },
      { name: 'KPV', amount: '10mg' },
    ],
    price: 72,
    originalPrice: 88,
    stackScore: 83,
    biohackRating: 7.8,
    vendor: 'purified-aminos',
    description:
      'BPC-157 with KPV, two peptides studied in models of gut injury and colitis. Evidence for ' +
      'both comes from animal and cell studies.',
    verified: true,
    popular: false,
    benefits: [
      'Gut lining protection in rodent studies (BPC-157)',
      'Reduced colitis in mouse models (KPV)',
      'Anti-inflammatory signals in cell studies',
    ],
  },
];
