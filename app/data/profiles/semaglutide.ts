import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Semaglutide',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Semaglutide is a prescription medicine that mimics GLP-1 (glucagon-like peptide-1), a gut ' +
    'hormone released after eating. It is a modified version of human GLP-1 with changes that ' +
    'protect it from rapid breakdown and a fatty-acid side chain that binds it to albumin in the ' +
    'blood, giving it a half-life of about a week. It is approved in many countries, including ' +
    'by the US FDA and the European Medicines Agency, as a once-weekly injection for type 2 ' +
    'diabetes (Ozempic) and for chronic weight management (Wegovy), and as a daily tablet for ' +
    'type 2 diabetes (Rybelsus). In the US, Wegovy is also approved to lower the risk of heart ' +
    'attack, stroke and cardiovascular death in adults with heart disease and overweight or ' +
    'obesity, and (accelerated approval, August 2025) for a form of fatty liver disease, MASH, ' +
    'with moderate to advanced scarring. It has been studied in large phase 3 programmes, ' +
    'including SUSTAIN for diabetes, STEP for weight management, SELECT for cardiovascular ' +
    'outcomes, FLOW for kidney disease and ESSENCE for MASH. It ' +
    'should only be used under the care of a prescriber; products sold as "research" semaglutide ' +
    'are not the same as regulated medicines.',
  keyBenefits: [
    'Substantial weight loss in large phase 3 trials when combined with diet and activity',
    'Improves blood sugar control and HbA1c in type 2 diabetes',
    'Fewer heart attacks, strokes and cardiovascular deaths in people with established heart ' +
      'disease in the SELECT outcome trial',
    'Slower kidney disease progression in people with type 2 diabetes in the FLOW trial',
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
      'Labelled regimens start at 0.25 mg weekly for 4 weeks and rise stepwise: to 2.4 mg ' +
      'weekly for weight management (Wegovy), or 0.5 mg weekly, then 1 or 2 mg if needed, for ' +
      'type 2 diabetes (Ozempic)',
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
      level: 'Randomised human trials',
      description:
        'Approved (as Wegovy) for adults with obesity, or overweight with a weight-related ' +
        'condition, alongside diet and physical activity. In the STEP 1 trial of 1,961 adults ' +
        'without diabetes, semaglutide 2.4 mg once weekly for 68 weeks lowered body weight by ' +
        '14.9% on average, against 2.4% with placebo.',
      references: [
        {
          authors: 'Wilding JPH, Batterham RL, et al.',
          title: 'Once-Weekly Semaglutide in Adults with Overweight or Obesity',
          journal: 'New England Journal of Medicine',
          year: 2021,
          url: 'https://doi.org/10.1056/NEJMoa2032183',
          checkedCopy: 'https://www.nejm.org/doi/10.1056/NEJMoa2032183',
          supports:
            'In the STEP 1 trial of 1,961 adults without diabetes, semaglutide 2.4 mg once weekly ' +
            'for 68 weeks lowered body weight by 14.9% on average, against 2.4% with placebo.',
        },
      ],
    },
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'Approved (as Ozempic injections and Rybelsus tablets) for blood sugar control in adults ' +
        'with type 2 diabetes. In the SUSTAIN 10 trial, semaglutide 1.0 mg once weekly lowered ' +
        'HbA1c by 1.7 percentage points over 30 weeks, against 1.0 with daily liraglutide 1.2 mg, ' +
        'and lowered body weight more.',
      references: [
        {
          authors: 'Capehorn MS, Catarig AM, et al.',
          title:
            'Efficacy and safety of once-weekly semaglutide 1.0 mg vs once-daily liraglutide ' +
            '1.2 mg as add-on to 1-3 oral antidiabetic drugs in subjects with type 2 diabetes ' +
            '(SUSTAIN 10)',
          journal: 'Diabetes & Metabolism',
          year: 2020,
          url: 'https://pubmed.ncbi.nlm.nih.gov/31539622/',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/31539622/?dopt=Abstract',
          supports:
            'In the SUSTAIN 10 trial, semaglutide 1.0 mg once weekly lowered HbA1c by 1.7 ' +
            'percentage points over 30 weeks, against 1.0 with daily liraglutide 1.2 mg, and ' +
            'lowered body weight more.',
        },
      ],
    },
    {
      name: 'Cardiovascular risk reduction',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'In the SELECT trial of 17,604 adults with established cardiovascular disease and ' +
        'overweight or obesity but no diabetes, semaglutide 2.4 mg weekly lowered the rate of ' +
        'cardiovascular death, heart attack or stroke from 8.0% to 6.5% over a mean follow-up of ' +
        'about 40 months. The US label of Wegovy includes this use.',
      references: [
        {
          authors: 'Lincoff AM, Brown-Frandsen K, et al.',
          title: 'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
          journal: 'New England Journal of Medicine',
          year: 2023,
          url: 'https://pubmed.ncbi.nlm.nih.gov/37952131/',
          checkedCopy: 'https://www.accessss.org/Home/Article/111365',
          supports:
            'In the SELECT trial of 17,604 adults with established cardiovascular disease and ' +
            'overweight or obesity but no diabetes, semaglutide 2.4 mg weekly lowered the rate ' +
            'of cardiovascular death, heart attack or stroke from 8.0% to 6.5% over a mean ' +
            'follow-up of about 40 months.',
        },
        {
          authors: 'Novo Nordisk',
          title: 'Wegovy (semaglutide) injection: US prescribing information',
          journal: 'US Food and Drug Administration (openFDA label record)',
          year: 2024,
          url: 'https://api.fda.gov/drug/label.json?search=openfda.brand_name%3A%22Wegovy%22',
          checkedCopy:
            'https://www.medicinesresources.nhs.uk/us-fda-approves-semaglutide-wegovy-to-reduce-risk-of-cardiovascular-events-in-adults-with-cardiovascular-disease-who-are-obese-or-overweight.html',
          design: 'Regulator label',
          supports: 'The US label of Wegovy includes this use.',
        },
      ],
    },
    {
      name: 'Kidney disease in type 2 diabetes',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In the FLOW trial of 3,533 people with type 2 diabetes and chronic kidney disease, ' +
        'semaglutide 1.0 mg weekly lowered the risk of major kidney disease events (kidney ' +
        'failure, a halving of kidney function, or death from kidney or cardiovascular causes) ' +
        'by 24% compared with placebo over a median of 3.4 years.',
      references: [
        {
          authors: 'Perkovic V, Tuttle KR, et al.',
          title:
            'Effects of Semaglutide on Chronic Kidney Disease in Patients with Type 2 Diabetes',
          journal: 'New England Journal of Medicine',
          year: 2024,
          url: 'https://doi.org/10.1056/NEJMoa2403347',
          checkedCopy: 'https://www.accessss.org/Home/Article/113281',
          supports:
            'In the FLOW trial of 3,533 people with type 2 diabetes and chronic kidney disease, ' +
            'semaglutide 1.0 mg weekly lowered the risk of major kidney disease events (kidney ' +
            'failure, a halving of kidney function, or death from kidney or cardiovascular ' +
            'causes) by 24% compared with placebo over a median of 3.4 years.',
        },
      ],
    },
    {
      name: 'Fatty liver disease (MASH)',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In the phase 3 ESSENCE trial in adults with MASH and moderate or advanced liver fibrosis, ' +
        'steatohepatitis resolved at 72 weeks in 62.9% of those on semaglutide 2.4 mg weekly ' +
        'against 34.3% on placebo, and fibrosis improved in 36.8% against 22.4%. In August 2025 ' +
        'the US FDA granted Wegovy accelerated approval for this use; a confirmatory part of the ' +
        'trial on liver outcomes is still running.',
      references: [
        {
          authors: 'Sanyal AJ, Newsome PN, et al.',
          title: 'Phase 3 Trial of Semaglutide in Metabolic Dysfunction-Associated Steatohepatitis',
          journal: 'New England Journal of Medicine',
          year: 2025,
          url: 'https://pubmed.ncbi.nlm.nih.gov/40305708/',
          checkedCopy: 'https://www.evidencealerts.com/Home/Article/116482',
          supports:
            'In the phase 3 ESSENCE trial in adults with MASH and moderate or advanced liver ' +
            'fibrosis, steatohepatitis resolved at 72 weeks in 62.9% of those on semaglutide ' +
            '2.4 mg weekly against 34.3% on placebo, and fibrosis improved in 36.8% against 22.4%.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Weight management (as studied in STEP trials)',
      dose:
        '0.25 mg weekly for 4 weeks, then 0.5 mg, 1 mg and 1.7 mg for 4 weeks each, and 2.4 mg ' +
        'weekly from week 17 (the labelled Wegovy schedule)',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Stepwise escalation is used to reduce gastrointestinal side effects. Prescribed and ' +
        'monitored by a clinician; not a self-directed protocol.',
    },
    {
      goal: 'Type 2 diabetes (as studied in SUSTAIN trials)',
      dose:
        '0.25 mg weekly for 4 weeks (a starting dose, not effective for glucose control), then ' +
        '0.5 mg weekly; 1 mg and then 2 mg weekly if needed, each after at least 4 weeks on the ' +
        'dose before (maximum 2 mg, the labelled Ozempic schedule)',
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
      'The US labels of Ozempic and Wegovy carry a boxed warning: semaglutide caused thyroid ' +
        'C-cell tumours in mice and rats, and it is unknown whether it causes them, including ' +
        'medullary thyroid carcinoma, in people. It must not be used by anyone with a personal ' +
        'or family history of medullary thyroid carcinoma or with multiple endocrine neoplasia ' +
        'syndrome type 2 (MEN 2).',
      'Other labelled warnings include acute pancreatitis, acute gallbladder disease, low blood ' +
        'sugar (especially with insulin or sulfonylureas), acute kidney injury from fluid loss, ' +
        'serious allergic reactions including anaphylaxis and angioedema, worsening diabetic eye ' +
        'disease in people with type 2 diabetes, a raised heart rate, and (for Wegovy) suicidal ' +
        'thoughts or behaviour.',
      'It must not be combined with other semaglutide products or other GLP-1 receptor agonists.',
      'Not for use in pregnancy; the Wegovy labelling advises stopping at least 2 months before a ' +
        'planned pregnancy.',
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
      'New or worsening low mood, or thoughts of self-harm',
    ],
  },
};
