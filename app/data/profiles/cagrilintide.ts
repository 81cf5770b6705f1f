import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Cagrilintide',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Cagrilintide is an investigational, long-acting analogue of amylin, a hormone released by ' +
    'the pancreas together with insulin after meals that helps signal fullness. It was developed ' +
    'by Novo Nordisk and carries a fatty-acid side chain that extends its action so it can be ' +
    'injected once a week. Cagrilintide has been studied on its own in phase 2 trials for weight ' +
    'management and, more prominently, in combination with semaglutide as a fixed-dose product ' +
    'known as CagriSema, which has been tested in large phase 3 trials in people with obesity ' +
    'and type 2 diabetes. As of the time of writing it is not approved as a medicine in any ' +
    'country, so its long-term safety and effectiveness are still being assessed.',
  keyBenefits: [
    'Dose-dependent weight loss compared with placebo in a phase 2 trial of cagrilintide alone',
    'Greater weight loss when combined with semaglutide (CagriSema) than either drug alone',
    'Targets a different satiety pathway from GLP-1 medicines',
    'Once-weekly injection due to its long half-life',
    'Being studied for blood sugar control in type 2 diabetes as part of CagriSema',
  ],
  mechanismOfAction:
    'Cagrilintide activates amylin receptors, which are formed by the calcitonin receptor ' +
    'combined with receptor activity-modifying proteins, and it also activates the calcitonin ' +
    'receptor itself. Amylin signalling acts mainly in the brainstem (particularly the area ' +
    'postrema) and hypothalamus to increase feelings of fullness and reduce meal size. It also ' +
    'slows stomach emptying and suppresses the release of glucagon after meals, which helps ' +
    'limit rises in blood sugar. Because these pathways differ from, and appear to complement, ' +
    'those of GLP-1 receptor agonists such as semaglutide, the two have been combined to achieve ' +
    'larger effects on body weight than either alone.',
  quickGuide: {
    typicalDose:
      'Trials have studied a range of weekly doses, with 2.4 mg weekly used in CagriSema',
    frequency: 'Once weekly',
    cycle: 'Long-term in trials, with gradual dose escalation over several months',
    storage: 'Refrigerated (2-8 degrees C) and protected from light; do not freeze',
    timing: 'Same day each week, any time of day',
    effectsTimeline:
      'Appetite effects within weeks; weight loss builds over months of continued treatment',
  },
  researchIndications: [
    {
      name: 'Weight management (with semaglutide as CagriSema)',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In the phase 3 REDEFINE 1 trial of 3,417 adults with obesity, or overweight with a ' +
        'related condition, and without diabetes, cagrilintide 2.4 mg plus semaglutide 2.4 mg ' +
        'weekly lowered body weight by 20.4% at 68 weeks against 3.0% with placebo, and by more ' +
        'than either drug alone. The combination is not yet approved.',
      studiedMolecule: 'Cagrilintide combined with semaglutide (CagriSema)',
      references: [
        {
          authors: 'Garvey WT, Blüher M, et al.',
          title: 'Coadministered Cagrilintide and Semaglutide in Adults with Overweight or Obesity',
          journal: 'New England Journal of Medicine',
          year: 2025,
          url: 'https://clinicaltrials.gov/study/NCT05567796',
          checkedCopy: 'https://push-zb.helmholtz-munich.de/frontdoor.php?la=en&source_opus=74999',
          supports:
            'In the phase 3 REDEFINE 1 trial of 3,417 adults with obesity, or overweight with a ' +
            'related condition, and without diabetes, cagrilintide 2.4 mg plus semaglutide 2.4 mg ' +
            'weekly lowered body weight by 20.4% at 68 weeks against 3.0% with placebo, and by ' +
            'more than either drug alone.',
        },
      ],
    },
    {
      name: 'Weight management (cagrilintide alone)',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a 26-week phase 2 trial in adults with obesity or overweight, weekly cagrilintide 0.3 ' +
        'to 4.5 mg lowered body weight by 6.0% to 10.8%, against 3.0% with placebo; the 4.5 mg dose ' +
        'lowered it slightly more than daily liraglutide 3.0 mg (10.8% against 9.0%).',
      references: [
        {
          authors: 'Lau DCW, Erichsen L, et al.',
          title:
            'Once-weekly cagrilintide for weight management in people with overweight and ' +
            'obesity: a multicentre, randomised, double-blind, placebo-controlled and ' +
            'active-controlled, dose-finding phase 2 trial',
          journal: 'The Lancet',
          year: 2021,
          url: 'https://clinicaltrials.gov/study/NCT03856047',
          checkedCopy:
            'https://m3india.in/contents/journal/once-weekly-cagrilintide-for-weight-management-in-people-with-overweight-and',
          supports:
            'In a 26-week phase 2 trial in adults with obesity or overweight, weekly cagrilintide ' +
            '0.3 to 4.5 mg lowered body weight by 6.0% to 10.8%, against 3.0% with placebo; the ' +
            '4.5 mg dose lowered it slightly more than daily liraglutide 3.0 mg (10.8% against ' +
            '9.0%).',
        },
      ],
    },
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'CagriSema has been tested in people with type 2 diabetes (the REDEFINE 2 trial), but no ' +
        'published source for its results has yet been found and checked for this page; ' +
        'regulatory decisions are pending.',
      studiedMolecule: 'Cagrilintide combined with semaglutide (CagriSema)',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Weight management research (monotherapy)',
      dose: 'Escalating weekly doses, up to about 4.5 mg in phase 2 research',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Dose escalation over several weeks was used to improve tolerability. Investigational ' +
        'only; reported in clinical research, not approved labelling.',
    },
    {
      goal: 'Combination research (CagriSema)',
      dose: '2.4 mg cagrilintide with 2.4 mg semaglutide',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Tested as a fixed-dose co-formulation after gradual escalation. Blends sold online are ' +
        'not the investigational product.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Semaglutide',
      interaction: 'Synergistic',
      description:
        'Combined as CagriSema, where complementary amylin and GLP-1 actions produced more ' +
        'weight loss than either alone in clinical trials.',
    },
    {
      peptide: 'Tirzepatide',
      interaction: 'Monitor',
      description:
        'No trials have tested this combination; added gastrointestinal effects would be expected.',
    },
    {
      peptide: 'Pramlintide',
      interaction: 'Redundant',
      description:
        'Pramlintide is a short-acting approved amylin analogue; combining two amylin agonists ' +
        'duplicates the mechanism.',
    },
    {
      peptide: 'Insulin',
      interaction: 'Use Caution',
      description:
        'Amylin analogues can increase the risk of low blood sugar when used with insulin; dose ' +
        'adjustments would need clinical supervision.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Supplied within a registered clinical trial',
        description:
          'As an investigational drug, trial supply is the only regulated source at present.',
      },
      {
        indicator: 'Independent HPLC and mass spectrometry report for research material',
        description:
          'Confirms identity, including the acylated side chain, and purity of the batch.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis with batch number',
        description: 'Useful but not independent verification.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Common for research-grade lipidated peptides.',
      },
    ],
    redFlags: [
      {
        indicator: 'Sold as "CagriSema" or a pre-mixed blend',
        description:
          'The combination is not approved; blends sold online are not the studied product.',
      },
      {
        indicator: 'No identity testing',
        description: 'Acylated peptides are complex to make and easy to misidentify.',
      },
      {
        indicator: 'Claims of approval or guaranteed weight loss',
        description: 'Cagrilintide is investigational and individual responses vary.',
      },
    ],
    storageNote:
      'Keep refrigerated at 2-8 degrees C, protected from light, and never frozen. Reconstituted ' +
      'research material should be refrigerated and used promptly.',
  },
  safetyInformation: {
    generalNotes: [
      'Gastrointestinal effects such as nausea, constipation, vomiting and diarrhoea were the ' +
        'most common side effects in trials, especially during dose escalation.',
      'Fatigue and injection-site reactions have also been reported.',
      'Long-term safety is still being evaluated because it is not yet an approved medicine.',
      'Combined with insulin or other glucose-lowering drugs, the risk of low blood sugar may ' +
        'rise.',
      'Not studied for use in pregnancy or breastfeeding.',
      'Consult a qualified healthcare professional; this page is educational and is not medical ' +
        'advice.',
    ],
    whenToStop: [
      'Severe or persistent abdominal pain, possibly spreading to the back',
      'Persistent vomiting or signs of dehydration such as dizziness or very little urine',
      'Shakiness, sweating, confusion or other signs of low blood sugar',
      'Rash, facial swelling or difficulty breathing (seek emergency care)',
    ],
  },
};
