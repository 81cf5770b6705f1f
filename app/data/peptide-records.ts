/**
 * Simple detail records behind /peptide/{slug} and /stack/{slug} (spec: "Entities and their
 * fields", "States and transitions"). Keys are slugs. Difficulty follows the spec rule: a
 * name containing BPC, GHK or KPV is Beginner; a dosage containing 'weekly', or Tirzepatide
 * or Retatrutide, is Advanced; everything else is Intermediate. Dosage text is the same as in
 * the catalogue. Selank and Semax are given intranasally; Finasteride is an oral or topical
 * drug; everything else lists subcutaneous or intramuscular sites.
 */
import type { Difficulty, SimplePeptideRecord, Stack } from './peptide-types';
import { stacks } from './stacks';
import { slugify } from '~/utils/site';

export const simplePeptideRecords: Record<string, SimplePeptideRecord> = {
  'bpc-157': {
    name: 'BPC-157',
    fullName: 'Body Protection Compound-157',
    tagline: 'The most studied repair peptide in animal research',
    difficulty: 'Beginner',
    description:
      'BPC-157 is a synthetic peptide of 15 amino acids, derived from a larger protective ' +
      'protein found in human gastric juice. Rodent studies report faster healing of tendons, ' +
      'ligaments, muscle and the gut lining. Human evidence is limited to small early studies, ' +
      'so its effects and safety in people remain largely unknown.',
    benefits: [
      'Faster tendon and ligament healing in animal models',
      'Protection of the stomach and gut lining in rodent studies',
      'Angiogenesis (new blood vessel growth) in lab studies',
      'Muscle and bone repair in animal research',
    ],
    mechanisms: [
      'Appears to up-regulate growth factor receptors involved in repair (animal data)',
      'Promotes angiogenesis through VEGF-related signalling in lab studies',
      'Interacts with the nitric oxide system in animal models',
      'May support fibroblast migration to injured tissue (in vitro)',
    ],
    useCases: [
      'Tendon and ligament injury models',
      'Gut lining and ulcer models in rodents',
      'Muscle strain and contusion models',
    ],
    dosage: '250-500 mcg daily in informal reports (no established human dose)',
    duration: '4-8 weeks',
    priceRange: '$40-$60',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site redness or irritation',
      'Nausea or dizziness (anecdotal reports)',
      'Long-term human safety data are lacking',
      'Theoretical concern about promoting blood vessel growth in tumours',
    ],
  },
  'tb-500': {
    name: 'TB-500',
    fullName: 'Thymosin Beta-4 Fragment (synthetic)',
    tagline: 'A thymosin beta-4 fragment studied for tissue repair',
    difficulty: 'Intermediate',
    description:
      'TB-500 is a synthetic peptide modelled on the active region of thymosin beta-4, a protein ' +
      'present in most human cells that helps regulate actin, a building block of the cell ' +
      'skeleton. Animal and cell studies link thymosin beta-4 to wound healing and tissue ' +
      'repair. Human data on TB-500 itself are very limited.',
    benefits: [
      'Faster wound closure in animal models',
      'Cell migration to injured tissue (in vitro)',
      'Soft-tissue and muscle repair in animal research',
      'Reduced inflammation in preclinical studies',
    ],
    mechanisms: [
      'Binds G-actin and regulates actin polymerisation (cell studies)',
      'Promotes cell migration and blood vessel formation in lab models',
      'Appears to dampen inflammatory signalling in animal studies',
    ],
    useCases: [
      'Skin wound healing models',
      'Muscle and tendon injury models',
      'Heart tissue repair models in animals',
    ],
    dosage: '2-2.5 mg twice per week in informal reports (no established dose)',
    duration: '4-6 weeks',
    priceRange: '$45-$70',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Deltoid (intramuscular)'],
    sideEffects: [
      'Injection-site irritation',
      'Fatigue or head rush after injection (anecdotal)',
      'Very limited human safety data',
      'Theoretical concern because thymosin beta-4 supports cell growth and migration',
    ],
  },
  ipamorelin: {
    name: 'Ipamorelin',
    fullName: 'Ipamorelin (selective ghrelin receptor agonist pentapeptide)',
    tagline: 'A selective growth hormone secretagogue',
    difficulty: 'Intermediate',
    description:
      'Ipamorelin is a synthetic five-amino-acid peptide that mimics ghrelin at its receptor and ' +
      'triggers growth hormone release from the pituitary. Early studies found it more selective ' +
      'than older secretagogues, with little effect on cortisol. It reached human trials for ' +
      'post-surgical gut recovery but was not approved.',
    benefits: [
      'Pulsed growth hormone release in animal and human studies',
      'Selective action with little cortisol or prolactin change',
      'Studied for recovery and lean mass (limited evidence)',
    ],
    mechanisms: [
      'Activates the ghrelin receptor (GHS-R1a) in the pituitary',
      'Triggers pulses of growth hormone release',
      'Raises IGF-1 levels downstream of growth hormone',
    ],
    useCases: [
      'Growth hormone secretion research',
      'Body composition studies, often combined with CJC-1295',
      'Post-operative gut motility research',
    ],
    dosage:
      'No established dose: 100-300 mcg 1-3 times daily in informal reports; human studies gave it intravenously by body weight',
    duration: '8-12 weeks',
    priceRange: '$35-$55',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Headache',
      'Flushing or light-headedness after injection',
      'Water retention',
      'Injection-site reactions',
    ],
  },
  'cjc-1295': {
    name: 'CJC-1295',
    fullName: 'CJC-1295 without DAC (Modified GRF 1-29)',
    tagline: 'A longer-lasting GHRH analogue',
    difficulty: 'Intermediate',
    description:
      'CJC-1295 is a modified version of the first 29 amino acids of growth hormone releasing ' +
      'hormone, changed to resist breakdown. The version with a drug affinity complex (DAC) ' +
      'lasts days; the version without DAC lasts minutes to hours. Small human studies found ' +
      'raised growth hormone and IGF-1, but long-term effects are not known.',
    benefits: [
      'Raised growth hormone and IGF-1 in small human studies',
      'More resistant to breakdown than natural GHRH',
      'Often studied together with ipamorelin',
    ],
    mechanisms: [
      'Binds the GHRH receptor on pituitary cells',
      'Amplifies the natural pulses of growth hormone release',
      'Raises IGF-1 through increased growth hormone',
    ],
    useCases: [
      'Growth hormone axis research',
      'Body composition and recovery studies',
      'Combination studies with ghrelin-receptor agonists',
    ],
    dosage:
      'No DAC: about 100 mcg 1-3 times daily; with DAC: 1-2 mg once a week (informal reports)',
    duration: '8-12 weeks',
    priceRange: '$45-$65',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Flushing and warmth after injection',
      'Headache',
      'Water retention',
      'Injection-site reactions',
      'Raised IGF-1 with unknown long-term effects',
    ],
  },
  sermorelin: {
    name: 'Sermorelin',
    fullName: 'Sermorelin Acetate (GHRH 1-29)',
    tagline: 'The first 29 amino acids of natural GHRH',
    difficulty: 'Intermediate',
    description:
      'Sermorelin is a synthetic copy of the active part of growth hormone releasing hormone. It ' +
      'was approved in the US for growth hormone deficiency in children and later withdrawn from ' +
      'the market for commercial reasons. Small studies in adults looked at growth hormone ' +
      'levels, sleep and body composition.',
    benefits: [
      'Stimulates natural growth hormone pulses in human studies',
      'Keeps the normal feedback control of the GH axis',
      'Studied for sleep quality and lean mass (small trials)',
    ],
    mechanisms: [
      'Binds the GHRH receptor in the pituitary',
      'Increases natural, pulsed growth hormone release',
      'Remains under natural somatostatin feedback control',
    ],
    useCases: [
      'Growth hormone deficiency research',
      'Age-related growth hormone decline studies',
      'Sleep and body composition research',
    ],
    dosage:
      '200-300 mcg nightly in informal adult reports; 30 mcg/kg daily in the main paediatric study',
    duration: '3-6 months',
    priceRange: '$35-$55',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Injection-site pain, swelling or redness (most common in trials)',
      'Flushing',
      'Headache',
      'Dizziness or nausea',
    ],
  },
  tesamorelin: {
    name: 'Tesamorelin',
    fullName: 'Tesamorelin Acetate (stabilised GHRH 1-44 analogue)',
    tagline: 'An approved GHRH analogue for abdominal fat in HIV lipodystrophy',
    difficulty: 'Intermediate',
    description:
      'Tesamorelin is a stabilised version of full-length growth hormone releasing hormone. ' +
      'Randomised human trials showed reduced visceral (abdominal) fat in people with ' +
      'HIV-associated lipodystrophy, which led to its approval for that use. Evidence for other ' +
      'uses, such as fatty liver, comes from smaller studies.',
    benefits: [
      'Visceral fat reduction in randomised human trials',
      'Raised growth hormone and IGF-1 levels in studies',
      'Reduced liver fat in a small human trial',
      'Studied for lean mass and metabolic markers',
    ],
    mechanisms: [
      'Binds the GHRH receptor in the pituitary',
      'Increases pulsed growth hormone release and IGF-1',
      'Growth hormone promotes the breakdown of stored fat (lipolysis)',
    ],
    useCases: [
      'HIV-associated lipodystrophy research',
      'Visceral fat and fatty liver studies',
      'Growth hormone axis research',
    ],
    dosage: '2 mg once daily (label), or 1.28 mg once daily for Egrifta WR',
    duration: '3-6 months (trials ran 26-52 weeks)',
    priceRange: '$85-$110',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Joint pain',
      'Injection-site redness and itching',
      'Swelling of hands and feet (fluid retention)',
      'Muscle pain',
      'Raised blood sugar in some trial participants',
    ],
  },
  retatrutide: {
    name: 'Retatrutide',
    fullName: 'Retatrutide (LY3437943)',
    tagline: 'An investigational GIP, GLP-1 and glucagon triple agonist',
    difficulty: 'Advanced',
    description:
      'Retatrutide is a single peptide that activates three hormone receptors: GIP, GLP-1 and ' +
      'glucagon. In a 48-week phase 2 trial in adults with obesity, average weight loss was ' +
      'about 24 percent at the highest dose. It is still investigational, and its effectiveness ' +
      'and long-term safety are being studied in phase 3 trials.',
    benefits: [
      'Dose-dependent weight loss in a phase 2 human trial',
      'Improved blood sugar control in type 2 diabetes (phase 2)',
      'Reduced liver fat in trial participants',
      'Improvements in blood pressure and lipids reported',
    ],
    mechanisms: [
      'GLP-1 receptor activation reduces appetite and slows stomach emptying',
      'GIP receptor activation adds to insulin release and appetite effects',
      'Glucagon receptor activation increases energy use and liver fat breakdown',
    ],
    useCases: ['Obesity research', 'Type 2 diabetes research', 'Fatty liver disease research'],
    dosage: '0.5-12 mg weekly (maintenance doses studied in phase 2 trials)',
    duration: 'Long-term; phase 2 trials ran 48 weeks',
    priceRange: '$150-$180',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Nausea, vomiting and diarrhoea, mostly during dose increases',
      'Constipation',
      'Increased heart rate',
      'Reduced appetite',
      'Long-term safety still under study',
    ],
  },
  tirzepatide: {
    name: 'Tirzepatide',
    fullName: 'Tirzepatide (LY3298176)',
    tagline: 'An approved dual GIP and GLP-1 receptor agonist',
    difficulty: 'Advanced',
    description:
      'Tirzepatide is a once-weekly injectable peptide that activates both GIP and GLP-1 ' +
      'receptors. It is approved for type 2 diabetes and for chronic weight management, based on ' +
      'large randomised trials lasting more than a year. It is a prescription medicine with ' +
      'known side effects and label warnings.',
    benefits: [
      'Substantial average weight loss in large randomised trials',
      'Lower HbA1c in type 2 diabetes trials',
      'Improved blood pressure and lipids in trials',
      'Studied for sleep apnoea and fatty liver',
    ],
    mechanisms: [
      'GLP-1 receptor activation reduces appetite and slows stomach emptying',
      'GIP receptor activation adds to glucose-dependent insulin release',
      'Acts on brain appetite centres to reduce food intake',
    ],
    useCases: [
      'Type 2 diabetes research',
      'Obesity and weight management research',
      'Obstructive sleep apnoea research',
    ],
    dosage: '2.5 mg weekly, rising in 2.5 mg steps to 5-15 mg (labelled schedule)',
    duration: 'Long-term; weight trials ran 72 weeks',
    priceRange: '$140-$180',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Nausea, diarrhoea, vomiting and constipation',
      'Decreased appetite',
      'Injection-site reactions',
      'Label warnings for pancreatitis and gallbladder problems',
      'Thyroid C-cell tumours seen in rodents (boxed warning)',
    ],
  },
  'ghk-cu': {
    name: 'GHK-Cu',
    fullName: 'Copper Tripeptide-1 (glycyl-L-histidyl-L-lysine copper)',
    tagline: 'A copper peptide studied for skin and wound repair',
    difficulty: 'Beginner',
    description:
      'GHK-Cu is a small peptide of three amino acids bound to copper. It occurs naturally in ' +
      'human plasma, and its levels fall with age. Cell and animal studies link it to collagen ' +
      'production and wound repair, and small cosmetic studies have tested it in skin creams. ' +
      'Injected use has very little human data.',
    benefits: [
      'Collagen and elastin production in cell studies',
      'Faster wound closure in animal models',
      'Skin firmness and fine lines in small cosmetic studies',
      'Antioxidant and anti-inflammatory activity in lab research',
    ],
    mechanisms: [
      'Delivers copper, a cofactor for enzymes involved in tissue repair',
      'Stimulates collagen and glycosaminoglycan synthesis in fibroblasts (in vitro)',
      'Changes the activity of many repair-related genes in lab analyses',
    ],
    useCases: [
      'Skin ageing and cosmetic research',
      'Wound healing models',
      'Hair follicle research',
    ],
    dosage:
      'Topical creams and serums; 1-2 mg daily injected in informal reports (no established dose)',
    duration: '4-8 weeks',
    priceRange: '$30-$50',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site irritation or stinging',
      'Theoretical copper excess at high doses',
      'Little human data for injected use',
      'Skin redness with topical use',
    ],
  },
  'aod-9604': {
    name: 'AOD-9604',
    fullName: 'AOD-9604 (modified human growth hormone fragment 176-191)',
    tagline: 'A growth hormone fragment studied for fat metabolism',
    difficulty: 'Intermediate',
    description:
      'AOD-9604 is a synthetic peptide based on the end of the human growth hormone molecule, ' +
      'the region linked to fat metabolism. Animal studies showed increased fat breakdown ' +
      'without growth hormone effects on blood sugar or growth. Human trials found it well ' +
      'tolerated, but weight loss was not meaningfully better than placebo.',
    benefits: [
      'Increased fat breakdown in animal studies',
      'No rise in IGF-1 or blood sugar in studies',
      'Good tolerability in human safety trials',
      'Cartilage repair studied in animal models',
    ],
    mechanisms: [
      'Mimics the fat-metabolism region of growth hormone',
      'Stimulates lipolysis and inhibits fat storage in animal fat tissue',
      'Does not appear to activate the growth hormone receptor, so IGF-1 stays unchanged',
    ],
    useCases: [
      'Obesity research in animal models',
      'Fat metabolism studies',
      'Cartilage and joint models',
    ],
    dosage: '250-300 mcg daily in informal reports (no established dose)',
    duration: '8-12 weeks',
    priceRange: '$40-$60',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site reactions',
      'Headache (reported in trials)',
      'Overall side effects similar to placebo in human safety studies',
    ],
  },
  glutathione: {
    name: 'Glutathione',
    fullName: 'L-Glutathione (gamma-glutamyl-cysteinyl-glycine)',
    tagline: 'The main antioxidant made inside human cells',
    difficulty: 'Intermediate',
    description:
      'Glutathione is a tripeptide made by the body from glutamate, cysteine and glycine. It ' +
      'protects cells from oxidative damage and helps the liver process toxins. Human trials of ' +
      'oral, injected and intravenous glutathione have given mixed results, and how well ' +
      'supplements raise levels inside cells is still debated.',
    benefits: [
      'Neutralises reactive oxygen species in lab studies',
      'Supports liver detoxification enzymes',
      'Raised glutathione stores in some human trials',
      'Studied for skin tone and oxidative stress markers',
    ],
    mechanisms: [
      'Donates electrons to neutralise free radicals',
      'Serves as a cofactor for glutathione peroxidase',
      'Binds toxins and drugs so they can be excreted (conjugation)',
    ],
    useCases: ['Oxidative stress research', 'Liver health research', 'Skin pigmentation studies'],
    dosage: 'No checked source for injected doses; trials used 250-1,000 mg a day orally',
    duration: '4-12 weeks',
    priceRange: '$20-$35',
    injectionSites: ['Abdomen (subcutaneous)', 'Deltoid (intramuscular)'],
    sideEffects: [
      'Injection-site pain',
      'Bloating or cramps with oral forms',
      'Rare allergic reactions',
      'Quality concerns with injectable products sold for skin lightening',
    ],
  },
  'mots-c': {
    name: 'MOTS-c',
    fullName: 'Mitochondrial Open Reading Frame of the 12S rRNA-c',
    tagline: 'A mitochondria-derived peptide studied for metabolism',
    difficulty: 'Intermediate',
    description:
      'MOTS-c is a 16-amino-acid peptide encoded in mitochondrial DNA rather than in the cell ' +
      'nucleus. Mouse studies found that it improved insulin sensitivity and protected against ' +
      'weight gain on a high-fat diet. Its levels rise with exercise in people, but human trials ' +
      'of MOTS-c itself are very limited.',
    benefits: [
      'Improved insulin sensitivity in mice',
      'Protection against diet-induced obesity in mice',
      'Better physical capacity in older mice',
      'Levels rise with exercise in human studies',
    ],
    mechanisms: [
      'Activates AMPK, a cellular energy sensor (cell and mouse studies)',
      'Moves into the nucleus under stress and changes gene activity',
      'Increases glucose uptake in skeletal muscle in mice',
    ],
    useCases: [
      'Metabolic and insulin resistance research',
      'Exercise physiology research',
      'Ageing research',
    ],
    dosage: '5-10 mg per week, split into 2-3 doses, in informal reports',
    duration: '8-16 weeks',
    priceRange: '$50-$75',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site redness or soreness',
      'Very limited human safety data',
      'Possible effects on blood sugar given its metabolic actions',
    ],
  },
  kpv: {
    name: 'KPV',
    fullName: 'Lysine-Proline-Valine (alpha-MSH 11-13)',
    tagline: 'An anti-inflammatory fragment of alpha-MSH',
    difficulty: 'Beginner',
    description:
      'KPV is the last three amino acids of alpha-melanocyte-stimulating hormone, a natural ' +
      'hormone with anti-inflammatory effects. In cell studies and mouse models of colitis, KPV ' +
      'reduced inflammatory signalling without the pigment effects of the full hormone. It has ' +
      'not been tested in controlled human trials.',
    benefits: [
      'Reduced gut inflammation in mouse colitis models',
      'Lower inflammatory signalling in cell studies',
      'No pigmentation effects, unlike full alpha-MSH',
    ],
    mechanisms: [
      'Enters gut cells through the PepT1 transporter (cell studies)',
      'Reduces NF-kB inflammatory signalling in lab models',
      'Lowers production of inflammatory cytokines in vitro',
    ],
    useCases: [
      'Inflammatory bowel disease models',
      'Skin inflammation research',
      'Wound inflammation studies',
    ],
    dosage: '200-500 mcg daily in informal reports (no established dose)',
    duration: '4-8 weeks',
    priceRange: '$25-$40',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site irritation',
      'No controlled human safety data',
      'Generally well tolerated in animal studies',
    ],
  },
  'll-37': {
    name: 'LL-37',
    fullName: 'Cathelicidin Antimicrobial Peptide LL-37',
    tagline: 'The human cathelicidin antimicrobial peptide',
    difficulty: 'Intermediate',
    description:
      'LL-37 is a 37-amino-acid peptide cut from the human protein hCAP18, made by immune and ' +
      'skin cells. Lab studies show it kills a wide range of microbes and attracts immune cells, ' +
      'and small early human studies tested it on chronic wounds. It can also drive inflammation ' +
      'and is linked to skin conditions such as psoriasis and rosacea.',
    benefits: [
      'Broad antimicrobial activity in lab studies',
      'Biofilm disruption in vitro',
      'Wound healing in animal and small early human studies',
      'Immune cell recruitment in lab research',
    ],
    mechanisms: [
      'Inserts into and disrupts microbial cell membranes',
      'Attracts and activates immune cells (chemotaxis)',
      'Promotes skin cell migration and new blood vessels in wound models',
    ],
    useCases: [
      'Chronic wound research',
      'Antimicrobial resistance research',
      'Innate immunity studies',
    ],
    dosage: '50-100 mcg daily in informal reports (no established dose)',
    duration: '4-6 weeks',
    priceRange: '$55-$80',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site redness, swelling or pain',
      'Possible pro-inflammatory effects at high levels (lab studies)',
      'Linked to inflammation in psoriasis and rosacea',
      'Limited human safety data',
    ],
  },
  selank: {
    name: 'Selank',
    fullName: 'Selank (Thr-Lys-Pro-Arg-Pro-Gly-Pro)',
    tagline: 'A tuftsin analogue studied for anxiety',
    difficulty: 'Intermediate',
    description:
      'Selank is a seven-amino-acid peptide built from tuftsin, a fragment of an antibody ' +
      'protein, with a stabilising tail added. It was developed in Russia, where it is ' +
      'registered as nasal drops for anxiety. Evidence comes mostly from Russian animal and ' +
      'small clinical studies, with little independent research elsewhere.',
    benefits: [
      'Reduced anxiety in small Russian clinical studies',
      'Memory and learning effects in animal studies',
      'No sedation or dependence reported in early studies',
      'Immune-modulating activity in lab research',
    ],
    mechanisms: [
      'Appears to modulate GABA signalling in animal studies',
      'Raises BDNF expression in rat brain studies',
      'Slows breakdown of enkephalins, natural calming peptides',
    ],
    useCases: ['Anxiety research', 'Stress and cognition studies', 'Immune modulation research'],
    dosage: '300-900 mcg a dose, 900-2,700 mcg a day in three doses (intranasal, Russian label)',
    duration: 'Two-week courses (Russian label)',
    priceRange: '$30-$45',
    injectionSites: ['Intranasal (nasal spray)', 'Intranasal (drops into each nostril)'],
    sideEffects: [
      'Nasal irritation',
      'Fatigue or drowsiness',
      'Headache',
      'Little safety data outside Russian studies',
    ],
  },
  'thymosin-alpha-1': {
    name: 'Thymosin Alpha-1',
    fullName: 'Thymosin Alpha-1 (thymalfasin)',
    tagline: 'A thymus peptide studied for immune support',
    difficulty: 'Intermediate',
    description:
      'Thymosin alpha-1 is a naturally occurring peptide of 28 amino acids originally isolated ' +
      'from thymus tissue. As thymalfasin, it is approved in a number of countries, mainly as an ' +
      'add-on treatment for chronic hepatitis B and C, but not in the US. Human trials in other ' +
      'settings, such as sepsis, have given mixed results.',
    benefits: [
      'T-cell maturation and activity in lab and human studies',
      'Add-on therapy in chronic hepatitis B and C trials',
      'Improved vaccine responses in some human studies',
      'Generally well tolerated in clinical use',
    ],
    mechanisms: [
      'Activates toll-like receptors on dendritic cells',
      'Promotes maturation and activity of T cells',
      'Shifts cytokine output toward antiviral (Th1) responses',
    ],
    useCases: [
      'Chronic viral hepatitis research',
      'Vaccine response research',
      'Sepsis and immune recovery studies',
    ],
    dosage: '1.6 mg twice per week (approved thymalfasin regimens)',
    duration: '4-8 weeks (hepatitis trials ran 6-12 months)',
    priceRange: '$65-$90',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Injection-site discomfort or redness',
      'Occasional fatigue or muscle aches',
      'Generally well tolerated in clinical studies',
    ],
  },
  semaglutide: {
    name: 'Semaglutide',
    fullName: 'Semaglutide (long-acting GLP-1 analogue)',
    tagline: 'An approved once-weekly GLP-1 receptor agonist',
    difficulty: 'Advanced',
    description:
      'Semaglutide is a modified version of the gut hormone GLP-1, built to last about a week in ' +
      'the body. It is approved for type 2 diabetes and for chronic weight management, based on ' +
      'large randomised trials. A large outcome trial in people with cardiovascular disease and ' +
      'overweight also found fewer major cardiovascular events.',
    benefits: [
      'Substantial average weight loss in large randomised trials',
      'Lower HbA1c in type 2 diabetes trials',
      'Fewer major cardiovascular events in a large outcome trial',
      'Reduced appetite and food cravings reported in studies',
    ],
    mechanisms: [
      'Activates GLP-1 receptors in the pancreas to raise glucose-dependent insulin release',
      'Slows stomach emptying',
      'Acts on brain appetite centres to reduce hunger',
    ],
    useCases: [
      'Type 2 diabetes research',
      'Obesity and weight management research',
      'Cardiovascular outcome research',
    ],
    dosage: '0.25 mg weekly rising to 2.4 mg (Wegovy) or to 0.5-2 mg (Ozempic), per label',
    duration: 'Long-term; weight trials ran 68 weeks',
    priceRange: '$110-$150',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Nausea, vomiting, diarrhoea and constipation',
      'Decreased appetite',
      'Label warnings for pancreatitis and gallbladder problems',
      'Thyroid C-cell tumours seen in rodents (boxed warning)',
    ],
  },
  finasteride: {
    name: 'Finasteride',
    fullName: 'Finasteride (5-alpha-reductase inhibitor)',
    tagline: 'An approved oral drug for male-pattern hair loss, not a peptide',
    difficulty: 'Intermediate',
    description:
      'Finasteride is a small-molecule medicine, not a peptide. It blocks the enzyme that ' +
      'converts testosterone into DHT, the hormone that shrinks hair follicles in male-pattern ' +
      'hair loss. Large human trials led to its approval at 1 mg for hair loss and 5 mg for an ' +
      'enlarged prostate; topical forms are approved in some countries.',
    benefits: [
      'Slowed hair loss in large human trials',
      'Hair regrowth in a share of men in trials',
      'Lower DHT levels in the scalp and blood',
      'Reduced prostate size at the higher dose',
    ],
    mechanisms: [
      'Inhibits type II 5-alpha-reductase',
      'Blocks conversion of testosterone to DHT',
      'Less DHT lets miniaturised hair follicles recover in some men',
    ],
    useCases: [
      'Male-pattern hair loss research',
      'Benign prostatic hyperplasia research',
      'Androgen biology studies',
    ],
    dosage: '1 mg daily (oral, hair-loss dose)',
    duration: '3-6 months before effects are judged; benefits fade after stopping',
    priceRange: '$20-$35',
    injectionSites: ['Oral tablet or topical solution (not injected)'],
    sideEffects: [
      'Reduced libido or erectile problems in a small share of users',
      'Mood changes, including depression (label warning)',
      'Breast tenderness or enlargement',
      'Must not be handled by pregnant women (risk to a male foetus)',
      'Persistent effects after stopping reported by some users',
    ],
  },
  'melanotan-ii': {
    name: 'Melanotan II',
    fullName: 'Melanotan II (cyclic alpha-MSH analogue)',
    tagline: 'An unapproved tanning peptide with safety concerns',
    difficulty: 'Intermediate',
    description:
      'Melanotan II is a synthetic, ring-shaped version of alpha-melanocyte-stimulating hormone. ' +
      'Small early human studies found that it darkened the skin and caused erections, which ' +
      'later led to the development of PT-141. It is not approved anywhere, and regulators have ' +
      'warned about unlicensed products.',
    benefits: [
      'Skin darkening in small human studies',
      'Erectile responses in small human studies',
      'Appetite reduction reported in studies',
    ],
    mechanisms: [
      'Activates MC1R receptors on pigment cells, increasing melanin',
      'Activates MC4R receptors in the brain, affecting arousal and appetite',
      'Acts on several melanocortin receptors without selectivity',
    ],
    useCases: [
      'Pigmentation research',
      'Sexual function research',
      'Melanocortin receptor studies',
    ],
    dosage: 'No validated dose; 0.25-1 mg in informal reports',
    duration: '3-6 months',
    priceRange: '$25-$35',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Nausea and facial flushing',
      'Darkening of moles and freckles; new moles reported',
      'Spontaneous erections',
      'Raised blood pressure',
      'Unregulated products with quality concerns',
    ],
  },
  'pt-141': {
    name: 'PT-141',
    fullName: 'Bremelanotide (PT-141)',
    tagline: 'An approved melanocortin agonist for low sexual desire',
    difficulty: 'Intermediate',
    description:
      'PT-141, or bremelanotide, is a peptide developed from Melanotan II. In phase 3 trials in ' +
      'premenopausal women with low sexual desire, it modestly improved desire and reduced ' +
      'distress, which led to US approval for that use as an as-needed injection. Studies in men ' +
      'have been smaller.',
    benefits: [
      'Modest improvement in sexual desire in phase 3 trials',
      'Reduced distress about low desire in trials',
      'Works through the brain rather than blood flow',
    ],
    mechanisms: [
      'Activates MC4R melanocortin receptors in the brain',
      'Influences brain pathways linked to sexual motivation',
      'Does not act mainly on blood vessels, unlike PDE5 inhibitors',
    ],
    useCases: [
      'Hypoactive sexual desire disorder research',
      'Sexual function research in men',
      'Melanocortin receptor studies',
    ],
    dosage: '1.75 mg as needed, no more than once in 24 hours',
    duration: 'As needed; the label limits use to 8 doses per month',
    priceRange: '$30-$45',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Nausea (common in trials)',
      'Flushing',
      'Headache',
      'Temporary rise in blood pressure',
      'Darkening of skin patches with repeated use',
    ],
  },
  cagrilintide: {
    name: 'Cagrilintide',
    fullName: 'Cagrilintide (long-acting acylated amylin analogue)',
    tagline: 'An investigational long-acting amylin analogue',
    difficulty: 'Advanced',
    description:
      'Cagrilintide is a modified version of amylin, a hormone released with insulin that ' +
      'signals fullness. A phase 2 trial found dose-dependent weight loss, and it has been ' +
      'studied in phase 3 trials combined with semaglutide. It is investigational and not ' +
      'approved on its own.',
    benefits: [
      'Dose-dependent weight loss in a phase 2 trial',
      'Added weight loss when combined with semaglutide',
      'Increased fullness (satiety) in studies',
    ],
    mechanisms: [
      'Activates amylin and calcitonin receptors',
      'Signals fullness to the brain stem',
      'Slows stomach emptying and lowers glucagon after meals',
    ],
    useCases: [
      'Obesity research',
      'Combination studies with GLP-1 agonists',
      'Type 2 diabetes research',
    ],
    dosage: 'Up to about 4.5 mg weekly in phase 2; 2.4 mg weekly with semaglutide (CagriSema)',
    duration: 'Long-term; trials ran 26-68 weeks',
    priceRange: '$95-$125',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Nausea, vomiting and constipation',
      'Injection-site reactions',
      'Fatigue',
      'Long-term safety still under study',
    ],
  },
  mazdutide: {
    name: 'Mazdutide',
    fullName: 'Mazdutide (IBI362 / LY3305677)',
    tagline: 'A GLP-1 and glucagon dual agonist',
    difficulty: 'Advanced',
    description:
      'Mazdutide is a peptide modelled on oxyntomodulin, a gut hormone that acts on both GLP-1 ' +
      'and glucagon receptors. Trials, mostly in Chinese adults, reported weight loss and better ' +
      'blood sugar control. Most published data come from a single developer programme, and ' +
      'long-term safety is still being studied.',
    benefits: [
      'Weight loss in phase 2 and phase 3 trials',
      'Lower HbA1c in type 2 diabetes trials',
      'Reduced liver fat and blood lipids in trials',
    ],
    mechanisms: [
      'GLP-1 receptor activation reduces appetite and raises insulin release',
      'Glucagon receptor activation increases energy use',
      'Glucagon signalling promotes fat breakdown in the liver',
    ],
    useCases: ['Obesity research', 'Type 2 diabetes research', 'Fatty liver research'],
    dosage: '3-6 mg weekly (doses studied in trials)',
    duration: 'Long-term; phase 3 trials ran 48 weeks',
    priceRange: '$130-$160',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Upper arm (subcutaneous)'],
    sideEffects: [
      'Nausea, diarrhoea and vomiting',
      'Decreased appetite',
      'Increased heart rate',
      'Long-term safety still under study',
    ],
  },
  dsip: {
    name: 'DSIP',
    fullName: 'Delta Sleep-Inducing Peptide',
    tagline: 'A nine-amino-acid peptide studied for sleep',
    difficulty: 'Intermediate',
    description:
      'DSIP is a peptide of nine amino acids first isolated from the blood of sleeping rabbits. ' +
      'Animal studies linked it to deep sleep and stress responses, but small human studies gave ' +
      'inconsistent results, and no receptor or gene for it has been clearly identified.',
    benefits: [
      'Increased delta sleep in some animal studies',
      'Sleep changes in small human studies, with mixed results',
      'Effects on stress hormones in animal research',
    ],
    mechanisms: [
      'Mechanism unclear; no specific receptor identified',
      'May modulate GABA and glutamate signalling (animal studies)',
      'Appears to influence stress hormone release in animals',
    ],
    useCases: [
      'Sleep regulation research',
      'Stress response studies',
      'Withdrawal symptom research',
    ],
    dosage: '100-250 mcg before sleep in informal reports (no established dose)',
    duration: '2-4 weeks',
    priceRange: '$25-$40',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Headache',
      'Morning grogginess',
      'Inconsistent effects on sleep',
      'Limited human safety data',
    ],
  },
  'ss-31': {
    name: 'SS-31',
    fullName: 'Elamipretide (SS-31, D-Arg-Dmt-Lys-Phe-NH2)',
    tagline: 'A mitochondria-targeting peptide',
    difficulty: 'Intermediate',
    description:
      'SS-31, or elamipretide, is a small peptide that concentrates in the inner membrane of ' +
      'mitochondria, the energy-producing parts of cells. Animal studies reported better ' +
      'mitochondrial function in ageing and disease models. Human trials in rare mitochondrial ' +
      'diseases and heart failure have produced mixed results.',
    benefits: [
      'Improved mitochondrial energy production in animal models',
      'Studied in human trials for Barth syndrome and mitochondrial myopathy',
      'Reduced oxidative stress in lab studies',
    ],
    mechanisms: [
      'Binds cardiolipin in the inner mitochondrial membrane',
      'Stabilises the electron transport chain',
      'Reduces production of reactive oxygen species in lab models',
    ],
    useCases: [
      'Primary mitochondrial disease research',
      'Heart failure research',
      'Ageing research in animal models',
    ],
    dosage: '40 mg daily by injection (trial dose)',
    duration: '3-6 months',
    priceRange: '$85-$110',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site reactions (the most common effect in trials)',
      'Headache',
      'Dizziness',
      'Limited long-term data',
    ],
  },
  semax: {
    name: 'Semax',
    fullName: 'Semax (ACTH 4-7 Pro-Gly-Pro)',
    tagline: 'An ACTH-derived peptide studied for cognition',
    difficulty: 'Intermediate',
    description:
      'Semax is a seven-amino-acid peptide made from a short fragment of the hormone ACTH with a ' +
      'stabilising tail added, so it lacks hormonal effects on the adrenal glands. It is ' +
      'registered in Russia as nasal drops for stroke and some cognitive conditions. Independent ' +
      'research outside Russia is limited and mostly in animals.',
    benefits: [
      'Raised BDNF levels in rat brain studies',
      'Memory and attention effects in animal studies',
      'Stroke recovery studied in Russian clinical research',
      'No adrenal hormone effects, unlike full ACTH',
    ],
    mechanisms: [
      'Increases BDNF and its receptor TrkB in rat brain studies',
      'Modulates dopamine and serotonin systems in animals',
      'Changes activity of immune and blood vessel genes in rat stroke models',
    ],
    useCases: [
      'Stroke recovery research',
      'Cognition and attention research',
      'Neuroprotection studies',
    ],
    dosage: '0.1% or 1% nasal drops (Russian drug reference)',
    duration: '10-14 days per course',
    priceRange: '$35-$50',
    injectionSites: ['Intranasal (nasal spray)', 'Intranasal (drops into each nostril)'],
    sideEffects: [
      'Nasal irritation',
      'Headache',
      'Irritability or restlessness',
      'Little safety data outside Russian studies',
    ],
  },
  epithalon: {
    name: 'Epithalon',
    fullName: 'Epitalon (Ala-Glu-Asp-Gly tetrapeptide)',
    tagline: 'A pineal-derived peptide studied for ageing',
    difficulty: 'Intermediate',
    description:
      'Epithalon is a four-amino-acid peptide designed after epithalamin, an extract of the ' +
      'pineal gland. Research, mostly by Russian groups, reported telomerase activation in human ' +
      'cell cultures and longer lifespan in some rodent studies. Independent replication and ' +
      'controlled human trials are lacking.',
    benefits: [
      'Telomerase activation in human cell cultures',
      'Longer lifespan in some rodent studies',
      'Melatonin rhythm effects in animal studies',
    ],
    mechanisms: [
      'Appears to activate telomerase in cell cultures',
      'May influence pineal melatonin production (animal studies)',
      'Reported effects on gene expression in lab studies',
    ],
    useCases: [
      'Ageing and longevity research',
      'Telomere biology research',
      'Circadian rhythm studies',
    ],
    dosage: '5-10 mg daily for 10-20 days in informal reports (no established dose)',
    duration: '10-20 days per course, often repeated after several months',
    priceRange: '$45-$65',
    injectionSites: ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)'],
    sideEffects: [
      'Injection-site irritation',
      'Drowsiness',
      'Very limited independent human safety data',
    ],
  },
};

/** The hand-written part of a stack record; the rest is derived from the components. */
interface StackRecordText {
  tagline: string;
  mechanisms: string[];
  useCases: string[];
  duration: string;
  /** Replaces the default note that the combination is untested, where it has been tested. */
  combinationNote?: string;
}

const stackRecordTexts: Record<string, StackRecordText> = {
  'GLOW Peptide Stack': {
    tagline: 'A skin and tissue repair blend built on three research peptides',
    mechanisms: [
      'GHK-Cu supports collagen and elastin synthesis in fibroblasts (in vitro)',
      'BPC-157 promotes new blood vessel growth in animal models',
      'TB-500 regulates actin to help cells migrate into wounds (cell studies)',
    ],
    useCases: [
      'Skin ageing and cosmetic research',
      'Wound healing models',
      'Soft-tissue injury models',
    ],
    duration: '4-8 weeks',
  },
  'KLOW Complete Stack': {
    tagline: 'Four repair and anti-inflammatory peptides in one research blend',
    mechanisms: [
      'KPV reduces NF-kB inflammatory signalling in lab models',
      'BPC-157 and TB-500 support blood vessel growth and cell migration in animals',
      'GHK-Cu stimulates collagen synthesis in fibroblasts (in vitro)',
    ],
    useCases: [
      'Inflammation and tissue repair models',
      'Gut inflammation models',
      'Skin repair research',
    ],
    duration: '4-8 weeks',
  },
  'Wolverine Healing Stack': {
    tagline: 'BPC-157 and TB-500 paired for soft-tissue repair research',
    mechanisms: [
      'BPC-157 up-regulates repair-related growth factor signalling (animal data)',
      'TB-500 promotes cell migration through actin regulation (cell studies)',
      'Both support new blood vessel growth in preclinical models',
    ],
    useCases: [
      'Tendon and ligament injury models',
      'Muscle strain models',
      'Post-surgical recovery models in animals',
    ],
    duration: '4-8 weeks',
  },
  'GH Secretagogue Stack': {
    tagline: 'Two growth hormone pathways targeted together',
    mechanisms: [
      'CJC-1295 activates the GHRH receptor in the pituitary',
      'Ipamorelin activates the ghrelin receptor (GHS-R1a)',
      'The two signals together amplify growth hormone release in studies',
    ],
    useCases: [
      'Growth hormone axis research',
      'Body composition studies',
      'Recovery and sleep research',
    ],
    duration: '8-12 weeks',
  },
  'Recomp Stack': {
    tagline: 'Growth hormone secretagogues paired with a fat-metabolism fragment',
    mechanisms: [
      'Tesamorelin and ipamorelin raise growth hormone through two receptors',
      'Growth hormone promotes fat breakdown (lipolysis)',
      'AOD-9604 stimulates lipolysis in animal fat tissue without raising IGF-1',
    ],
    useCases: ['Visceral fat research', 'Body composition studies', 'Growth hormone axis research'],
    duration: '8-12 weeks',
  },
  'Cognitive Focus Stack': {
    tagline: 'Selank and Semax paired for focus and stress research',
    mechanisms: [
      'Selank appears to modulate GABA signalling in animal studies',
      'Semax increases BDNF and TrkB in rat brain studies',
      'Both are given as nasal sprays or drops in studies',
    ],
    useCases: [
      'Anxiety and stress research',
      'Cognition and attention research',
      'Neuroprotection studies',
    ],
    duration: "Two-week courses (Selank's Russian label)",
  },
  'Longevity Stack': {
    tagline: 'Three peptides from ageing and mitochondrial research',
    mechanisms: [
      'Epithalon appears to activate telomerase in cell cultures',
      'MOTS-c activates AMPK, a cellular energy sensor, in mice',
      'SS-31 binds cardiolipin and stabilises mitochondrial membranes',
    ],
    useCases: [
      'Ageing and longevity research',
      'Mitochondrial function research',
      'Metabolic ageing studies',
    ],
    duration: '3-6 months, with Epithalon in short courses',
  },
  'Amylin + GLP-1 Stack': {
    tagline: 'A GLP-1 agonist and an amylin analogue studied together',
    mechanisms: [
      'Semaglutide activates GLP-1 receptors, reducing appetite and raising insulin release',
      'Cagrilintide activates amylin receptors, signalling fullness',
      'Both slow stomach emptying',
    ],
    useCases: [
      'Obesity research',
      'Type 2 diabetes research',
      'Combination hormone therapy research',
    ],
    duration: 'Long-term; combination trials ran 68 weeks',
    combinationNote:
      'The pair has been tested together in phase 3 trials, where stomach and gut effects were ' +
      'the most common side effects',
  },
  'Immune Defense Stack': {
    tagline: 'Immune-modulating and antimicrobial peptides in one research blend',
    mechanisms: [
      'Thymosin alpha-1 promotes T-cell maturation and activity',
      'LL-37 disrupts microbial membranes and attracts immune cells',
      'KPV reduces NF-kB inflammatory signalling in lab models',
    ],
    useCases: [
      'Immune response research',
      'Infection and antimicrobial research',
      'Inflammation studies',
    ],
    duration: '4-8 weeks',
  },
  'Sleep & Recovery Stack': {
    tagline: 'A sleep peptide paired with a GHRH analogue',
    mechanisms: [
      'DSIP may modulate GABA and glutamate signalling (animal studies)',
      'Sermorelin activates the GHRH receptor in the pituitary',
      'The largest growth hormone pulse normally comes in early deep sleep',
    ],
    useCases: ['Sleep regulation research', 'Growth hormone axis research', 'Recovery studies'],
    duration: '4-8 weeks',
  },
  'Gut Health Stack': {
    tagline: 'Two peptides studied in gut injury and colitis models',
    mechanisms: [
      'BPC-157 protects the stomach and gut lining in rodent studies',
      'KPV enters gut cells through PepT1 and reduces inflammation (cell studies)',
      'Both show anti-inflammatory activity in preclinical models',
    ],
    useCases: [
      'Inflammatory bowel disease models',
      'Gut lining injury models',
      'Ulcer models in rodents',
    ],
    duration: '4-8 weeks',
  },
};

const untestedCombinationNote =
  'The combination has not been tested as a whole; side effects of the components may add up';
const injectionSiteReactions = 'Injection-site reactions such as redness, irritation or pain';
const maxStackSideEffects = 6;

function componentRecord(name: string): SimplePeptideRecord {
  const record = simplePeptideRecords[slugify(name)];
  if (!record) throw new Error(`Stack component without a simple record: ${name}`);
  return record;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** First item of every list, then the second of every list, and so on. */
function interleave(lists: string[][]): string[] {
  const result: string[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

/**
 * Side effects of the components, most common first (round-robin so every component
 * contributes); the differently worded injection-site effects are listed once.
 */
function combinedSideEffects(components: SimplePeptideRecord[], note: string): string[] {
  const all = unique(interleave(components.map((component) => component.sideEffects)));
  const isInjectionSite = (effect: string) => effect.startsWith('Injection-site');
  const others = all.filter((effect) => !isInjectionSite(effect));
  const merged = all.some(isInjectionSite) ? [injectionSiteReactions, ...others] : others;
  return [note, ...merged].slice(0, maxStackSideEffects);
}

/** Stacks are never Beginner: Advanced with an Advanced component or four or more components. */
function stackDifficulty(components: SimplePeptideRecord[]): Difficulty {
  const hasAdvanced = components.some((component) => component.difficulty === 'Advanced');
  return hasAdvanced || components.length >= 4 ? 'Advanced' : 'Intermediate';
}

function toStackRecord(stack: Stack): SimplePeptideRecord {
  const components = stack.peptides.map((peptide) => componentRecord(peptide.name));
  const text = stackRecordTexts[stack.name];
  if (!text) throw new Error(`Stack without record text: ${stack.name}`);
  return {
    name: stack.name,
    fullName: components.map((component) => component.name).join(' + '),
    tagline: text.tagline,
    difficulty: stackDifficulty(components),
    description: stack.description,
    benefits: stack.benefits,
    mechanisms: text.mechanisms,
    useCases: text.useCases,
    dosage: components.map((component) => `${component.name}: ${component.dosage}`).join('; '),
    duration: text.duration,
    priceRange: `$${stack.price}-$${stack.originalPrice}`,
    injectionSites: unique(components.flatMap((component) => component.injectionSites)),
    sideEffects: combinedSideEffects(components, text.combinationNote ?? untestedCombinationNote),
  };
}

/** One record per stack, keyed by the stack's slug, so every /stack/{slug} page has content. */
export const stackRecords: Record<string, SimplePeptideRecord> = Object.fromEntries(
  stacks.map((stack) => [slugify(stack.name), toStackRecord(stack)]),
);
