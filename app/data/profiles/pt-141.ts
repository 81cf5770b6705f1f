import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'PT-141',
  review: null,
  whatIsIt:
    'PT-141 is the research name for bremelanotide, a synthetic cyclic peptide derived from ' +
    'Melanotan II. It activates melanocortin receptors in the brain that are involved in sexual ' +
    'desire and arousal. Unlike most medicines for sexual dysfunction, which act on blood flow, ' +
    'bremelanotide works on brain pathways. In 2019 the US FDA approved bremelanotide (brand ' +
    'name Vyleesi) as an as-needed injection for acquired, generalised hypoactive sexual desire ' +
    'disorder (HSDD) in premenopausal women, based on phase 3 trials that showed modest ' +
    'improvements in desire and related distress compared with placebo. It has also been studied ' +
    'in men with erectile dysfunction, but it is not approved for men. Research-grade "PT-141" ' +
    'sold online is not the same as the regulated medicine.',
  keyBenefits: [
    'FDA-approved (as bremelanotide) for HSDD in premenopausal women',
    'Acts on brain pathways of desire rather than on blood flow',
    'Used as needed before anticipated sexual activity rather than daily',
    'Studied in men with erectile dysfunction in earlier clinical research',
  ],
  mechanismOfAction:
    'Bremelanotide is an agonist of melanocortin receptors, mainly the MC4 receptor and to a ' +
    'lesser extent MC3 and MC1. MC4 receptors are found in areas of the brain, such as the ' +
    'hypothalamus, that influence sexual motivation. Activation of these receptors is thought to ' +
    'modulate dopamine-related pathways involved in desire and arousal, although the exact ' +
    'mechanism in humans is not fully understood. Its action on MC1 receptors on pigment cells ' +
    'explains why repeated dosing can cause darkening of patches of skin or gums, and its ' +
    'effects on central melanocortin pathways can cause a temporary rise in blood pressure and ' +
    'nausea.',
  quickGuide: {
    typicalDose: '1.75 mg per dose in approved labelling',
    frequency:
      'As needed; approved labelling limits use to one dose per 24 hours and 8 doses per month',
    cycle: 'On-demand use; labelling advises stopping if desire has not improved after 8 weeks',
    storage: 'Approved autoinjectors at room temperature; lyophilised research vials refrigerated',
    timing: 'At least 45 minutes before anticipated sexual activity in approved labelling',
    effectsTimeline: 'Effects may begin within about an hour and can last several hours',
  },
  researchIndications: [
    {
      name: 'Hypoactive sexual desire disorder in premenopausal women',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'Approved in the US on the basis of phase 3 trials showing modest, statistically ' +
        'significant improvements in desire and distress versus placebo.',
      references: [],
    },
    {
      name: 'Erectile dysfunction',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Earlier clinical studies showed erectile responses, including in some men who did not ' +
        'respond to other treatments; development for men did not proceed to approval.',
      references: [],
    },
    {
      name: 'Low sexual desire in men',
      effectiveness: 'Promising',
      level: 'No published source found',
      description: 'Limited data; not an approved use.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'HSDD research (approved regimen)',
      dose: '1.75 mg',
      frequency: 'As needed, no more than once in 24 hours and 8 times per month',
      route: 'Subcutaneous',
      notes:
        'Injected into the abdomen or thigh at least 45 minutes before activity, as in approved ' +
        'labelling. Prescribed and supervised by a clinician.',
    },
    {
      goal: 'Erectile function research',
      dose: '1-2 mg',
      frequency: 'As needed',
      route: 'Subcutaneous',
      notes:
        'Reported in earlier research and informal sources; not an approved use. An earlier ' +
        'intranasal form was dropped partly because of blood pressure effects.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Melanotan II',
      interaction: 'Use Caution',
      description:
        'Melanotan II acts on the same receptors with broader effects; combining them stacks ' +
        'blood pressure, nausea and pigmentation effects.',
    },
    {
      peptide: 'Naltrexone (oral)',
      interaction: 'Avoid',
      description:
        'Approved labelling notes bremelanotide can markedly lower blood levels of oral ' +
        'naltrexone, which could make naltrexone less effective.',
    },
    {
      peptide: 'Kisspeptin',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for sexual desire through different brain pathways; combined use has ' +
        'not been studied.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Compatible',
      description: 'No known interaction.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Approved bremelanotide autoinjector from a pharmacy',
        description: 'Regulated product with a fixed, labelled dose.',
      },
      {
        indicator: 'Independent HPLC and mass spectrometry testing for research vials',
        description: 'Confirms identity and purity of research material.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis with batch number',
        description: 'Helpful but less reliable than independent testing.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Typical for research-grade peptide material.',
      },
    ],
    redFlags: [
      {
        indicator: 'Nasal sprays of unknown strength',
        description: 'Dose per spray is unverifiable and the intranasal form was never approved.',
      },
      {
        indicator: 'Blends with Melanotan II or other melanocortin agonists',
        description: 'Adds overlapping effects and unknown doses.',
      },
      {
        indicator: 'Marketing that promises guaranteed results',
        description: 'Trial benefits were modest and varied between individuals.',
      },
    ],
    storageNote:
      'Store approved autoinjectors as labelled. Keep research vials refrigerated before and ' +
      'after reconstitution, away from light.',
  },
  safetyNotes: [
    'Nausea is the most common side effect in trials, sometimes with vomiting; flushing, ' +
      'headache and injection-site reactions are also common.',
    'Causes a temporary rise in blood pressure and fall in heart rate; not recommended for ' +
      'people with uncontrolled high blood pressure or cardiovascular disease.',
    'Focal darkening of the skin, face, gums or breasts has been reported, more often with ' +
      'frequent dosing.',
    'Interacts with some medicines, including oral naltrexone.',
    'Consult a qualified healthcare professional before considering PT-141; this page is ' +
      'educational and is not medical advice.',
  ],
  whenToStop: [
    'Chest pain, severe headache, palpitations or a marked rise in blood pressure',
    'Severe or persistent nausea and vomiting',
    'New dark patches on the skin or gums',
    'An erection lasting more than four hours (seek emergency care)',
    'Facial swelling, rash or difficulty breathing (seek emergency care)',
  ],
};
