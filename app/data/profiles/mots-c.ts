import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'MOTS-c',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'MOTS-c is a 16-amino-acid peptide encoded not in the cell nucleus but in mitochondrial DNA, ' +
    'within the region that codes for the 12S ribosomal RNA. It belongs to a small family of ' +
    'mitochondrial-derived peptides described in the 2010s, and it circulates in the blood, ' +
    'where levels have been reported to fall with age and to change with exercise. In mice, ' +
    'MOTS-c has been shown to improve insulin sensitivity, limit weight gain on high-fat diets ' +
    'and improve physical performance in older animals, which has made it a subject of interest ' +
    'in metabolism and ageing research. Human evidence is limited to observational measurements ' +
    'of circulating levels and early-stage work on related analogues; no controlled trials have ' +
    'shown clinical benefits of MOTS-c in people. It is not an approved medicine.',
  keyBenefits: [
    'Improved insulin sensitivity and glucose handling in mouse studies',
    'Reduced weight gain in mice fed a high-fat diet',
    'Improved physical capacity in older mice',
    'Acts as a signal between mitochondria and the rest of the cell, a new area of metabolic ' +
      'research',
  ],
  mechanismOfAction:
    'MOTS-c is thought to act mainly in skeletal muscle. In cell and mouse studies it inhibits ' +
    'part of the folate cycle, which leads to build-up of the metabolite AICAR and activation of ' +
    'AMPK, a master energy sensor that increases glucose uptake and fat use. Under metabolic ' +
    'stress, MOTS-c has been reported to move into the cell nucleus and influence the expression ' +
    'of genes involved in antioxidant and stress responses, suggesting it acts as a messenger ' +
    'from mitochondria to the nucleus. It may also behave like an exercise-related signal, as ' +
    'its levels rise in muscle and blood with physical activity in some studies. These ' +
    'mechanisms come from animal and laboratory research and have not been confirmed in humans.',
  researchIndications: [
    {
      name: 'Insulin resistance and diet-induced obesity',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In mice, MOTS-c treatment prevented age-dependent and high-fat-diet-induced insulin ' +
        'resistance, as well as diet-induced obesity, acting mainly on skeletal muscle. Human ' +
        'trials have not been published.',
      references: [
        {
          authors: 'Lee C, Zeng J, Drew BG, et al.',
          title:
            'The mitochondrial-derived peptide MOTS-c promotes metabolic homeostasis and reduces ' +
            'obesity and insulin resistance',
          journal: 'Cell Metabolism',
          year: 2015,
          url: 'https://doi.org/10.1016/j.cmet.2015.02.009',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4350682',
          supports:
            'In mice, MOTS-c treatment prevented age-dependent and high-fat-diet-induced insulin ' +
            'resistance, as well as diet-induced obesity, acting mainly on skeletal muscle.',
        },
      ],
    },
    {
      name: 'Age-related decline in physical capacity',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'MOTS-c treatment improved physical performance in young, middle-aged and old mice. In ' +
        'people, exercise raised MOTS-c levels in muscle and blood, but MOTS-c itself was not ' +
        'given to people, so relevance to humans is unknown.',
      references: [
        {
          authors: 'Reynolds JC, Lai RW, Woodhead JST, et al.',
          title:
            'MOTS-c is an exercise-induced mitochondrial-encoded regulator of age-dependent ' +
            'physical decline and muscle homeostasis',
          journal: 'Nature Communications',
          year: 2021,
          url: 'https://doi.org/10.1038/s41467-020-20790-0',
          checkedCopy: 'https://www.nature.com/articles/s41467-020-20790-0',
          supports:
            'MOTS-c treatment improved physical performance in young, middle-aged and old mice.',
        },
      ],
    },
    {
      name: 'Metabolic liver disease',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'An analogue based on MOTS-c entered an early-phase trial in fatty liver disease, but no ' +
        'published results were found and checked.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Metabolic research',
      dose: '5-10 mg per week, often split into several injections',
      frequency: 'Two to three times weekly',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature. Animal studies dosed by body weight, ' +
        'and these human figures are extrapolations, not trial-derived.',
    },
    {
      goal: 'Exercise capacity research',
      dose: '5 mg',
      frequency: 'Once or twice weekly',
      route: 'Subcutaneous',
      notes: 'Informal reports only; no human studies have tested MOTS-c for performance.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'SS-31',
      interaction: 'Potentially Synergistic',
      description:
        'Both are discussed in mitochondrial research, with different targets; combination data ' +
        'are absent.',
    },
    {
      peptide: 'Metformin',
      interaction: 'Monitor',
      description:
        'Both are linked to AMPK activation and glucose lowering; additive effects on blood ' +
        'glucose are possible.',
    },
    {
      peptide: 'Insulin or sulfonylureas',
      interaction: 'Use Caution',
      description:
        'Improved insulin sensitivity could add to the glucose-lowering effect of these ' +
        'medicines and raise the risk of hypoglycaemia.',
    },
    {
      peptide: 'Glutathione',
      interaction: 'Generally Compatible',
      description: 'No known interaction; both appear in discussions of mitochondrial health.',
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
        description:
          'Confirms a molecular weight consistent with the 16-amino-acid MOTS-c sequence.',
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
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Claims of proven anti-ageing or weight-loss effects in people',
        description: 'Human clinical evidence is lacking, so such claims are not supported.',
      },
      {
        indicator: 'Cloudy solution or visible particles after reconstitution',
        description: 'May indicate contamination, degradation or a different substance.',
      },
    ],
    storageNote:
      'Keep lyophilised MOTS-c frozen or refrigerated and protected from light. After ' +
      'reconstitution, refrigerate at 2-8 degrees C and use within the period stated by the ' +
      'supplier.',
  },
  safetyInformation: {
    generalNotes: [
      'Human safety data for MOTS-c are essentially absent; effects seen in mice may not predict ' +
        'effects in people.',
      'Injection-site redness, itching or discomfort are reported in informal use.',
      'Because it affects glucose handling, people with diabetes or taking glucose-lowering ' +
        'medicines face a risk of low blood glucose.',
      'AMPK activators are listed among prohibited metabolic modulators by the World Anti-Doping ' +
        'Agency; competitive athletes should check current rules.',
      'Not studied in pregnancy, breastfeeding or in people under 18.',
      'Consult a qualified healthcare professional before considering any unapproved compound; ' +
        'this page is educational and is not medical advice.',
    ],
    whenToStop: [
      'Symptoms of low blood glucose such as shakiness, sweating, confusion or a racing heartbeat',
      'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
        'breathing (seek emergency care)',
      'Spreading redness, warmth, pus or fever around an injection site',
      'Palpitations, chest discomfort or unusual breathlessness',
      'Any new, unexplained or persistent symptom',
    ],
  },
};
