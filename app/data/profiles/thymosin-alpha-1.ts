import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Thymosin Alpha-1',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
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
      level: 'Randomised human trials',
      description:
        'In a randomised controlled trial in 98 people with chronic hepatitis B, a 26-week ' +
        'course of 1.6 mg under the skin twice a week cleared the virus (HBV DNA and HBeAg) in ' +
        '40.6% of patients 18 months after entry, against 9.4% of untreated controls; a 52-week ' +
        'course did not reach significance. Results vary between studies, and no one lost ' +
        'hepatitis B surface antigen.',
      references: [
        {
          authors: 'Chien RN, Liaw YF, Chen TC, Yeh CT, Sheen IS',
          title:
            'Efficacy of thymosin α1 in patients with chronic hepatitis B: A randomized, ' +
            'controlled trial',
          journal: 'Hepatology',
          year: 1998,
          url: 'https://doi.org/10.1002/hep.510270527',
          checkedCopy: 'https://zendy.io/title/10.1002/hep.510270527',
          supports:
            'In a randomised controlled trial in 98 people with chronic hepatitis B, a 26-week ' +
            'course of 1.6 mg under the skin twice a week cleared the virus (HBV DNA and HBeAg) ' +
            'in 40.6% of patients 18 months after entry, against 9.4% of untreated controls; a ' +
            '52-week course did not reach significance.',
        },
      ],
    },
    {
      name: 'Vaccine response enhancement',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a randomised, double-blind, placebo-controlled trial in 90 men aged 65-99 given ' +
        'influenza ' +
        'vaccine, thymosin alpha-1 (900 mcg/m2 twice weekly for eight doses) raised the antibody ' +
        'response at 6 weeks, mainly in those aged 77 and over. Evidence rests on small trials.',
      references: [
        {
          authors: 'Gravenstein S, Duthie EH, Miller BA, et al.',
          title:
            'Augmentation of Influenza Antibody Response in Elderly Men by Thymosin Alpha One: ' +
            'A Double-Blind Placebo-Controlled Clinical Study',
          journal: 'Journal of the American Geriatrics Society',
          year: 1989,
          url: 'https://doi.org/10.1111/j.1532-5415.1989.tb01561.x',
          checkedCopy:
            'http://onlinelibrary.wiley.com/doi/10.1111/j.1532-5415.1989.tb01561.x/abstract',
          design: 'Randomised controlled trial',
          supports:
            'In a randomised, double-blind, placebo-controlled trial in 90 men aged 65-99 given ' +
            'influenza ' +
            'vaccine, thymosin alpha-1 (900 mcg/m2 twice weekly for eight doses) raised the ' +
            'antibody response at 6 weeks, mainly in those aged 77 and over.',
        },
      ],
    },
    {
      name: 'Severe infection and sepsis',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In the largest trial, a double-blind phase 3 study of 1,106 adults with sepsis in 22 ' +
        'Chinese centres, 28-day mortality did not differ between thymosin alpha-1 and placebo ' +
        '(23.4% against 24.1%). A survival benefit has not been established.',
      references: [
        {
          authors: 'Wu J, Pei F, Zhou L, et al.',
          title:
            'The efficacy and safety of thymosin α1 for sepsis (TESTS): multicentre, double ' +
            'blinded, randomised, placebo controlled, phase 3 trial',
          journal: 'BMJ',
          year: 2025,
          url: 'https://doi.org/10.1136/bmj-2024-082583',
          checkedCopy: 'http://47.251.13.51:8081/39814420',
          supports:
            'In the largest trial, a double-blind phase 3 study of 1,106 adults with sepsis in ' +
            '22 Chinese centres, 28-day mortality did not differ between thymosin alpha-1 and ' +
            'placebo (23.4% against 24.1%).',
        },
      ],
    },
    {
      name: 'Adjunct in cancer therapy',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Said to be investigated alongside chemotherapy and immunotherapy, but no published ' +
        'study could be found and checked for this page.',
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
