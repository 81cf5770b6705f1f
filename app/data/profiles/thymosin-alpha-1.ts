import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Thymosin Alpha-1',
  review: null,
  whatIsIt:
    'Thymosin Alpha-1 is a 28-amino-acid peptide originally isolated from thymus tissue, the ' +
    'organ where T cells mature. A synthetic version, known as thymalfasin, has been approved in ' +
    'a number of countries outside the United States, mainly in Asia and parts of Europe and ' +
    'Latin America, for uses such as chronic hepatitis B and as an immune-supporting adjunct. It ' +
    'is not approved by the US FDA for any indication. Unlike many research peptides, it has ' +
    'been studied in human clinical trials for decades, including in viral hepatitis, as an ' +
    'add-on to vaccines and in severe infections, although results have been mixed and the ' +
    'quality of trials varies. Despite the similar name, it is unrelated in structure and ' +
    'function to thymosin beta-4 (the parent of TB-500).',
  keyBenefits: [
    'Approved as thymalfasin in several countries outside the US for specific conditions',
    'Supports T-cell maturation and function in laboratory and clinical studies',
    'Studied as an add-on treatment in chronic hepatitis B and C',
    'Investigated as an adjuvant to improve vaccine responses in people with weaker immunity',
    'Generally well tolerated in clinical studies to date',
  ],
  mechanismOfAction:
    'Thymosin Alpha-1 acts as an immune modulator rather than a direct antiviral. Laboratory ' +
    'studies show it activates toll-like receptors (such as TLR2 and TLR9) on dendritic cells ' +
    'and other immune cells, which helps start and direct immune responses. It promotes the ' +
    'maturation and activity of T cells, particularly helper T cells that drive antiviral and ' +
    'anti-tumour responses, and increases production of signalling molecules such as ' +
    'interferon-gamma and interleukin-2. It also appears to enhance the activity of natural ' +
    'killer cells. In some settings it may help rebalance an over-active inflammatory response, ' +
    'which is why it has been explored in sepsis. The precise receptors and downstream effects ' +
    'are still being studied.',
  quickGuide: {
    typicalDose: '1.6 mg per injection, as used in approved thymalfasin regimens',
    frequency: 'Twice weekly in approved regimens',
    cycle: 'Often several months in hepatitis studies; shorter courses in other research',
    storage: 'Lyophilised vials refrigerated (2-8 degrees C); use promptly after reconstitution',
    timing: 'No specific time of day established',
    effectsTimeline:
      'Immune markers may change within weeks; clinical outcomes in hepatitis trials were ' +
      'assessed over months',
  },
  researchIndications: [
    {
      name: 'Chronic hepatitis B',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'Approved for this use in several countries; clinical trials report improved viral ' +
        'response in some patients, with results varying between studies.',
      references: [],
    },
    {
      name: 'Vaccine response enhancement',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Studied as an adjuvant in older adults and people with weakened immunity, with some ' +
        'studies reporting improved antibody responses.',
      references: [],
    },
    {
      name: 'Severe infection and sepsis',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Clinical trials, mostly in China, have produced mixed results; benefit on survival has ' +
        'not been firmly established.',
      references: [],
    },
    {
      name: 'Adjunct in cancer therapy',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Investigated alongside chemotherapy and immunotherapy in small studies; evidence is ' +
        'preliminary.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Immune support research (hepatitis-style regimen)',
      dose: '1.6 mg',
      frequency: 'Twice weekly',
      route: 'Subcutaneous',
      notes:
        'Mirrors regimens reported in clinical research and approved labelling outside the US, ' +
        'where it is prescribed and supervised by physicians.',
    },
    {
      goal: 'Short-term immune research',
      dose: '1.6 mg',
      frequency: 'Twice weekly for a few weeks',
      route: 'Subcutaneous',
      notes: 'Shorter courses appear in informal reports; they are not supported by trial data.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'LL-37',
      interaction: 'Potentially Synergistic',
      description:
        'Both influence innate immunity through different pathways; no combination studies exist.',
    },
    {
      peptide: 'TB-500',
      interaction: 'Compatible',
      description: 'Unrelated peptides despite the shared "thymosin" name; no known interaction.',
    },
    {
      peptide: 'KPV',
      interaction: 'Monitor',
      description:
        'KPV is studied as an anti-inflammatory while Thymosin Alpha-1 stimulates immunity; ' +
        'combined effects are unknown.',
    },
    {
      peptide: 'Epithalon',
      interaction: 'Generally Compatible',
      description: 'Sometimes discussed together in ageing research; no known interaction.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Pharmaceutical thymalfasin from a licensed pharmacy',
        description: 'In countries where it is approved, regulated product is the benchmark.',
      },
      {
        indicator: 'Independent HPLC and mass spectrometry testing',
        description:
          'Confirms purity and the correct molecular weight of the 28-residue acetylated peptide.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis with batch number',
        description: 'Helpful, but less reliable than an independent report.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Common for research-grade material of this length.',
      },
    ],
    redFlags: [
      {
        indicator: 'Confusion with thymosin beta-4 or TB-500',
        description: 'Labels that mix up the two suggest poor quality control.',
      },
      {
        indicator: 'No identity or sterility information',
        description: 'Identity cannot be confirmed and contamination risk is unknown.',
      },
      {
        indicator: 'Claims that it cures infections or cancer',
        description: 'Clinical evidence does not support such claims.',
      },
    ],
    storageNote:
      'Store vials refrigerated at 2-8 degrees C and away from light. Reconstituted solution ' +
      'should be used promptly and not stored for long periods.',
  },
  safetyNotes: [
    'Clinical studies have generally reported good tolerability, with injection-site discomfort ' +
      'and redness among the more common effects.',
    'As an immune stimulant it may be unsuitable for people with autoimmune disease or organ ' +
      'transplants who take immunosuppressants.',
    'Not established as safe in pregnancy or breastfeeding.',
    'Research-grade products are not the same as regulated pharmaceutical thymalfasin.',
    'Consult a qualified healthcare professional before considering Thymosin Alpha-1; this page ' +
      'is educational and is not medical advice.',
  ],
  whenToStop: [
    'Hives, facial swelling or difficulty breathing (seek emergency care)',
    'Fever, chills or spreading redness at an injection site',
    'Flare of an autoimmune condition, such as new joint pain, rash or worsening symptoms',
    'Persistent fatigue, muscle aches or other unexplained symptoms',
  ],
};
