/**
 * The peptide catalogue: 26 entries (spec: public-reference-area.md, "Entities and their
 * fields"). Descriptions state the level of evidence (cell, animal or human trials); nothing
 * here is advice to use any compound. Prices run $22 to $180 and popularity 54 to 96.
 * Colours are dark enough for white badge text (WCAG AA, checked in peptides.test.ts).
 */
import type { Peptide } from './peptide-types';

export const peptides: Peptide[] = [
  {
    name: 'BPC-157',
    category: ['Healing'],
    description:
      'A synthetic 15-amino-acid peptide based on a protein found in gastric juice, studied for ' +
      'tissue repair. Most of the evidence comes from animal research; controlled human trials ' +
      'are very limited.',
    benefits: [
      'Tendon and ligament healing in animal models',
      'Protection of the gut lining in rodent studies',
      'Wound healing and new blood vessel growth in animal studies',
      'Muscle injury recovery in animal research',
    ],
    dosage: '250-500 mcg daily in informal reports (no established human dose)',
    price: '$48',
    vendor: 'peptide-sciences',
    color: '#0f766e',
    verified: true,
    popularity: 96,
  },
  {
    name: 'TB-500',
    category: ['Healing'],
    description:
      'A synthetic fragment based on thymosin beta-4, a natural protein involved in cell ' +
      'migration. It is studied for wound and soft-tissue repair; the human trials used ' +
      'full-length thymosin beta-4, not TB-500.',
    benefits: [
      'Wound and corneal healing in human trials of full-length thymosin beta-4 (mixed results)',
      'Heart repair in animal studies of full-length thymosin beta-4',
      'Cell migration through actin binding (lab studies)',
    ],
    dosage: '2-2.5 mg twice per week in informal reports (no established dose)',
    price: '$55',
    vendor: 'ascension-peptides',
    color: '#b45309',
    verified: true,
    popularity: 92,
  },
  {
    name: 'Ipamorelin',
    category: ['Muscle Growth'],
    description:
      'A selective growth hormone secretagogue that acts on the ghrelin receptor, studied for ' +
      'stimulating growth hormone release. Human data are limited to early clinical studies.',
    benefits: [
      'Growth hormone release in animal and early human studies',
      'Little effect on cortisol or prolactin in animal studies',
      'Bone effects studied in animals; body-composition claims lack a checked source',
    ],
    dosage:
      'No established dose: 100-300 mcg 1-3 times daily in informal reports; human studies gave it intravenously by body weight',
    price: '$42',
    vendor: 'amp-peptides',
    color: '#0369a1',
    verified: true,
    popularity: 90,
  },
  {
    name: 'CJC-1295',
    category: ['Muscle Growth'],
    description:
      'A modified analogue of growth hormone releasing hormone (GHRH), studied for raising ' +
      'growth hormone and IGF-1 levels. Small human studies showed sustained increases; ' +
      'long-term outcomes are not established.',
    benefits: [
      'Raised growth hormone and IGF-1 in small human trials',
      'Longer action than natural GHRH',
      'Often paired with ipamorelin informally; no checked study of the pair',
    ],
    dosage:
      'No DAC: about 100 mcg 1-3 times daily; with DAC: 1-2 mg once a week (informal reports)',
    price: '$52',
    vendor: 'modern-aminos',
    color: '#7c3aed',
    verified: true,
    popularity: 89,
  },
  {
    name: 'Sermorelin',
    category: ['Muscle Growth'],
    description:
      'A shortened form of natural GHRH that was once approved for growth hormone deficiency in ' +
      'children. It is studied for stimulating natural growth hormone release from the pituitary.',
    benefits: [
      'Raised growth in children with GH deficiency in open-label studies',
      'Stimulates natural growth hormone pulses',
      'Keeps the normal feedback control of the GH axis',
    ],
    dosage:
      '200-300 mcg nightly in informal adult reports; 30 mcg/kg daily in the main paediatric study',
    price: '$45',
    vendor: 'swiss-chems',
    color: '#1e40af',
    verified: true,
    popularity: 78,
  },
  {
    name: 'Tesamorelin',
    category: ['Muscle Growth', 'Fat Loss'],
    description:
      'A GHRH analogue approved in the US to reduce excess abdominal fat in people with ' +
      'HIV-associated lipodystrophy. Its effects outside that use are less studied.',
    benefits: [
      'Visceral fat reduction in human trials (HIV lipodystrophy)',
      'Lower liver fat in a trial in people with HIV',
      'Raised IGF-1 levels in clinical studies',
      'Cognition studied in a trial in older adults',
    ],
    dosage: '2 mg once daily (label), or 1.28 mg once daily for Egrifta WR',
    price: '$95',
    vendor: 'felixchem',
    color: '#be123c',
    verified: true,
    popularity: 86,
  },
  {
    name: 'Retatrutide',
    category: ['Fat Loss'],
    description:
      'An investigational triple agonist of the GIP, GLP-1 and glucagon receptors, studied for ' +
      'weight loss and metabolic health. Phase 2 human trials reported large weight reductions; ' +
      'it is not approved and larger phase 3 trials are in progress.',
    benefits: [
      'Large weight reductions in a phase 2 human trial',
      'Lower blood sugar in people with type 2 diabetes (phase 2)',
      'Reduced liver fat in trial participants',
      'Appetite reduction through several hormone pathways',
    ],
    dosage: '0.5-12 mg weekly (maintenance doses studied in phase 2 trials)',
    price: '$180',
    vendor: 'prime-peptides',
    color: '#6d28d9',
    verified: true,
    popularity: 91,
  },
  {
    name: 'Tirzepatide',
    category: ['Fat Loss'],
    description:
      'A dual GIP and GLP-1 receptor agonist approved for type 2 diabetes and chronic weight ' +
      'management. Large human trials have shown substantial weight and blood sugar reductions.',
    benefits: [
      'Substantial weight loss in large human trials',
      'Lower HbA1c in type 2 diabetes trials',
      'Improved blood pressure and lipids in trials',
      'Reduced appetite and food intake',
    ],
    dosage: '2.5 mg weekly, rising in 2.5 mg steps to 5-15 mg (labelled schedule)',
    price: '$165',
    vendor: 'alpha-omega-peptide',
    color: '#4338ca',
    verified: true,
    popularity: 94,
  },
  {
    name: 'GHK-Cu',
    category: ['Healing', 'Other'],
    description:
      'A naturally occurring copper-binding tripeptide found in human plasma, studied for skin ' +
      'repair and wound healing. Evidence comes mainly from cell, animal and small cosmetic ' +
      'studies.',
    benefits: [
      'Collagen production in cell studies',
      'Wound healing in animal models',
      'Skin firmness in small cosmetic studies',
      'Antioxidant activity in lab research',
    ],
    dosage:
      'Topical creams and serums; 1-2 mg daily injected in informal reports (no established dose)',
    price: '$38',
    vendor: 'paramount-peptides',
    color: '#9a3412',
    verified: true,
    popularity: 88,
  },
  {
    name: 'AOD-9604',
    category: ['Fat Loss'],
    description:
      'A modified fragment of human growth hormone studied for fat metabolism. It was well ' +
      'tolerated in human trials but did not show meaningful weight loss compared with placebo.',
    benefits: [
      'Less weight gain and more fat breakdown in obese rats',
      'No effect on IGF-1 or glucose tolerance in human trials',
      'Well tolerated in human trials, but no meaningful weight loss',
      'Cartilage repair studied in a rabbit model',
    ],
    dosage: '250-300 mcg daily in informal reports (no established dose)',
    price: '$50',
    vendor: 'amp-peptides',
    color: '#b91c1c',
    verified: true,
    popularity: 77,
  },
  {
    name: 'Glutathione',
    category: ['Other'],
    description:
      'A naturally occurring tripeptide that is a major antioxidant inside cells. It is studied ' +
      'for oxidative stress and detoxification; results from supplementation trials are mixed.',
    benefits: [
      'Raised body glutathione stores in human trials',
      'Skin-lightening effects in small trials (mixed)',
      'Studied in fatty liver disease (uncontrolled human studies)',
    ],
    dosage: 'No checked source for injected doses; trials used 250-1,000 mg a day orally',
    price: '$22',
    vendor: 'swiss-chems',
    color: '#3f6212',
    verified: true,
    popularity: 63,
  },
  {
    name: 'MOTS-c',
    category: ['Fat Loss', 'Other'],
    description:
      'A small peptide encoded in mitochondrial DNA, studied for metabolism and exercise ' +
      'capacity. Most findings come from mouse and cell studies; human data are very limited.',
    benefits: [
      'Improved insulin sensitivity in mice',
      'Resistance to diet-induced weight gain in mice',
      'Better physical performance in older mice',
    ],
    dosage: '5-10 mg per week, split into 2-3 doses, in informal reports',
    price: '$60',
    vendor: 'omegamino',
    color: '#a16207',
    verified: true,
    popularity: 82,
  },
  {
    name: 'KPV',
    category: ['Healing'],
    description:
      'A tripeptide (lysine-proline-valine) from the end of alpha-MSH, studied for ' +
      'anti-inflammatory effects. Evidence comes from cell and animal studies, including models ' +
      'of colitis.',
    benefits: [
      'Reduced gut inflammation in mouse colitis models',
      'Lower inflammatory signalling in cell studies',
      'Skin inflammation studied with the parent hormone alpha-MSH',
    ],
    dosage: '200-500 mcg daily in informal reports (no established dose)',
    price: '$32',
    vendor: 'paramount-peptides',
    color: '#9d174d',
    verified: true,
    popularity: 79,
  },
  {
    name: 'LL-37',
    category: ['Healing'],
    description:
      'The only human cathelicidin, an antimicrobial peptide of the innate immune system. It is ' +
      'studied for antimicrobial and wound-healing effects in lab, animal and small early human ' +
      'studies.',
    benefits: [
      'Kills bacteria, fungi and some viruses in lab studies',
      'Disrupts bacterial biofilms in vitro',
      'Leg-ulcer healing in randomised trials (mixed results)',
    ],
    dosage: '50-100 mcg daily in informal reports (no established dose)',
    price: '$65',
    vendor: 'modern-aminos',
    color: '#a21caf',
    verified: true,
    popularity: 69,
  },
  {
    name: 'Selank',
    category: ['Cognitive'],
    description:
      'A synthetic analogue of the immune peptide tuftsin, developed in Russia and studied for ' +
      'anxiety and cognition. Evidence comes mostly from Russian animal and small clinical ' +
      'studies.',
    benefits: [
      'Reduced anxiety in Russian clinical trials',
      'Memory and learning effects in animal studies',
      'Immune effects in small human studies',
    ],
    dosage: '300-900 mcg a dose, 900-2,700 mcg a day in three doses (intranasal, Russian label)',
    price: '$36',
    vendor: 'swiss-chems',
    color: '#047857',
    verified: true,
    popularity: 84,
  },
  {
    name: 'Thymosin Alpha-1',
    category: ['Healing', 'Other'],
    description:
      'A 28-amino-acid peptide first isolated from thymus tissue, studied for immune modulation. ' +
      'It is approved in some countries (as thymalfasin) as an add-on treatment for certain ' +
      'infections, but not in the US.',
    benefits: [
      'T-cell maturation and activity in lab and human studies',
      'Add-on therapy studied in chronic hepatitis B',
      'Vaccine response studied in human trials',
      'No mortality benefit in a phase 3 sepsis trial',
    ],
    dosage: '1.6 mg twice per week (approved thymalfasin regimens)',
    price: '$75',
    vendor: 'felixchem',
    color: '#115e59',
    verified: true,
    popularity: 73,
  },
  {
    name: 'Semaglutide',
    category: ['Fat Loss'],
    description:
      'A GLP-1 receptor agonist approved for type 2 diabetes and chronic weight management, ' +
      'backed by large human trials. It is studied for appetite, blood sugar and cardiovascular ' +
      'outcomes.',
    benefits: [
      'Substantial weight loss in large human trials',
      'Lower HbA1c in type 2 diabetes trials',
      'Fewer major cardiovascular events in a large outcome trial',
      'Reduced appetite and food intake',
    ],
    dosage: '0.25 mg weekly rising to 2.4 mg (Wegovy) or to 0.5-2 mg (Ozempic), per label',
    price: '$129',
    vendor: 'mile-high-compounds',
    color: '#1d4ed8',
    verified: true,
    popularity: 95,
  },
  {
    name: 'Finasteride',
    category: ['Other'],
    description:
      'Not a peptide: a small-molecule drug approved for male-pattern hair loss and an enlarged ' +
      'prostate. It lowers DHT levels and is backed by large human trials.',
    benefits: [
      'Slowed hair loss in large human trials',
      'Hair regrowth in some men in trials',
      'Lower scalp and blood DHT levels',
    ],
    dosage: '1 mg daily (oral, hair-loss dose)',
    price: '$25',
    vendor: 'modern-aminos',
    color: '#475569',
    verified: false,
    popularity: 54,
  },
  {
    name: 'Melanotan II',
    category: ['Other'],
    description:
      'A synthetic analogue of alpha-MSH studied for skin pigmentation and sexual function. It ' +
      'is not approved anywhere, and human data are limited, with notable safety concerns.',
    benefits: [
      'Skin darkening (tanning) in small human studies',
      'Erectile responses in small human studies',
      'Appetite effects reported in animals, not checked in people',
    ],
    dosage: 'No validated dose; 0.25-1 mg in informal reports',
    price: '$28',
    vendor: 'purified-aminos',
    color: '#78350f',
    verified: false,
    popularity: 74,
  },
  {
    name: 'PT-141',
    category: ['Other'],
    description:
      'Bremelanotide, a melanocortin receptor agonist approved in the US for low sexual desire ' +
      'in premenopausal women. It acts in the brain rather than on blood flow.',
    benefits: [
      'Increased sexual desire in phase 3 trials in women',
      'Acts on brain pathways rather than blood vessels',
      'Erectile responses studied in men',
    ],
    dosage: '1.75 mg as needed, no more than once in 24 hours',
    price: '$35',
    vendor: 'purified-aminos',
    color: '#c2410c',
    verified: true,
    popularity: 80,
  },
  {
    name: 'Cagrilintide',
    category: ['Fat Loss'],
    description:
      'A long-acting amylin analogue studied for weight management, alone and combined with ' +
      'semaglutide. It is investigational, with phase 2 and phase 3 human trials reported.',
    benefits: [
      'Dose-dependent weight loss in a phase 2 trial',
      'Greater weight loss when combined with semaglutide in trials',
      'Increased fullness after meals',
    ],
    dosage: 'Up to about 4.5 mg weekly in phase 2; 2.4 mg weekly with semaglutide (CagriSema)',
    price: '$110',
    vendor: 'mile-high-compounds',
    color: '#5b21b6',
    verified: true,
    popularity: 76,
  },
  {
    name: 'Mazdutide',
    category: ['Fat Loss'],
    description:
      'A dual GLP-1 and glucagon receptor agonist studied for weight loss and type 2 diabetes. ' +
      'Human trials, including phase 3, have been run mainly in China.',
    benefits: [
      'Weight loss in phase 2 and phase 3 trials',
      'Lower blood sugar in type 2 diabetes trials',
      'Acts on both GLP-1 and glucagon receptors',
    ],
    dosage: '3-6 mg weekly (doses studied in trials)',
    price: '$150',
    vendor: 'felixchem',
    color: '#7e22ce',
    verified: false,
    popularity: 60,
  },
  {
    name: 'DSIP',
    category: ['Cognitive'],
    description:
      'Delta sleep-inducing peptide, first isolated from rabbits in the 1970s and studied for ' +
      'sleep regulation. Human results have been inconsistent and its mechanism is unclear.',
    benefits: [
      'Mixed effects on sleep in small human trials',
      'Studied in alcohol and opioid withdrawal (uncontrolled human studies)',
      'Mechanism and receptor unknown',
    ],
    dosage: '100-250 mcg before sleep in informal reports (no established dose)',
    price: '$30',
    vendor: 'alpha-omega-peptide',
    color: '#312e81',
    verified: true,
    popularity: 57,
  },
  {
    name: 'SS-31',
    category: ['Other'],
    description:
      'Elamipretide, a mitochondria-targeting tetrapeptide that binds cardiolipin in the inner ' +
      'mitochondrial membrane. The FDA granted it accelerated approval for Barth syndrome in ' +
      'September 2025 (Forzinity); trials in other mitochondrial diseases gave mixed results.',
    benefits: [
      'FDA accelerated approval for Barth syndrome (Forzinity, 2025)',
      'Better mitochondrial function in animal models',
      'Mixed results in trials in mitochondrial myopathy and heart failure',
    ],
    dosage: '40 mg daily by injection (trial dose)',
    price: '$98',
    vendor: 'prime-peptides',
    color: '#334155',
    verified: false,
    popularity: 66,
  },
  {
    name: 'Semax',
    category: ['Cognitive'],
    description:
      'A synthetic peptide based on a fragment of the hormone ACTH, developed in Russia and used ' +
      'there for stroke and cognitive conditions. Evidence outside Russia is limited and mostly ' +
      'animal work.',
    benefits: [
      'Raised BDNF levels in rat brain studies',
      'Memory and attention effects in animal studies',
      'Used for stroke in Russia (no checked published source)',
    ],
    dosage: '0.1% or 1% nasal drops (Russian drug reference)',
    price: '$40',
    vendor: 'ascension-peptides',
    color: '#15803d',
    verified: true,
    popularity: 85,
  },
  {
    name: 'Epithalon',
    category: ['Other'],
    description:
      'A synthetic tetrapeptide modelled on a pineal gland extract, studied for ageing and ' +
      'telomere biology. Research comes largely from Russian groups, mostly in animals and cells.',
    benefits: [
      'Telomerase activity in human cell cultures',
      'Longer lifespan reported in some rodent studies',
      'Melatonin rhythm effects in animal studies',
    ],
    dosage: '5-10 mg daily for 10-20 days in informal reports (no established dose)',
    price: '$54',
    vendor: 'omegamino',
    color: '#4d7c0f',
    verified: true,
    popularity: 71,
  },
];
