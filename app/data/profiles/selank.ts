import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Selank',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
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
    'Its Russian label states that it has no sedative or muscle-relaxant action',
    'Rat studies suggest effects on learning and memory',
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
    typicalDose: '300-900 mcg per dose, 900-2,700 mcg per day intranasally (Russian label)',
    frequency: 'The daily amount in three doses (Russian label)',
    cycle: 'Two-week courses, then a break of one to three weeks (Russian label)',
    storage:
      'Nasal solution refrigerated (2-8 degrees C) and protected from light; lyophilised powder ' +
      'kept cold and dry',
    timing: 'No timing beyond three doses a day was found in the checked sources',
    effectsTimeline:
      'The checked trial assessed effects over a course of about two weeks; no firmer timeline ' +
      'was found',
  },
  researchIndications: [
    {
      name: 'Generalised anxiety and anxiety-related disorders',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a small randomised Russian trial in 62 patients with generalised anxiety disorder or ' +
        'neurasthenia, Selank reduced anxiety about as much as the benzodiazepine medazepam. ' +
        'There was no placebo group, and larger independent trials are lacking.',
      references: [
        {
          authors: 'Zozulia AA, Neznamov GG, Siuniakov TS, et al.',
          title:
            'Efficacy and possible mechanisms of action of a new peptide anxiolytic selank in the ' +
            'therapy of generalized anxiety disorders and neurasthenia',
          journal: 'Zhurnal Nevrologii i Psikhiatrii imeni S.S. Korsakova',
          year: 2008,
          url: 'https://pubmed.ncbi.nlm.nih.gov/18454096/',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/18454096/',
          supports:
            'In a small randomised Russian trial in 62 patients with generalised anxiety disorder or ' +
            'neurasthenia, Selank reduced anxiety about as much as the benzodiazepine medazepam.',
        },
      ],
    },
    {
      name: 'Learning and memory',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In rats with initially poor learning ability, Selank given before training improved ' +
        'learning of an avoidance task. No human study of this use was found.',
      references: [
        {
          authors: 'Kozlovskii II, Danchev ND',
          title:
            'The optimizing action of the synthetic peptide Selank on a conditioned active ' +
            'avoidance reflex in rats',
          journal: 'Neuroscience and Behavioral Physiology',
          year: 2003,
          url: 'https://doi.org/10.1023/a:1024444321191',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/14552529/',
          supports:
            'In rats with initially poor learning ability, Selank given before training improved ' +
            'learning of an avoidance task.',
        },
      ],
    },
    {
      name: 'Immune modulation',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In a Russian study, Selank suppressed interleukin-6 gene expression in blood cells from ' +
        'patients with depression in the laboratory, and the balance of immune messengers in the ' +
        'blood changed in patients with anxiety disorders given it for 14 days. Whether this ' +
        'matters clinically is unknown.',
      references: [
        {
          authors: 'Uchakina ON, Uchakin PN, Miasoedov NF, et al.',
          title: 'Immunomodulatory effects of selank in patients with anxiety-asthenic disorders',
          journal: 'Zhurnal Nevrologii i Psikhiatrii imeni S.S. Korsakova',
          year: 2008,
          url: 'https://pubmed.ncbi.nlm.nih.gov/18577961/',
          checkedCopy: 'https://explore.openaire.eu/search/publication?pid=18577961',
          supports:
            'In a Russian study, Selank suppressed interleukin-6 gene expression in blood cells from ' +
            'patients with depression in the laboratory, and the balance of immune messengers in the ' +
            'blood changed in patients with anxiety disorders given it for 14 days.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Anxiety research (Russian label)',
      dose: '300-900 mcg per dose; 900-2,700 mcg per day',
      frequency: 'Three times daily, in courses of two weeks',
      route: 'Intranasal',
      notes:
        'The Russian label for the 0.15% nasal drops (1.5 mg per ml) gives 2-3 drops in each ' +
        'nostril per dose, the daily amount in three doses, a two-week course and then a break ' +
        'of one to three weeks. Reported here for research and education; not a recommendation.',
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
    'The Russian label lists an unpleasant taste when drops run into the mouth and allergic ' +
      'reactions as side effects.',
    'The Russian label contraindicates Selank in pregnancy, during breastfeeding and in anyone ' +
      'hypersensitive to its ingredients.',
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
