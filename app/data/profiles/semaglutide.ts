import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Semaglutide',
  review: null,
  whatIsIt:
    'Semaglutide is a prescription medicine that mimics GLP-1 (glucagon-like peptide-1), a gut ' +
    'hormone released after eating. It is a modified version of human GLP-1 with changes that ' +
    'protect it from rapid breakdown and a fatty-acid side chain that binds it to albumin in the ' +
    'blood, giving it a half-life of about a week. It is approved in many countries, including ' +
    'by the US FDA and the European Medicines Agency, as a once-weekly injection for type 2 ' +
    'diabetes (Ozempic) and for chronic weight management (Wegovy), and as a daily tablet for ' +
    'type 2 diabetes (Rybelsus). It has been studied in large phase 3 programmes, including ' +
    'SUSTAIN for diabetes, STEP for weight management and SELECT for cardiovascular outcomes. It ' +
    'should only be used under the care of a prescriber; products sold as "research" semaglutide ' +
    'are not the same as regulated medicines.',
  keyBenefits: [
    'Substantial weight loss in large phase 3 trials when combined with diet and activity',
    'Improves blood sugar control and HbA1c in type 2 diabetes',
    'Reduced major cardiovascular events in people with established heart disease in outcome ' +
      'trials',
    'Once-weekly injection thanks to its long half-life',
    'Extensive long-term safety monitoring as an approved medicine',
  ],
  mechanismOfAction:
    'Semaglutide activates the GLP-1 receptor. In the pancreas this increases insulin release ' +
    'and lowers glucagon release when blood sugar is raised, so the glucose-lowering effect is ' +
    'largely glucose-dependent. It slows the emptying of the stomach, which contributes to ' +
    'feeling full after meals, especially early in treatment. GLP-1 receptors in ' +
    'appetite-regulating areas of the brain, including the hypothalamus and brainstem, are ' +
    'thought to be central to its effects on hunger, food cravings and energy intake, which ' +
    'drive weight loss. Its long duration of action comes from resistance to the enzyme DPP-4 ' +
    'and reversible binding to albumin, which slows its clearance from the body.',
  quickGuide: {
    typicalDose:
      'Labelled regimens start at 0.25 mg weekly and are increased stepwise to a maintenance ' +
      'dose (up to 2.4 mg weekly for weight management)',
    frequency: 'Once weekly, on the same day each week',
    cycle: 'Long-term treatment; weight tends to return after stopping',
    storage:
      'Unused pens refrigerated at 2-8 degrees C, not frozen; in-use storage per product labelling',
    timing: 'Any time of day, with or without meals',
    effectsTimeline:
      'Appetite changes within weeks; meaningful weight loss over months, with trial results ' +
      'reported after more than a year',
  },
  researchIndications: [
    {
      name: 'Chronic weight management',
      effectiveness: 'Most Effective',
      level: 'No published source found',
      description:
        'Approved for adults with obesity or overweight with a weight-related condition; the ' +
        'STEP phase 3 programme showed substantial average weight loss compared with placebo.',
      references: [],
    },
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Most Effective',
      level: 'No published source found',
      description:
        'Approved for glycaemic control; the SUSTAIN programme showed reductions in HbA1c and ' +
        'body weight versus placebo and several comparator medicines.',
      references: [],
    },
    {
      name: 'Cardiovascular risk reduction',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'Outcome trials, including SELECT in people with overweight and heart disease, showed ' +
        'fewer major cardiovascular events; approved for this use in some regions.',
      references: [],
    },
    {
      name: 'Kidney disease in type 2 diabetes',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'A dedicated kidney outcome trial reported slower kidney function decline in people with ' +
        'type 2 diabetes and chronic kidney disease.',
      references: [],
    },
    {
      name: 'Fatty liver disease (MASH)',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'A phase 3 trial reported resolution of liver inflammation and improved fibrosis in more ' +
        'patients than placebo; regulatory status for this use varies by country.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Weight management (as studied in STEP trials)',
      dose: '0.25 mg weekly, increased every 4 weeks to 2.4 mg weekly',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Stepwise escalation is used to reduce gastrointestinal side effects. Prescribed and ' +
        'monitored by a clinician; not a self-directed protocol.',
    },
    {
      goal: 'Type 2 diabetes (as studied in SUSTAIN trials)',
      dose: '0.25 mg weekly, then 0.5 mg, with further increases to 1-2 mg if needed',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'An oral daily tablet is also approved for type 2 diabetes. Other glucose-lowering ' +
        'medicines may need adjustment.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Tirzepatide',
      interaction: 'Avoid Combination',
      description:
        'Both activate the GLP-1 receptor; combining them duplicates the mechanism and increases ' +
        'the risk of gastrointestinal and other adverse effects.',
    },
    {
      peptide: 'Cagrilintide',
      interaction: 'Synergistic',
      description:
        'An amylin analogue studied with semaglutide as the combination CagriSema, which ' +
        'produced greater weight loss than either component alone in clinical trials.',
    },
    {
      peptide: 'Retatrutide',
      interaction: 'Avoid',
      description:
        'Retatrutide also activates the GLP-1 receptor; stacking them is unstudied and redundant.',
    },
    {
      peptide: 'Insulin',
      interaction: 'Monitor',
      description:
        'Combined use is common in diabetes care, but the risk of low blood sugar rises and ' +
        'insulin doses may need to be reduced by the prescriber.',
    },
    {
      peptide: 'AOD-9604',
      interaction: 'Generally Compatible',
      description:
        'No known direct interaction; AOD-9604 has not shown meaningful weight loss in trials ' +
        'and combination use is unstudied.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Approved branded product dispensed by a licensed pharmacy',
        description: 'Regulated manufacturing, labelled dose and traceable supply chain.',
      },
      {
        indicator: 'Intact, sealed pen with matching lot number and expiry',
        description: 'Packaging and labelling match the official product information.',
      },
    ],
    acceptable: [
      {
        indicator: 'Compounded product from a licensed, regulated pharmacy',
        description:
          'Legal availability depends on country and shortage rules; quality is less assured ' +
          'than for approved products.',
      },
      {
        indicator: 'Pharmacy-provided certificate or quality documentation',
        description: 'Offers some assurance about identity and sterility.',
      },
    ],
    redFlags: [
      {
        indicator: 'Sold as "for research use only" semaglutide',
        description: 'Not a regulated medicine; identity, dose and sterility cannot be assured.',
      },
      {
        indicator: 'Salt forms such as semaglutide sodium or acetate',
        description:
          'Regulators have warned these are not the same active ingredient as approved products.',
      },
      {
        indicator: 'Pens with mismatched labels, spelling errors or unusual prices',
        description: 'Counterfeit pens have been reported; buy only from legitimate pharmacies.',
      },
    ],
    storageNote:
      'Keep unused pens refrigerated at 2-8 degrees C and never freeze them. Once in use, follow ' +
      'the product labelling for room-temperature limits and discard after the stated period.',
  },
  safetyInformation: {
    generalNotes: [
      'Nausea, vomiting, diarrhoea and constipation are common, especially during dose increases.',
      'Carries a warning about thyroid C-cell tumours seen in rodents; it is not used in people ' +
        'with a personal or family history of medullary thyroid cancer or MEN2.',
      'Risks include pancreatitis, gallbladder problems, dehydration-related kidney injury and ' +
        'low blood sugar when combined with insulin or sulfonylureas.',
      'Rapid improvement in blood sugar has been linked to worsening diabetic eye disease in ' +
        'some people with existing retinopathy.',
      'Not for use in pregnancy; it should be stopped well before a planned pregnancy as advised ' +
        'by a prescriber.',
      'Use only under the supervision of a qualified healthcare professional; this page is ' +
        'educational and is not medical advice.',
    ],
    whenToStop: [
      'Severe, persistent abdominal pain that may spread to the back, with or without vomiting ' +
        '(possible pancreatitis)',
      'Pain in the upper right abdomen, fever or yellowing of the skin or eyes',
      'A lump or swelling in the neck, trouble swallowing or persistent hoarseness',
      'Signs of dehydration such as very little urine, dizziness or confusion',
      'Changes in vision, or facial swelling, rash or difficulty breathing',
    ],
  },
};
