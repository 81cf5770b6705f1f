import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Retatrutide',
  review: null,
  whatIsIt:
    'Retatrutide (development code LY3437943) is an investigational peptide being developed by ' +
    'Eli Lilly for obesity, type 2 diabetes and related metabolic conditions. It is a single ' +
    'molecule that activates three hormone receptors: GIP, GLP-1 and glucagon, which is why it ' +
    'is often called a triple agonist. It is modified with a fatty-acid chain so that it ' +
    'circulates for days and can be given once a week. In phase 2 trials in adults with obesity ' +
    'and in adults with type 2 diabetes, it produced large, dose-dependent reductions in body ' +
    'weight and improvements in blood glucose, and a phase 3 programme has been under way. ' +
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
      level: 'No published source found',
      description:
        'A randomised, placebo-controlled phase 2 trial showed substantial, dose-dependent ' +
        'weight loss. Phase 3 trials are needed to confirm efficacy and safety.',
      references: [],
    },
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'A phase 2 trial in adults with type 2 diabetes showed clinically meaningful reductions ' +
        'in HbA1c and body weight compared with placebo.',
      references: [],
    },
    {
      name: 'Fatty liver disease (MASLD)',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'A phase 2 substudy reported large reductions in liver fat, with many participants ' +
        'reaching normal liver fat levels. Effects on liver inflammation and scarring remain to ' +
        'be tested.',
      references: [],
    },
    {
      name: 'Cardiometabolic risk factors',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Blood pressure, triglycerides and other markers improved in phase 2 trials; effects on ' +
        'heart attacks, strokes and kidney outcomes have not yet been shown.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Weight management (phase 2 trial design)',
      dose: 'Started low and escalated every few weeks to a maintenance dose of up to 12 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Gradual escalation was used in trials to reduce gastrointestinal side effects. ' +
        'Described for context only; retatrutide is investigational.',
    },
    {
      goal: 'Glycaemic control in type 2 diabetes (phase 2 trial design)',
      dose: 'Escalating once-weekly doses, with diet and exercise alone or with metformin',
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
