import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'DSIP',
  review: null,
  whatIsIt:
    'DSIP (delta sleep-inducing peptide) is a nine-amino-acid peptide ' +
    '(Trp-Ala-Gly-Gly-Asp-Ala-Ser-Gly-Glu) first isolated in the 1970s from the blood of rabbits ' +
    'in which deep, slow-wave (delta) sleep had been induced. It was named for its apparent ' +
    'ability to promote this stage of sleep when given to animals. Despite decades of research, ' +
    'no specific receptor or gene for DSIP has been clearly identified, and its natural role in ' +
    'the body is still unclear. Small human studies, mostly from the 1980s, tested it in ' +
    'insomnia and in withdrawal from alcohol and opioids, with mixed and often inconsistent ' +
    'results. DSIP is not an approved medicine, and the overall quality of evidence for its ' +
    'effects in people is low.',
  keyBenefits: [
    'Studied for promoting slow-wave sleep in animal experiments',
    'Small human studies explored effects on insomnia, with mixed results',
    'Investigated for easing withdrawal symptoms in small, older clinical studies',
    'Reported stress-limiting effects in animal models',
  ],
  mechanismOfAction:
    'How DSIP works is not well understood. Because no dedicated receptor has been found, ' +
    'researchers have proposed that it acts indirectly by modulating other signalling systems. ' +
    'Animal and laboratory studies suggest interactions with GABA and glutamate (NMDA) ' +
    'receptors, with opioid signalling, and with stress hormones such as corticotropin. It has ' +
    'also been reported to influence the release of luteinising hormone and growth hormone and ' +
    'to affect body temperature and blood pressure in animals. Some of these effects vary with ' +
    'the time of day and the state of the animal, which may explain inconsistent results. DSIP ' +
    'is broken down quickly in the blood, and how much reaches the brain after injection is ' +
    'debated.',
  researchIndications: [
    {
      name: 'Insomnia and sleep quality',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Animal studies and small human studies reported improved sleep in some participants, ' +
        'but results were inconsistent and studies were small.',
      references: [],
    },
    {
      name: 'Alcohol and opioid withdrawal',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Small older clinical studies reported reduced withdrawal symptoms; these findings have ' +
        'not been confirmed by modern controlled trials.',
      references: [],
    },
    {
      name: 'Stress response',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description: 'Animal studies report stress-protective effects; human relevance is unknown.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Sleep research',
      dose: '100-250 mcg in informal reports',
      frequency: 'Once daily, before sleep',
      route: 'Subcutaneous',
      notes:
        'Informal protocols are not based on modern clinical trials; older human studies often ' +
        'used intravenous administration.',
    },
    {
      goal: 'Stress and recovery research',
      dose: '100-200 mcg in informal reports',
      frequency: 'A few times per week',
      route: 'Subcutaneous',
      notes: 'Evidence for this use comes mainly from animal studies.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Selank',
      interaction: 'Generally Compatible',
      description:
        'Both are discussed for stress and sleep; no known direct interaction, and no ' +
        'combination studies.',
    },
    {
      peptide: 'Epithalon',
      interaction: 'Compatible',
      description:
        'Often discussed together for sleep and circadian research; no known interaction.',
    },
    {
      peptide: 'Semax',
      interaction: 'Monitor',
      description:
        'Semax is reported to be activating, which may counteract any sleep-promoting intent; ' +
        'timing matters.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Potentially Synergistic',
      description:
        'Both have been discussed in relation to sleep and growth hormone release; combined ' +
        'effects are unstudied.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Independent HPLC purity of 98% or higher',
        description: 'Batch-specific third-party testing.',
      },
      {
        indicator: 'Mass spectrometry identity confirmation',
        description: 'Confirms the correct nine-amino-acid sequence.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis',
        description: 'Useful but not independent verification.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Common for research-grade peptides.',
      },
    ],
    redFlags: [
      {
        indicator: 'No batch number or testing date',
        description: 'The certificate cannot be linked to the vial.',
      },
      {
        indicator: 'Cloudy solution after reconstitution',
        description: 'May indicate degradation or contamination.',
      },
      {
        indicator: 'Claims that it cures insomnia',
        description: 'Evidence in humans is limited and inconsistent.',
      },
    ],
    storageNote:
      'Store lyophilised DSIP frozen or refrigerated and protected from light. After ' +
      'reconstitution keep it refrigerated at 2-8 degrees C and use promptly, as it degrades ' +
      'readily.',
  },
  safetyInformation: {
    generalNotes: [
      'Human safety data are limited to small, mostly older studies; long-term effects are ' +
        'unknown.',
      'Reported effects include headache, nausea, daytime drowsiness and injection-site reactions.',
      'May add to the effects of sedatives, alcohol or sleep medicines.',
      'Persistent insomnia can have medical causes that need assessment.',
      'Not studied in pregnancy or breastfeeding.',
      'Consult a qualified healthcare professional; this page is educational and is not medical ' +
        'advice.',
    ],
    whenToStop: [
      'Excessive daytime sleepiness, confusion or impaired coordination',
      'Severe or persistent headache',
      'Dizziness, fainting or noticeable changes in blood pressure or heart rate',
      'Rash, facial swelling or difficulty breathing (seek emergency care)',
    ],
  },
};
