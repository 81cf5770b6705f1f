import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Semax',
  review: null,
  whatIsIt:
    'Semax is a synthetic seven-amino-acid peptide (Met-Glu-His-Phe-Pro-Gly-Pro) developed in ' +
    'Russia. It is based on a short fragment of adrenocorticotropic hormone (ACTH 4-7), extended ' +
    'with a Pro-Gly-Pro tail that slows its breakdown. Unlike ACTH, it does not meaningfully ' +
    'stimulate the adrenal glands to release cortisol. Semax is registered in Russia and some ' +
    'neighbouring countries as nasal drops, used in conditions such as ischaemic stroke and ' +
    'cognitive impairment, but it is not approved in the United States, the European Union or ' +
    'most other countries. The evidence base consists mainly of animal studies and clinical ' +
    'studies from Russian research groups; large independent randomised trials published ' +
    'internationally are scarce.',
  keyBenefits: [
    'Studied for attention, memory and learning in animal models and small human studies',
    'Used in Russia as a supportive treatment after ischaemic stroke',
    'Increases levels of brain-derived neurotrophic factor (BDNF) in rodent studies',
    'Lacks the hormonal (cortisol-raising) effects of full ACTH',
    'Given intranasally rather than by injection',
  ],
  mechanismOfAction:
    'Semax is thought to act on the brain in several ways. Rodent studies show it rapidly ' +
    'increases the expression of brain-derived neurotrophic factor (BDNF) and its receptor TrkB ' +
    'in the hippocampus, which are involved in learning, memory and nerve cell survival. It also ' +
    'appears to modulate dopamine and serotonin signalling. In animal models of stroke, Semax ' +
    'has been reported to change the activity of genes involved in inflammation, blood vessel ' +
    'function and nerve repair. It is derived from a melanocortin-related ACTH fragment, and ' +
    'some effects may involve melanocortin receptors, but it does not act like ACTH on the ' +
    'adrenal glands. Most of this evidence comes from animal studies and has not been confirmed ' +
    'in detail in humans.',
  quickGuide: {
    typicalDose: '200-600 mcg per day intranasally in reported protocols',
    frequency: 'Divided into 2-3 administrations per day',
    cycle: 'Courses of about 1-3 weeks in Russian clinical use, with breaks between courses',
    storage: 'Nasal solution refrigerated (2-8 degrees C); lyophilised powder kept cold and dry',
    timing: 'Morning and early afternoon, as it may be activating',
    effectsTimeline:
      'Some users report effects on focus within hours; rodent data show BDNF changes within hours',
  },
  researchIndications: [
    {
      name: 'Recovery after ischaemic stroke',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Used in Russian clinical practice, with Russian studies reporting improved recovery; ' +
        'independent large randomised trials are lacking.',
      references: [],
    },
    {
      name: 'Cognitive function and attention',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Animal studies and small human studies suggest effects on attention and memory; ' +
        'evidence quality is limited.',
      references: [],
    },
    {
      name: 'Optic nerve disorders',
      effectiveness: 'Promising',
      level: 'No published source found',
      description: 'Studied in Russia for optic nerve disease, with limited published evidence.',
      references: [],
    },
    {
      name: 'Neuroprotection',
      effectiveness: 'Promising',
      level: 'No published source found',
      description: 'Animal models of brain injury show protective effects; human data are limited.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Cognitive research',
      dose: '200-600 mcg per day',
      frequency: 'Divided into 2-3 doses daily',
      route: 'Intranasal',
      notes:
        'Based on the lower-strength 0.1% nasal solution used in Russia. Reported in research ' +
        'literature; not a recommendation.',
    },
    {
      goal: 'Stroke recovery research',
      dose: 'Higher daily doses using the stronger 1% solution',
      frequency: 'Several times daily for a short course',
      route: 'Intranasal',
      notes:
        'Used in Russian hospitals under medical supervision as an add-on to standard stroke ' +
        'care, never as a replacement for emergency treatment.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Selank',
      interaction: 'Potentially Synergistic',
      description:
        'Developed at the same Russian institute and often discussed together for cognition and ' +
        'mood; no controlled combination studies.',
    },
    {
      peptide: 'N-Acetyl Semax Amidate',
      interaction: 'Redundant',
      description:
        'A modified version of the same peptide; using both duplicates the mechanism and the ' +
        'modified form has even less published research.',
    },
    {
      peptide: 'DSIP',
      interaction: 'Monitor',
      description:
        'Semax is reported to be activating while DSIP is studied for sleep; timing and opposing ' +
        'effects should be considered.',
    },
    {
      peptide: 'Epithalon',
      interaction: 'Generally Compatible',
      description: 'No known interaction; different proposed mechanisms.',
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
        description: 'Confirms the correct seven-amino-acid sequence.',
      },
      {
        indicator: 'Stated concentration and volume per spray or drop',
        description: 'Allows the amount per administration to be known.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis',
        description: 'Useful but not independent verification.',
      },
      {
        indicator: 'Lyophilised powder for self-reconstitution',
        description: 'Common, but accuracy depends on careful preparation.',
      },
    ],
    redFlags: [
      {
        indicator: 'Unclear whether the product is Semax or a modified variant',
        description: 'Variants such as N-acetyl forms differ and have less research.',
      },
      {
        indicator: 'Cloudy or discoloured solution',
        description: 'May indicate contamination or degradation.',
      },
      {
        indicator: 'Claims that it treats stroke or dementia on its own',
        description: 'Not supported by robust evidence; stroke is a medical emergency.',
      },
    ],
    storageNote:
      'Keep nasal solutions refrigerated and away from light, and use within the period stated ' +
      'by the supplier. Lyophilised powder should be stored cold and dry.',
  },
  safetyNotes: [
    'Russian clinical reports describe Semax as generally well tolerated, but large independent ' +
      'safety studies and long-term data are lacking.',
    'Nasal irritation, headache, restlessness and sleep disturbance have been described.',
    'Its effects on neurotrophic factors and brain signalling mean people with psychiatric, ' +
      'seizure or neurological conditions face added unknowns.',
    'Any sudden neurological symptom requires emergency care, not self-treatment.',
    'Consult a qualified healthcare professional before considering Semax; this page is ' +
      'educational and is not medical advice.',
  ],
  whenToStop: [
    'Anxiety, agitation, irritability or insomnia that persists',
    'Severe headache, or any sudden weakness, numbness, confusion or trouble speaking (seek ' +
      'emergency care)',
    'Nosebleeds or persistent nasal pain or irritation',
    'Rash, facial swelling or difficulty breathing (seek emergency care)',
  ],
};
