import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Mazdutide',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Mazdutide (also known by the codes LY3305677 and IBI362) is a once-weekly injectable ' +
    'peptide that activates both the GLP-1 receptor and the glucagon receptor. It is based on ' +
    'oxyntomodulin, a natural gut hormone with this dual activity, and was developed by Eli ' +
    'Lilly, with Innovent Biologics leading development in China. It has been studied in phase 2 ' +
    'and phase 3 trials, mostly in Chinese adults with overweight, obesity or type 2 diabetes, ' +
    'which reported meaningful weight loss and improvements in blood sugar and liver fat. It was ' +
    'reported in 2025 to have been approved in China, by the developer and trial investigators, ' +
    'for chronic weight management and for type 2 diabetes; it is not approved in the United ' +
    'States or the European Union, and most data ' +
    'come from a single country, so its wider long-term profile is still being established.',
  keyBenefits: [
    'Meaningful weight loss versus placebo in phase 2 and phase 3 trials',
    'Improves blood sugar control in people with type 2 diabetes',
    'Glucagon receptor activity may increase energy expenditure and reduce liver fat',
    'Once-weekly injection',
    'Trials also reported improvements in blood pressure, lipids and uric acid',
  ],
  mechanismOfAction:
    'Mazdutide combines two hormone actions in one molecule. Through the GLP-1 receptor it ' +
    'increases glucose-dependent insulin release, lowers glucagon after meals, slows stomach ' +
    'emptying and reduces appetite via the brain, like semaglutide. Through the glucagon ' +
    'receptor, mainly in the liver, it promotes fat breakdown and fat burning in the liver and ' +
    'is thought to increase energy expenditure. Glucagon on its own would raise blood sugar, but ' +
    'the GLP-1 component offsets this, so the overall effect lowers glucose. The balance between ' +
    'the two actions is thought to account for its effects on body weight and liver fat, and may ' +
    'also contribute to the increase in heart rate seen with this class of drugs.',
  quickGuide: {
    typicalDose:
      'Trials have used weekly maintenance doses of roughly 3-6 mg, with higher doses explored ' +
      'in phase 2',
    frequency: 'Once weekly',
    cycle: 'Long-term in trials, after stepwise dose escalation over several weeks',
    storage: 'Refrigerated (2-8 degrees C), protected from light; do not freeze',
    timing: 'Same day each week, any time of day',
    effectsTimeline:
      'Appetite changes within weeks; weight loss continues over many months in trials',
  },
  researchIndications: [
    {
      name: 'Obesity and chronic weight management',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In the phase 3 GLORY-1 trial of 610 Chinese adults with obesity or overweight, body ' +
        'weight fell at 48 weeks by 11.0% with mazdutide 4 mg and 14.0% with 6 mg weekly, against ' +
        'a 0.3% gain with placebo. Evidence comes almost entirely from Chinese adults.',
      references: [
        {
          authors: 'Ji L, Jiang H, et al.',
          title: 'Once-Weekly Mazdutide in Chinese Adults with Obesity or Overweight',
          journal: 'New England Journal of Medicine',
          year: 2025,
          url: 'https://pubmed.ncbi.nlm.nih.gov/40421736/',
          checkedCopy: 'http://47.251.13.51:8081/40421736',
          supports:
            'In the phase 3 GLORY-1 trial of 610 Chinese adults with obesity or overweight, body ' +
            'weight fell at 48 weeks by 11.0% with mazdutide 4 mg and 14.0% with 6 mg weekly, ' +
            'against a 0.3% gain with placebo.',
        },
      ],
    },
    {
      name: 'Type 2 diabetes',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Phase 3 trials of mazdutide in Chinese adults with type 2 diabetes are reported to have ' +
        'lowered HbA1c and body weight against placebo, but no journal, PubMed or regulator copy ' +
        'of their report could be checked for this page yet.',
      references: [],
    },
    {
      name: 'Fatty liver disease',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Reports of the GLORY-1 trial mention large falls in liver fat with the 6 mg dose, ' +
        'consistent with its glucagon activity, but no published source for this finding has ' +
        'yet been found and checked for this page; dedicated liver trials are needed.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Weight management research',
      dose: 'Stepwise escalation to a weekly maintenance dose of about 4-6 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Reflects doses reported in clinical trials, with gradual escalation to limit ' +
        'gastrointestinal effects. Not approved in most countries.',
    },
    {
      goal: 'Type 2 diabetes research',
      dose: 'Stepwise escalation to a weekly dose of about 3-6 mg',
      frequency: 'Once weekly',
      route: 'Subcutaneous',
      notes:
        'Studied alongside metformin and other background therapy; other glucose-lowering ' +
        'medicines may need clinical adjustment.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Semaglutide',
      interaction: 'Avoid Combination',
      description:
        'Both activate the GLP-1 receptor; combining them duplicates the mechanism and raises ' +
        'the risk of side effects.',
    },
    {
      peptide: 'Tirzepatide',
      interaction: 'Avoid Combination',
      description: 'Overlapping GLP-1 activity; no studies support combined use.',
    },
    {
      peptide: 'Retatrutide',
      interaction: 'Redundant',
      description:
        'Retatrutide also acts on GLP-1 and glucagon receptors (plus GIP), so the mechanisms ' +
        'largely overlap.',
    },
    {
      peptide: 'Cagrilintide',
      interaction: 'Monitor',
      description:
        'Different pathway (amylin), but this combination has not been studied and added ' +
        'gastrointestinal effects would be expected.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Regulated product or clinical trial supply',
        description: 'Only approved or trial material has verified manufacturing and dosing.',
      },
      {
        indicator: 'Independent HPLC and mass spectrometry report',
        description: 'Confirms identity and purity of research material.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis with batch number',
        description: 'Helpful but not independent verification.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Typical for research-grade lipidated peptides.',
      },
    ],
    redFlags: [
      {
        indicator: 'Labelled with a different peptide name or code',
        description: 'Confusion with other incretin drugs suggests poor quality control.',
      },
      {
        indicator: 'No testing documents',
        description: 'Identity, dose and sterility cannot be assessed.',
      },
      {
        indicator: 'Claims of worldwide approval',
        description: 'Approval has so far been limited; such claims are inaccurate.',
      },
    ],
    storageNote:
      'Keep refrigerated at 2-8 degrees C, away from light, and do not freeze. Reconstituted ' +
      'research material should be refrigerated and used promptly.',
  },
  safetyInformation: {
    generalNotes: [
      'Nausea, diarrhoea, vomiting and reduced appetite are the most common side effects, ' +
        'particularly during dose escalation.',
      'Increases in heart rate were reported in trials, as with other drugs in this class.',
      'Risks seen with GLP-1 based drugs, such as pancreatitis, gallbladder problems and ' +
        'dehydration, are relevant; data beyond Chinese populations are limited.',
      'Other GLP-1 based drugs carry warnings about thyroid C-cell tumours seen in rodents; ' +
        'long-term human data for mazdutide are still limited.',
      'Not studied for use in pregnancy or breastfeeding.',
      'Consult a qualified healthcare professional; this page is educational and is not medical ' +
        'advice.',
    ],
    whenToStop: [
      'Severe, persistent abdominal pain, possibly spreading to the back',
      'Persistent vomiting, or signs of dehydration such as dizziness or very little urine',
      'A racing or irregular heartbeat, chest pain or fainting',
      'Yellowing of the skin or eyes, or pain in the upper right abdomen',
      'Rash, facial swelling or difficulty breathing (seek emergency care)',
    ],
  },
};
