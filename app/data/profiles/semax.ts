import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Semax',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
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
    'Studied for attention, memory and learning, mostly in animal models',
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
    typicalDose:
      '0.1% nasal drops (1 mg per ml): 2-3 drops in each nostril per dose, as listed in a Russian ' +
      'drug reference',
    frequency: '2-3 times a day, 4-5 hours apart (0.1% drops)',
    cycle: 'Courses of 3-5 days, up to 14 days (0.1% drops)',
    storage: 'Nasal solution refrigerated (2-8 degrees C); lyophilised powder kept cold and dry',
    timing: 'No timing beyond doses 4-5 hours apart was found in the checked sources',
    effectsTimeline:
      'Rat studies show changes in brain BDNF within hours of one dose; no human timeline was ' +
      'found in the checked sources',
  },
  researchIndications: [
    {
      name: 'Recovery after ischaemic stroke',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Used in Russian stroke care, and small uncontrolled Russian reports describe ' +
        'improvement during treatment, but no study with a citable journal record could be ' +
        'checked for this page, and large independent randomised trials are lacking.',
      references: [],
    },
    {
      name: 'Learning, memory and BDNF',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In rats, a single intranasal dose of Semax raised levels of brain-derived neurotrophic ' +
        'factor (BDNF) and its receptor in the hippocampus, and treated rats performed more ' +
        'conditioned avoidance reactions. Human studies of this use were not found.',
      references: [
        {
          authors: 'Dolotov OV, Karpenko EA, Inozemtseva LS, et al.',
          title:
            'Semax, an analog of ACTH(4-10) with cognitive effects, regulates BDNF and trkB ' +
            'expression in the rat hippocampus',
          journal: 'Brain Research',
          year: 2006,
          url: 'https://pubmed.ncbi.nlm.nih.gov/16996037/',
          checkedCopy: 'https://it.scribd.com/document/14429985/semax',
          supports:
            'In rats, a single intranasal dose of Semax raised levels of brain-derived ' +
            'neurotrophic factor (BDNF) and its receptor in the hippocampus, and treated rats ' +
            'performed more conditioned avoidance reactions.',
        },
      ],
    },
    {
      name: 'Optic nerve disorders',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Russian drug references list optic nerve atrophy among its uses, but no published study ' +
        'of this use could be found and checked.',
      references: [],
    },
    {
      name: 'Neuroprotection',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Protective effects in animal models of brain injury are often cited, but no such study ' +
        'was checked for this page.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Cognitive research (0.1% drops)',
      dose: '2-3 drops of the 0.1% solution in each nostril per dose',
      frequency: '2-3 times a day, 4-5 hours apart, for 3-5 (up to 14) days',
      route: 'Intranasal',
      notes:
        'From a Russian drug reference for the 0.1% nasal drops (1 mg per ml). Reported for ' +
        'research and education; not a recommendation.',
    },
    {
      goal: 'Stroke research (1% drops)',
      dose: '3 drops of the 1% solution (10 mg per ml) in each nostril per dose',
      frequency: '4 times a day (moderate stroke) or 6 times a day (severe stroke) for 10 days',
      route: 'Intranasal',
      notes:
        'From the Russian product information for the 1% drops, used in hospital as an add-on ' +
        'to standard stroke care, never as a replacement for emergency treatment.',
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
    'The Russian product information lists mild irritation of the nasal lining with prolonged ' +
      'use as its side effect.',
    'The Russian product information contraindicates Semax in pregnancy, during breastfeeding, ' +
      'in acute psychotic states and disorders with anxiety, in endocrine diseases and in anyone ' +
      'hypersensitive to its ingredients.',
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
