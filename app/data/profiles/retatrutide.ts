import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Retatrutide',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Retatrutide (development code LY3437943) is an investigational peptide being developed by ' +
    'Eli Lilly for obesity, type 2 diabetes and related metabolic conditions. It is a single ' +
    'molecule that activates three hormone receptors: GIP, GLP-1 and glucagon, which is why it ' +
    'is often called a triple agonist. It is modified with a fatty-acid chain so that it ' +
    'circulates for days and can be given once a week. In phase 2 trials in adults with obesity ' +
    'and in adults with type 2 diabetes, it produced large, dose-dependent reductions in body ' +
    'weight and improvements in blood glucose. In the phase 3 programme (TRIUMPH and ' +
    'TRANSCEND), the sponsor announced the first results from December 2025 onwards; full ' +
    'peer-reviewed phase 3 publications and regulatory decisions were still awaited when this page ' +
    'was checked. ' +
    'Retatrutide is not approved by any regulator; products sold online as retatrutide are not ' +
    'the investigational drug and their contents and quality are uncertain.',
  keyBenefits: [
    'Large, dose-dependent weight reduction in phase 2 trials in adults with obesity',
    'Improved blood glucose control in phase 2 trials in adults with type 2 diabetes',
    'Marked reductions in liver fat reported in a phase 2 substudy',
    'Improvements in blood pressure and blood lipids reported alongside weight loss',
    'Once-weekly dosing because of its long half-life',
  ],
  mechanismOfAction:
    'Retatrutide activates three receptors. GLP-1 receptor activation increases ' +
    'glucose-dependent insulin release, slows stomach emptying and reduces appetite through ' +
    'signals to the brain. GIP receptor activation also enhances insulin release and may ' +
    'influence fat tissue and nausea pathways. Glucagon receptor activation, unusual for a ' +
    'weight-loss drug, is thought to raise energy expenditure and increase fat breakdown in the ' +
    'liver, which may explain the strong effects on liver fat. The GLP-1 and GIP effects help ' +
    'offset the tendency of glucagon to raise blood glucose. A fatty-acid side chain lets the ' +
    'molecule bind albumin and resist breakdown, giving it a half-life of several days. How much ' +
    'each receptor contributes to the overall effect in people is still being studied.',
  quickGuide: {
    typicalDose:
      'Phase 2 trials escalated to once-weekly maintenance doses of up to 12 mg (investigational)',
    frequency: 'Once weekly',
    cycle:
      'Trial participants were treated continuously for about a year; long-term use is still ' +
      'under study',
    storage: 'Lyophilised powder refrigerated; once reconstituted, refrigerate at 2-8 degrees C',
    timing: 'Same day each week in trials; can be given without regard to meals',
    effectsTimeline:
      'Appetite changes within weeks; weight continued to fall through most of the phase 2 ' +
      'treatment period',
  },
  researchIndications: [
    {
      name: 'Obesity and overweight',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a 48-week randomised, placebo-controlled phase 2 trial of 338 adults with obesity, or ' +
        'overweight with a weight-related condition, body weight fell by 8.7% with 1 mg, 17.1% ' +
        'with 4 mg, 22.8% with 8 mg and 24.2% with 12 mg weekly, against 2.1% with placebo. ' +
        'Phase 3 trials are under way; their first results have been announced by the sponsor ' +
        'but retatrutide is not approved.',
      references: [
        {
          authors: 'Jastreboff AM, Kaplan LM, et al.',
          title: 'Triple-Hormone-Receptor Agonist Retatrutide for Obesity - A Phase 2 Trial',
          journal: 'New England Journal of Medicine',
          year: 2023,
          url: 'https://doi.org/10.1056/NEJMoa2301972',
          checkedCopy: 'https://suppr.wilddata.cn/browses/detail/pubmed/37366315',
          design: 'Randomised controlled trial',
          supports:
            'In a 48-week randomised, placebo-controlled phase 2 trial of 338 adults with ' +
            'obesity, or overweight with a weight-related condition, body weight fell by 8.7% ' +
            'with 1 mg, 17.1% with 4 mg, 22.8% with 8 mg and 24.2% with 12 mg weekly, against ' +
            '2.1% with placebo.',
        },
      ],
    },
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a randomised phase 2 trial of 281 adults with type 2 diabetes, retatrutide lowered ' +
        'HbA1c and body weight more than placebo and more than dulaglutide 1.5 mg, with a ' +
        'dose-dependent effect on weight at 36 weeks.',
      references: [
        {
          authors: 'Rosenstock J, Frías JP, et al.',
          title:
            'Retatrutide, a GIP, GLP-1 and glucagon receptor agonist, for people with type 2 ' +
            'diabetes: a randomised, double-blind, placebo and active-controlled, parallel-group, ' +
            'phase 2 trial conducted in the USA',
          journal: 'The Lancet',
          year: 2023,
          url: 'https://doi.org/10.1016/S0140-6736(23)01053-X',
          checkedCopy: 'https://staging.physiciansweekly.com/?p=465355',
          supports:
            'In a randomised phase 2 trial of 281 adults with type 2 diabetes, retatrutide ' +
            'lowered HbA1c and body weight more than placebo and more than dulaglutide 1.5 mg, ' +
            'with a dose-dependent effect on weight at 36 weeks.',
        },
      ],
    },
    {
      name: 'Fatty liver disease (MASLD)',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a randomised substudy of 98 participants of the phase 2 obesity trial who had at least ' +
        '10% liver fat, liver fat fell by 81.4% with 8 mg and 82.4% with 12 mg weekly at 24 weeks, ' +
        'and 79% and 86% of them reached normal liver fat, against no change with placebo. ' +
        'Effects on liver inflammation and scarring remain to be tested.',
      references: [
        {
          authors: 'Sanyal AJ, Kaplan LM, et al.',
          title:
            'Triple hormone receptor agonist retatrutide for metabolic dysfunction-associated ' +
            'steatotic liver disease: a randomized phase 2a trial',
          journal: 'Nature Medicine',
          year: 2024,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC11271400/',
          checkedCopy:
            'https://pmc.ncbi.nlm.nih.gov/articles/PMC11271400/?term=%22Nat+Med%22%5Bjour%5D',
          supports:
            'In a randomised substudy of 98 participants of the phase 2 obesity trial who had at ' +
            'least 10% liver fat, liver fat fell by 81.4% with 8 mg and 82.4% with 12 mg weekly ' +
            'at 24 weeks, and 79% and 86% of them reached normal liver fat, against no change ' +
            'with placebo.',
        },
      ],
    },
    {
      name: 'Cardiometabolic risk factors',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'A meta-analysis of three randomised trials (878 people) found lower systolic blood ' +
        'pressure (by about 10 mm Hg), fasting glucose and HbA1c with retatrutide than with ' +
        'placebo. Effects on heart attacks, strokes and kidney outcomes have not yet been shown.',
      references: [
        {
          authors: 'Abouelmagd AA, Abdelrehim AM, et al.',
          title:
            'Efficacy and safety of retatrutide, a novel GLP-1, GIP, and glucagon receptor ' +
            'agonist for obesity treatment: a systematic review and meta-analysis of randomized ' +
            'controlled trials',
          journal: 'Proceedings (Baylor University Medical Center)',
          year: 2025,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC12026077/',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/pmc12026077',
          supports:
            'A meta-analysis of three randomised trials (878 people) found lower systolic blood ' +
            'pressure (by about 10 mm Hg), fasting glucose and HbA1c with retatrutide than with ' +
            'placebo.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Weight management (phase 2 trial design)',
      dose:
        'Started at 2 mg (1 mg in the lowest-dose group) and escalated every few weeks to a ' +
        'maintenance dose of 1, 4, 8 or 12 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Gradual escalation was used in trials to reduce gastrointestinal side effects. ' +
        'Described for context only; retatrutide is investigational.',
    },
    {
      goal: 'Glycaemic control in type 2 diabetes (phase 2 trial design)',
      dose:
        'Maintenance doses of 0.5 to 12 mg once weekly, mostly reached by escalation from 2 mg, ' +
        'with diet and exercise alone or with metformin',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Described for context only; the trial enrolled adults with type 2 diabetes under ' +
        'medical supervision and glucose monitoring.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Tirzepatide',
      interaction: 'Avoid Combination',
      description:
        'Both activate GIP and GLP-1 receptors; combining them duplicates mechanisms and is ' +
        'likely to increase gastrointestinal and other side effects.',
    },
    {
      peptide: 'Semaglutide',
      interaction: 'Redundant',
      description:
        'Semaglutide acts on the GLP-1 receptor, which retatrutide already activates; no benefit ' +
        'is expected from combining them.',
    },
    {
      peptide: 'Cagrilintide',
      interaction: 'Use Caution',
      description:
        'An amylin analogue that also reduces appetite and slows stomach emptying; the ' +
        'combination has not been studied and may add to nausea and dehydration.',
    },
    {
      peptide: 'Insulin or sulfonylureas',
      interaction: 'Monitor',
      description:
        'Adding a potent incretin-based agent raises the risk of low blood glucose; these ' +
        'medicines may need adjustment under medical supervision.',
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
          'Confirms a molecular weight consistent with retatrutide, including its fatty-acid ' +
          'modification.',
      },
      {
        indicator: 'Endotoxin and sterility testing',
        description: 'Reports showing low bacterial endotoxin and sterility for the batch.',
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
        indicator: 'Marketed as approved or as the original manufacturer product',
        description:
          'Retatrutide is investigational and not commercially available from its developer.',
      },
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Shipped warm or with a damaged seal',
        description: 'Heat and broken seals increase the risk of degradation and contamination.',
      },
    ],
    storageNote:
      'Keep lyophilised material refrigerated and protected from light. After reconstitution, ' +
      'refrigerate at 2-8 degrees C and do not freeze.',
  },
  safetyNotes: [
    'In phase 2 trials the most common side effects were nausea, vomiting, diarrhoea and ' +
      'constipation, mostly mild to moderate and most frequent during dose escalation.',
    'Dose-related increases in heart rate were observed in trials; the long-term significance is ' +
      'not yet known.',
    'Medicines in the GLP-1 class carry warnings about pancreatitis, gallbladder disease, ' +
      'dehydration-related kidney injury and, based on rodent studies, thyroid C-cell tumours; ' +
      'similar precautions are expected to apply.',
    'Rapid weight loss can cause loss of muscle as well as fat, and may increase the risk of ' +
      'gallstones.',
    'Not studied for safety in pregnancy, breastfeeding or in people under 18.',
    'Retatrutide is investigational; consult a qualified healthcare professional, and be aware ' +
      'that products sold outside clinical trials are unregulated. This page is not medical ' +
      'advice.',
  ],
  whenToStop: [
    'Severe, persistent abdominal pain, with or without vomiting, which may spread to the back ' +
      '(possible pancreatitis; seek urgent care)',
    'Pain in the upper right abdomen, fever or yellowing of the skin or eyes (possible ' +
      'gallbladder problems)',
    'Persistent vomiting or diarrhoea with signs of dehydration such as dizziness or very little ' +
      'urine',
    'A lump or swelling in the neck, trouble swallowing or persistent hoarseness',
    'A racing or pounding heartbeat at rest, or symptoms of low blood glucose such as shakiness, ' +
      'sweating or confusion',
    'Signs of an allergic reaction such as facial or throat swelling or difficulty breathing',
  ],
};
