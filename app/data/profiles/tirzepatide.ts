import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Tirzepatide',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Tirzepatide is a prescription medicine developed by Eli Lilly and approved in the United ' +
    'States and other countries for type 2 diabetes (as Mounjaro) and for chronic weight ' +
    'management in adults with obesity or overweight with a weight-related condition (as ' +
    'Zepbound). Zepbound has also been approved in the US for moderate to severe obstructive ' +
    'sleep apnoea in adults with obesity. It is a 39-amino-acid peptide that activates two ' +
    'incretin hormone receptors, GIP and GLP-1, making it the first approved dual agonist of ' +
    'this kind. A fatty-acid side chain lets it circulate for days, so it is injected once a ' +
    'week. Its approvals rest on large phase 3 programmes, SURPASS in type 2 diabetes and ' +
    'SURMOUNT in weight management, which showed substantial improvements in blood glucose and ' +
    'body weight compared with placebo and, in some trials, with other active treatments.',
  keyBenefits: [
    'Substantial, sustained weight reduction in the SURMOUNT phase 3 programme',
    'Strong lowering of HbA1c in people with type 2 diabetes in the SURPASS phase 3 programme',
    'Approved in the US for obstructive sleep apnoea in adults with obesity',
    'Improvements in blood pressure, blood lipids and other cardiometabolic markers',
    'Once-weekly dosing with a structured dose-escalation schedule',
  ],
  mechanismOfAction:
    'Tirzepatide activates the GIP and GLP-1 receptors, the two main incretin hormone receptors ' +
    'that normally respond to food. Both increase insulin release from the pancreas only when ' +
    'blood glucose is raised, which lowers glucose with a relatively low risk of hypoglycaemia ' +
    'on its own. GLP-1 receptor activation also suppresses glucagon after meals, slows stomach ' +
    'emptying and acts on appetite centres in the brain to increase fullness and reduce food ' +
    'intake. GIP receptor activation appears to add to the insulin and weight effects and may ' +
    'improve insulin sensitivity and fat-tissue function, although its exact contribution is ' +
    'still debated. A C20 fatty diacid side chain binds albumin, protecting the molecule from ' +
    'breakdown and giving a half-life of about five days.',
  quickGuide: {
    typicalDose:
      'Approved labelling starts at 2.5 mg weekly, rising in 2.5 mg steps to a maintenance dose ' +
      'of 5-15 mg',
    frequency: 'Once weekly, on the same day each week',
    cycle: 'Long-term treatment under prescription; weight tends to return after stopping',
    storage:
      'Refrigerate at 2-8 degrees C and do not freeze; the labelling allows limited storage at ' +
      'room temperature',
    timing: 'Any time of day, with or without meals',
    effectsTimeline:
      'Appetite and glucose changes within weeks; weight loss builds over many months, with ' +
      'phase 3 trials running for over a year',
  },
  researchIndications: [
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'Approved indication (Mounjaro). In the SURPASS-2 trial of 1,879 adults with type 2 ' +
        'diabetes on metformin, tirzepatide 5, 10 or 15 mg weekly lowered HbA1c by 2.01 to 2.30 ' +
        'percentage points over 40 weeks, against 1.86 with semaglutide 1 mg, and lowered body ' +
        'weight more.',
      references: [
        {
          authors: 'Frías JP, Davies MJ, et al.',
          title: 'Tirzepatide versus Semaglutide Once Weekly in Patients with Type 2 Diabetes',
          journal: 'New England Journal of Medicine',
          year: 2021,
          url: 'https://doi.org/10.1056/NEJMoa2107519',
          checkedCopy:
            'https://search.bvsalud.org/global-literature-on-novel-coronavirus-2019-ncov/?lang=en&q=au:%22Rosenstock,%20Julio%22',
          supports:
            'In the SURPASS-2 trial of 1,879 adults with type 2 diabetes on metformin, ' +
            'tirzepatide 5, 10 or 15 mg weekly lowered HbA1c by 2.01 to 2.30 percentage points ' +
            'over 40 weeks, against 1.86 with semaglutide 1 mg, and lowered body weight more.',
        },
      ],
    },
    {
      name: 'Chronic weight management',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'Approved indication (Zepbound). In the SURMOUNT-1 trial of 2,539 adults with obesity, or ' +
        'overweight with a weight-related condition, and without diabetes, weight fell by 15.0%, ' +
        '19.5% and 20.9% over 72 weeks with 5, 10 and 15 mg weekly, against 3.1% with placebo.',
      references: [
        {
          authors: 'Jastreboff AM, Aronne LJ, et al.',
          title: 'Tirzepatide Once Weekly for the Treatment of Obesity',
          journal: 'New England Journal of Medicine',
          year: 2022,
          url: 'https://doi.org/10.1056/NEJMoa2206038',
          checkedCopy: 'https://www.scribd.com/document/584722050/2022-jastreboff',
          supports:
            'In the SURMOUNT-1 trial of 2,539 adults with obesity, or overweight with a ' +
            'weight-related condition, and without diabetes, weight fell by 15.0%, 19.5% and ' +
            '20.9% over 72 weeks with 5, 10 and 15 mg weekly, against 3.1% with placebo.',
        },
      ],
    },
    {
      name: 'Obstructive sleep apnoea with obesity',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'In the two 52-week SURMOUNT-OSA trials in adults with moderate to severe obstructive ' +
        'sleep apnoea and obesity, the maximum tolerated dose (10 or 15 mg weekly) cut breathing ' +
        'interruptions during sleep by about 20 to 24 more events an hour than placebo. The US FDA ' +
        'approved Zepbound for this use in December 2024.',
      references: [
        {
          authors: 'Malhotra A, Grunstein RR, et al.',
          title: 'Tirzepatide for the Treatment of Obstructive Sleep Apnea and Obesity',
          journal: 'New England Journal of Medicine',
          year: 2024,
          url: 'https://doi.org/10.1056/NEJMoa2404881',
          checkedCopy:
            'https://www.chestphysician.org/novel-obesity-medications-open-door-to-new-era-in-treatment-of-osa/',
          supports:
            'In the two 52-week SURMOUNT-OSA trials in adults with moderate to severe ' +
            'obstructive sleep apnoea and obesity, the maximum tolerated dose (10 or 15 mg ' +
            'weekly) cut breathing interruptions during sleep by about 20 to 24 more events an ' +
            'hour than placebo.',
        },
      ],
    },
    {
      name: 'Heart failure with preserved ejection fraction and obesity',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In the SUMMIT trial of 731 adults with heart failure with preserved ejection fraction and ' +
        'obesity, tirzepatide (up to 15 mg weekly) was superior to placebo on the combined outcome ' +
        'of cardiovascular death or worsening heart failure (9.9% against 15.3% of patients). ' +
        'Regulatory status for this use varies by country.',
      references: [
        {
          authors: 'Packer M, et al.',
          title: 'Tirzepatide for Heart Failure with Preserved Ejection Fraction and Obesity',
          journal: 'New England Journal of Medicine',
          year: 2024,
          url: 'https://pubmed.ncbi.nlm.nih.gov/39555826/',
          checkedCopy:
            'https://epocrates.com/online/article/aha-2024-tirzepatide-reduces-heart-failure-risk-in-patients-with-obesity',
          supports:
            'In the SUMMIT trial of 731 adults with heart failure with preserved ejection ' +
            'fraction and obesity, tirzepatide (up to 15 mg weekly) was superior to placebo on ' +
            'the combined outcome of cardiovascular death or worsening heart failure (9.9% against ' +
            '15.3% of patients).',
        },
      ],
    },
    {
      name: 'Metabolic dysfunction-associated steatohepatitis (MASH)',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In the phase 2 SYNERGY-NASH trial of 190 adults with MASH and moderate or advanced ' +
        'fibrosis, MASH resolved without worsening fibrosis after 52 weeks in 44% to 62% of those ' +
        'on tirzepatide 5 to 15 mg weekly, against 10% on placebo. Phase 3 confirmation is needed ' +
        'and it is not approved for this use.',
      references: [
        {
          authors: 'Loomba R, Hartman ML, et al.',
          title:
            'Tirzepatide for Metabolic Dysfunction-Associated Steatohepatitis with Liver Fibrosis',
          journal: 'New England Journal of Medicine',
          year: 2024,
          url: 'https://pubmed.ncbi.nlm.nih.gov/38856224/',
          checkedCopy: 'http://47.251.13.51:8081/38856224',
          supports:
            'In the phase 2 SYNERGY-NASH trial of 190 adults with MASH and moderate or advanced ' +
            'fibrosis, MASH resolved without worsening fibrosis after 52 weeks in 44% to 62% of ' +
            'those on tirzepatide 5 to 15 mg weekly, against 10% on placebo.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Glycaemic control in type 2 diabetes (SURPASS trial design)',
      dose:
        '2.5 mg for 4 weeks, then increased in 2.5 mg steps every 4 weeks or more to 5, 10 or 15 ' +
        'mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Reflects published trial designs and approved labelling; the 2.5 mg starting dose is ' +
        'for tolerability, not glucose control.',
    },
    {
      goal: 'Weight management (SURMOUNT trial design)',
      dose: 'Escalation from 2.5 mg to a maintenance dose of 5, 10 or 15 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes: 'Given alongside a reduced-calorie diet and increased physical activity in trials.',
    },
    {
      goal: 'Obstructive sleep apnoea with obesity',
      dose: 'Escalation to the maximum tolerated dose of 10 or 15 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes: 'Described for context only; treatment decisions belong to the prescribing clinician.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Semaglutide',
      interaction: 'Avoid Combination',
      description:
        'Both activate the GLP-1 receptor; combining them is not recommended and increases the ' +
        'risk of gastrointestinal and other adverse effects.',
    },
    {
      peptide: 'Retatrutide',
      interaction: 'Redundant',
      description:
        'Retatrutide already activates the GIP and GLP-1 receptors (plus glucagon); using both ' +
        'duplicates the mechanism.',
    },
    {
      peptide: 'Insulin or sulfonylureas',
      interaction: 'Monitor',
      description:
        'The risk of hypoglycaemia rises when tirzepatide is added; prescribers often lower the ' +
        'dose of these medicines.',
    },
    {
      peptide: 'Oral contraceptives',
      interaction: 'Use Caution',
      description:
        'Slowed stomach emptying may reduce absorption; the labelling advises a non-oral or ' +
        'added barrier method for 4 weeks after starting and after each dose increase.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Approved pen or vial dispensed on prescription',
        description:
          'Obtained from a licensed pharmacy or an official manufacturer channel, with regulated ' +
          'manufacturing.',
      },
      {
        indicator: 'Intact packaging with matching lot number and expiry',
        description:
          'Tamper-evident seals, a patient leaflet and consistent labelling on carton and device.',
      },
    ],
    acceptable: [
      {
        indicator: 'Research-grade material with independent HPLC and mass spectrometry',
        description:
          'Batch-specific third-party reports can confirm purity and identity, but this is not ' +
          'the approved medicine.',
      },
      {
        indicator: 'Published lab grade for the vendor',
        description:
          'Independent testing programmes that grade vendors add confidence, though each batch ' +
          'can still differ.',
      },
    ],
    redFlags: [
      {
        indicator: 'Branded pens sold without a prescription',
        description:
          'Regulators have warned about counterfeit incretin pens; these may contain the wrong ' +
          'substance or dose.',
      },
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Shipped warm or with damaged seals',
        description: 'Heat and broken seals increase the risk of degradation and contamination.',
      },
    ],
    storageNote:
      'Approved pens and vials are stored in the refrigerator at 2-8 degrees C, protected from ' +
      'light and never frozen; the labelling permits a limited period at room temperature. ' +
      'Research material should be kept refrigerated after reconstitution.',
  },
  safetyInformation: {
    generalNotes: [
      'The most common side effects are nausea, diarrhoea, vomiting, constipation, reduced ' +
        'appetite, indigestion and abdominal pain, usually most noticeable during dose increases.',
      'The US labelling carries a boxed warning about thyroid C-cell tumours seen in rats; it ' +
        'must not be used by people with a personal or family history of medullary thyroid ' +
        'carcinoma or multiple endocrine neoplasia type 2.',
      'It must not be combined with other tirzepatide products or GLP-1 receptor agonists.',
      'Other labelled risks include severe gastrointestinal reactions, pancreatitis, ' +
        'gallbladder disease, kidney injury from dehydration, low blood sugar with insulin or ' +
        'sulfonylureas, serious allergic reactions, worsening diabetic eye disease in people ' +
        'with diabetes, suicidal thoughts or behaviour, and aspiration during anaesthesia or deep ' +
        'sedation.',
      'Tirzepatide is not recommended for weight management during pregnancy; anyone who is ' +
        'pregnant or planning pregnancy should discuss treatment with their prescriber.',
      'Tirzepatide is a prescription medicine; consult a qualified healthcare professional about ' +
        'whether it is appropriate. This page is educational and is not medical advice.',
    ],
    whenToStop: [
      'Severe, persistent abdominal pain, with or without vomiting, which may spread to the back ' +
        '(possible pancreatitis; seek urgent care)',
      'Pain in the upper right abdomen, fever, pale stools or yellowing of the skin or eyes ' +
        '(possible gallbladder problems)',
      'A lump or swelling in the neck, trouble swallowing, persistent hoarseness or shortness of ' +
        'breath',
      'Persistent vomiting or diarrhoea with dizziness or very little urine (risk of dehydration ' +
        'and kidney injury)',
      'Signs of a serious allergic reaction such as facial or throat swelling, severe rash or ' +
        'difficulty breathing',
      'Changes in vision, or new or worsening depression or thoughts of self-harm',
    ],
  },
};
