import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Sermorelin',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Sermorelin is a synthetic version of the first 29 amino acids of human growth ' +
    'hormone-releasing hormone (GHRH), the shortest part of the natural hormone that keeps its ' +
    'full activity. It was previously approved in the United States under the brand name Geref, ' +
    'both as a diagnostic test of pituitary growth hormone reserve and for treating growth ' +
    'failure in certain children with growth hormone deficiency. The branded product was later ' +
    'withdrawn from sale, and in 2013 the FDA determined that it had not been withdrawn for ' +
    'reasons of safety or effectiveness. Because it ' +
    'stimulates the body to release its own growth hormone rather than replacing it, sermorelin ' +
    'has since been discussed, and in some places compounded, for adults with age-related ' +
    'declines in GH, although evidence for benefits in that group is limited. It is prohibited ' +
    'in sport by the World Anti-Doping Agency.',
  keyBenefits: [
    'Stimulates the pituitary to release its own growth hormone in a pulsatile pattern',
    'Has a history of regulatory approval and clinical use in children with GH deficiency',
    'Natural feedback through somatostatin and IGF-1 remains active, which may limit excessive ' +
      'GH levels',
    'Studied in small human trials in older adults for effects on GH, IGF-1 and body composition',
    'Interest in sleep quality, based on the role of GHRH in deep sleep',
  ],
  mechanismOfAction:
    'Sermorelin binds the GHRH receptor on somatotroph cells in the anterior pituitary, ' +
    'increasing cyclic AMP and triggering release of stored growth hormone while also supporting ' +
    'GH gene expression. The released GH raises IGF-1 production, mainly in the liver. Because ' +
    'the hypothalamic brake, somatostatin, and negative feedback from GH and IGF-1 still ' +
    'operate, the response tends to follow natural daily rhythms, with the largest pulses at ' +
    'night. Sermorelin is broken down within minutes, so each dose produces a short stimulus ' +
    'rather than sustained elevation. This differs from direct growth hormone therapy, which ' +
    'bypasses the pituitary and its feedback controls. How well the pituitary responds varies ' +
    'with age and underlying health.',
  quickGuide: {
    typicalDose:
      '200-300 mcg per day in informal adult reports; the main paediatric study used 30 mcg/kg ' +
      'once daily at bedtime',
    frequency: 'Once daily in reported protocols',
    cycle: 'Several months in reported protocols, with periodic reassessment',
    storage: 'Lyophilised powder refrigerated; once reconstituted, refrigerate at 2-8 degrees C',
    timing:
      'Commonly reported at bedtime on an empty stomach, to coincide with natural night-time GH ' +
      'pulses',
    effectsTimeline:
      'GH rises within minutes of a dose; IGF-1 changes over weeks; body-composition changes, if ' +
      'any, over months',
  },
  researchIndications: [
    {
      name: 'Paediatric growth hormone deficiency',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In an open-label study of 110 previously untreated children with growth hormone ' +
        'deficiency, a nightly injection of 30 mcg/kg raised mean height velocity from 4.1 cm a ' +
        'year to 7.2 cm a year after 12 months. The study had no placebo or growth hormone ' +
        'comparison group.',
      references: [
        {
          authors: 'Geref International Study Group',
          title:
            'Once daily subcutaneous growth hormone-releasing hormone therapy accelerates growth ' +
            'in growth hormone-deficient children during the first year of therapy',
          journal: 'Journal of Clinical Endocrinology & Metabolism',
          year: 1996,
          url: 'https://doi.org/10.1210/jcem.81.3.8772599',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/8772599/',
          supports:
            'In an open-label study of 110 previously untreated children with growth hormone ' +
            'deficiency, a nightly injection of 30 mcg/kg raised mean height velocity from 4.1 cm ' +
            'a year to 7.2 cm a year after 12 months.',
        },
      ],
    },
    {
      name: 'Diagnostic testing of pituitary GH reserve',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'A diagnostic form was used to test whether the pituitary releases growth hormone in ' +
        'response to GHRH, but no label or study of this use was found and checked.',
      references: [],
    },
    {
      name: 'Age-related GH decline in adults',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of sermorelin in older adults was found and checked; benefits for ' +
        'body composition, strength or well-being in this group are not established.',
      references: [],
    },
    {
      name: 'Sleep quality',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'GHRH is thought to play a part in deep sleep, but no published study of sermorelin and ' +
        'sleep was found and checked.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Adult GH support research',
      dose: '200-300 mcg',
      frequency: 'Once daily at bedtime',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal and compounding literature; not an approved adult ' +
        'indication.',
    },
    {
      goal: 'Combined GHRH and GHRP research',
      dose: '100-200 mcg with a ghrelin-receptor agonist such as ipamorelin',
      frequency: 'Once or twice daily',
      route: 'Subcutaneous',
      notes:
        'Reported in research discussions because the two classes act on different receptors. ' +
        'Combination safety has not been established.',
    },
    {
      goal: 'Historical paediatric GH deficiency treatment',
      dose: '30 mcg/kg, as in the main paediatric study',
      frequency: 'Once daily at bedtime',
      route: 'Subcutaneous',
      notes:
        'Described for context only: this was a supervised, approved use before the product was ' +
        'withdrawn from the market.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Ipamorelin',
      interaction: 'Synergistic',
      description:
        'A GHRH analogue combined with a ghrelin-receptor agonist produces a larger GH pulse ' +
        'than either alone in pharmacology studies.',
    },
    {
      peptide: 'CJC-1295',
      interaction: 'Redundant',
      description: 'Both act on the GHRH receptor; combining them duplicates the mechanism.',
    },
    {
      peptide: 'Tesamorelin',
      interaction: 'Avoid Combination',
      description:
        'Tesamorelin is another GHRH analogue with its own approved use; stacking them adds no ' +
        'clear benefit and may raise IGF-1 further.',
    },
    {
      peptide: 'Glucocorticoids or thyroid medicines',
      interaction: 'Monitor',
      description:
        'Steroid excess and untreated thyroid problems can blunt the GH response to GHRH, which ' +
        'may make results harder to interpret.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Third-party HPLC purity of 98% or higher',
        description:
          'An independent laboratory report tied to the specific batch number on the vial.',
      },
      {
        indicator: 'Mass spectrometry identity check',
        description: 'Confirms a molecular weight consistent with GHRH (1-29) amide.',
      },
      {
        indicator: 'White, uniform lyophilised cake',
        description: 'Dry powder that dissolves fully into a clear solution.',
      },
    ],
    acceptable: [
      {
        indicator: 'Pharmacy-compounded product with a pharmacy label',
        description:
          'Compounded products are not FDA-approved, but are made under pharmacy regulations ' +
          'with a prescription.',
      },
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
    ],
    redFlags: [
      {
        indicator: 'Sold as the original branded product',
        description:
          'The original branded product was withdrawn from the US market, so claims to be ' +
          'selling it should be questioned.',
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
      'Keep lyophilised sermorelin refrigerated and protected from light. Once reconstituted it ' +
      'is relatively short-lived; keep it at 2-8 degrees C and follow the supplier or pharmacy ' +
      'use-by period.',
  },
  safetyNotes: [
    'The most commonly reported side effects are injection-site pain, redness or swelling, along ' +
      'with flushing, headache, dizziness and nausea.',
    'Raised GH and IGF-1 can reduce insulin sensitivity and, in theory, promote growth of ' +
      'existing tumours; caution is advised with diabetes or any cancer history.',
    'Untreated thyroid problems can reduce the response and should be assessed by a clinician.',
    'GHRH analogues, including sermorelin, are prohibited in sport by the World Anti-Doping ' +
      'Agency.',
    'Not studied for adult use in pregnancy or breastfeeding.',
    'Consult a qualified healthcare professional; use outside a supervised medical setting is ' +
      'not recommended, and this page is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Persistent or worsening headache, especially with vision changes or vomiting',
    'Marked swelling of the hands, feet or face, or persistent numbness and tingling',
    'Excessive thirst, frequent urination or high blood glucose readings',
    'Painful, hard or spreading lumps at injection sites',
  ],
};
