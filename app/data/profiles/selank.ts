import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Selank',
  review: null,
  whatIsIt:
    'Selank is a synthetic seven-amino-acid peptide (Thr-Lys-Pro-Arg-Pro-Gly-Pro) developed in ' +
    'Russia. It is built on tuftsin, a short immune-related peptide that occurs naturally in the ' +
    'body, with a Pro-Gly-Pro tail added to make it more resistant to breakdown. Selank is ' +
    'registered in Russia as a nasal-drop medicine for anxiety-related conditions, but it is not ' +
    'approved by regulators in the United States, the European Union or most other countries. ' +
    'Most of the research comes from Russian laboratories and clinics and includes animal ' +
    'studies and relatively small human studies; independent, large, well-controlled trials ' +
    'published in international journals are limited.',
  keyBenefits: [
    'Studied as an anxiolytic (anti-anxiety) agent in small clinical studies in Russia',
    'Reported not to cause marked sedation or muscle relaxation in those studies',
    'Animal studies suggest effects on memory and learning under stress',
    'Influences immune signalling molecules, reflecting its tuftsin origin',
    'Given as nasal drops or spray rather than by injection',
  ],
  mechanismOfAction:
    'The mechanism of Selank is not fully understood. Animal and laboratory studies suggest it ' +
    'modulates the GABA system, the main calming signalling system in the brain, possibly by ' +
    'changing how GABA receptors respond rather than by binding them directly as benzodiazepines ' +
    'do. Selank also appears to slow the breakdown of enkephalins, natural opioid-like peptides ' +
    'involved in stress responses, and to influence serotonin and dopamine metabolism. Rodent ' +
    'studies report changes in the expression of genes involved in brain signalling and in ' +
    'brain-derived neurotrophic factor (BDNF). Because of its tuftsin backbone it also affects ' +
    'the expression of immune messengers such as interleukin-6. These effects are mostly ' +
    'described in animals and have not been mapped out in detail in humans.',
  quickGuide: {
    typicalDose: '250-500 mcg per day intranasally in reported protocols',
    frequency: 'Split into one to three administrations per day',
    cycle: 'Courses of about 2-3 weeks are typical in Russian clinical use',
    storage:
      'Nasal solution refrigerated (2-8 degrees C) and protected from light; lyophilised powder ' +
      'kept cold and dry',
    timing: 'Often reported in the morning and early afternoon',
    effectsTimeline:
      'Small studies describe calming effects within days; fuller effects over 1-2 weeks',
  },
  researchIndications: [
    {
      name: 'Generalised anxiety and anxiety-related disorders',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Small Russian clinical studies reported reduced anxiety, with effects compared against ' +
        'a benzodiazepine; larger independent trials are lacking.',
      references: [],
    },
    {
      name: 'Cognitive function under stress',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Rodent studies report improved learning and memory in stress models; human data are ' +
        'limited.',
      references: [],
    },
    {
      name: 'Immune modulation',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Laboratory and animal studies show effects on cytokine expression; clinical relevance ' +
        'is uncertain.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Anxiety research',
      dose: '250-500 mcg per day',
      frequency: 'Divided into 2-3 doses daily',
      route: 'Intranasal',
      notes:
        'Based on Russian clinical practice with a 0.15% nasal solution given as a few drops per ' +
        'nostril. Reported in research literature; not a recommendation.',
    },
    {
      goal: 'Cognitive and stress-resilience research',
      dose: '250-750 mcg per day',
      frequency: '1-3 times daily',
      route: 'Intranasal',
      notes: 'Higher ranges come from informal reports rather than controlled studies.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Semax',
      interaction: 'Compatible',
      description:
        'Both were developed at the same Russian institute and are frequently discussed ' +
        'together; no harmful interaction is known, though combination trials are lacking.',
    },
    {
      peptide: 'DSIP',
      interaction: 'Generally Compatible',
      description:
        'Both are studied for stress and sleep-related effects; no direct interaction is known.',
    },
    {
      peptide: 'N-Acetyl Selank',
      interaction: 'Redundant',
      description:
        'A chemically modified variant of the same peptide; using both duplicates the same ' +
        'proposed mechanism, and the modified form has even less published research.',
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
        description: 'Batch-specific third-party report with a visible batch number.',
      },
      {
        indicator: 'Mass spectrometry identity confirmation',
        description: 'Confirms the seven-amino-acid sequence and correct molecular weight.',
      },
      {
        indicator: 'Sterile, clearly labelled nasal preparation',
        description: 'Concentration and volume per spray or drop are stated.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis',
        description: 'Useful but less reliable than independent testing.',
      },
      {
        indicator: 'Lyophilised powder for self-reconstitution',
        description: 'Common, but the final concentration depends on careful preparation.',
      },
    ],
    redFlags: [
      {
        indicator: 'No concentration stated on a nasal product',
        description: 'Without it, the amount per spray cannot be known.',
      },
      {
        indicator: 'Cloudy or discoloured solution',
        description: 'May indicate contamination or degradation.',
      },
      {
        indicator: 'Claims that it cures anxiety or replaces prescribed treatment',
        description: 'Selank is not approved in most countries; such claims are misleading.',
      },
    ],
    storageNote:
      'Keep Selank solutions refrigerated and away from light, and use within the period stated ' +
      'by the supplier. Lyophilised powder should be stored cold and dry.',
  },
  safetyNotes: [
    'Small clinical studies in Russia reported few side effects, but long-term safety data and ' +
      'large independent trials are lacking.',
    'Nasal irritation, mild headache or fatigue have been described.',
    'Effects may add to those of sedatives, alcohol or other medicines acting on the brain.',
    'Anyone with an anxiety or mood disorder should not stop prescribed treatment to try ' +
      'unapproved compounds.',
    'Consult a qualified healthcare professional before considering Selank; this page is ' +
      'educational and is not medical advice.',
  ],
  whenToStop: [
    'Excessive drowsiness, confusion or impaired coordination',
    'Worsening anxiety, low mood, agitation or any thoughts of self-harm (seek help promptly)',
    'Nosebleeds or persistent nasal pain or irritation',
    'Rash, swelling or difficulty breathing suggesting an allergic reaction (seek emergency care)',
  ],
};
