import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'CJC-1295',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'CJC-1295 is a synthetic analogue of growth hormone-releasing hormone (GHRH). It is built on ' +
    'the first 29 amino acids of natural GHRH, the part that carries its activity, with four ' +
    'amino-acid substitutions that make it more resistant to breakdown. Two quite different ' +
    'products share the name. CJC-1295 with DAC carries a Drug Affinity Complex that lets it ' +
    'bind to albumin in the blood, extending its half-life to roughly a week. CJC-1295 without ' +
    'DAC, also called modified GRF (1-29), lasts only a short time and produces brief GH pulses. ' +
    'The DAC version was studied in early-phase human trials, which showed sustained increases ' +
    'in growth hormone and IGF-1, but neither form has been approved as a medicine. GHRH analogues are prohibited in sport by the World Anti-Doping ' +
    'Agency.',
  keyBenefits: [
    'Raises growth hormone and IGF-1 levels, shown for the DAC form in early human studies',
    'Long-acting DAC form allows infrequent dosing in research settings',
    'Short-acting no-DAC form produces pulses closer to natural GH release',
    'Frequently paired with ghrelin-receptor agonists such as ipamorelin for a combined effect',
    'Interest in body composition and recovery, although outcome data in healthy adults are ' +
      'lacking',
  ],
  mechanismOfAction:
    'CJC-1295 binds the GHRH receptor on somatotroph cells of the anterior pituitary. This ' +
    'raises cyclic AMP inside the cells, which triggers release of stored growth hormone and ' +
    'supports synthesis of new hormone. Growth hormone then stimulates the liver to produce ' +
    'IGF-1, which mediates many of its effects on tissue. The amino-acid substitutions protect ' +
    'the peptide from the enzyme DPP-4, which rapidly inactivates natural GHRH. In the DAC form, ' +
    'a reactive linker attaches the peptide to circulating albumin, so it keeps stimulating the ' +
    'receptor for days; this produces a raised GH baseline rather than distinct pulses. The ' +
    'natural feedback system, including somatostatin and IGF-1, still limits the response, but ' +
    'the long-term consequences of sustained stimulation have not been established.',
  quickGuide: {
    typicalDose:
      'No DAC: about 100 mcg per injection; with DAC: 1-2 mg per week in informal reports',
    frequency:
      'No DAC: one to three times daily; with DAC: once or twice weekly in reported protocols',
    cycle: '8-12 weeks in informal reports, followed by a break',
    storage: 'Lyophilised powder refrigerated; once reconstituted, refrigerate at 2-8 degrees C',
    timing: 'No-DAC doses are commonly reported before bed or on an empty stomach',
    effectsTimeline:
      'IGF-1 rises over days; any body-composition changes would take weeks to months',
  },
  researchIndications: [
    {
      name: 'Raising GH and IGF-1 levels',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Trials of the DAC form in healthy adults are reported to have raised growth hormone and ' +
        'IGF-1 for days after a single injection, but no journal, PubMed or regulator copy of ' +
        'them could be checked for this page. A raised hormone level would not by itself prove ' +
        'clinical benefit, and the short-acting form without DAC is not covered by these reports.',
      references: [],
    },
    {
      name: 'Body composition',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Higher GH and IGF-1 may favour lean mass and fat loss in theory, but no published ' +
        'study of CJC-1295 and body composition was found and checked.',
      references: [],
    },
    {
      name: 'Growth hormone deficiency',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of CJC-1295 in growth hormone deficiency could be found and checked ' +
        'against a stored copy, and no human study of this use is known to us.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Pulsatile GH research (no DAC)',
      dose: '100 mcg',
      frequency: 'One to three times daily, often with ipamorelin',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, not derived from controlled human ' +
        'trials.',
    },
    {
      goal: 'Sustained GH elevation research (with DAC)',
      dose: '1-2 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'The randomised trials of the DAC form dosed by body weight (30-60 mcg/kg, about 2-4 mg ' +
        'for a 70 kg adult) as single, weekly or every-other-week injections; the informal dose ' +
        'is not taken from them. Check which form a product contains before comparing doses.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Ipamorelin',
      interaction: 'Synergistic',
      description:
        'GHRH analogues and ghrelin-receptor agonists act on different receptors and produce a ' +
        'larger GH pulse together in pharmacology studies.',
    },
    {
      peptide: 'Sermorelin',
      interaction: 'Redundant',
      description:
        'Both are GHRH analogues acting on the same receptor; combining them adds little.',
    },
    {
      peptide: 'Tesamorelin',
      interaction: 'Avoid Combination',
      description:
        'Another GHRH analogue, approved for a specific use; stacking two GHRH analogues ' +
        'duplicates the mechanism and may push IGF-1 higher without benefit.',
    },
    {
      peptide: 'Insulin or diabetes medicines',
      interaction: 'Monitor',
      description:
        'Raised GH can reduce insulin sensitivity, so blood glucose may change; monitoring by a ' +
        'clinician is advisable.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Form clearly labelled (with DAC or without DAC)',
        description:
          'The two forms differ greatly in half-life and dosing, so the label must say which is ' +
          'supplied.',
      },
      {
        indicator: 'Third-party HPLC and mass spectrometry results',
        description:
          'Independent, batch-specific reports confirming purity and a molecular weight matching ' +
          'the stated form.',
      },
      {
        indicator: 'White, uniform lyophilised cake',
        description: 'Dry powder that dissolves fully into a clear solution.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
      {
        indicator: 'Purity between 95% and 98%',
        description:
          'Common for research-grade material; remaining impurities are not characterised.',
      },
    ],
    redFlags: [
      {
        indicator: 'Ambiguous product name',
        description:
          'Listing only CJC-1295 without stating DAC or no DAC makes dosing comparisons ' +
          'impossible.',
      },
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Cloudy solution or visible particles after reconstitution',
        description: 'May indicate contamination, degradation or a different substance.',
      },
    ],
    storageNote:
      'Keep lyophilised CJC-1295 refrigerated and protected from light. After reconstitution, ' +
      'refrigerate at 2-8 degrees C and avoid repeated freezing and thawing.',
  },
  safetyNotes: [
    'Side effects reported in early human studies and informal use include injection-site ' +
      'reactions, flushing, headache, water retention and tingling in the hands.',
    'The long-acting DAC form keeps GH raised for days, so unwanted effects may also persist ' +
      'after stopping.',
    'Raised GH and IGF-1 can reduce insulin sensitivity and, in theory, promote growth of ' +
      'existing tumours; caution is advised with diabetes or any cancer history.',
    'GHRH analogues, including CJC-1295, are prohibited in sport by the World Anti-Doping Agency.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Marked swelling of the hands, feet or face, or persistent numbness and tingling',
    'Excessive thirst, frequent urination or high blood glucose readings',
    'Chest pain, a racing or irregular heartbeat, or fainting',
    'Persistent headache, vision changes or new joint pain',
  ],
};
