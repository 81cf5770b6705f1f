import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'DSIP',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
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
    'Small double-blind insomnia trials found weak effects of little clinical significance',
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
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In a double-blind study of 16 people with chronic insomnia, three nightly intravenous ' +
        'doses of DSIP gave slightly higher sleep efficiency and shorter time to fall asleep than ' +
        'placebo, but the effects were weak, subjective sleep quality did not change, and the ' +
        'authors judged it unlikely to be of major benefit. ' +
        'In a double-blind crossover study in insomniac patients, the sleep improvement under ' +
        'DSIP was judged to be of little clinical significance.',
      references: [
        {
          authors: 'Bes F, Hofman W, Schuur J, Van Boxtel C',
          title:
            'Effects of delta sleep-inducing peptide on sleep of chronic insomniac patients. A ' +
            'double-blind study',
          journal: 'Neuropsychobiology',
          year: 1992,
          url: 'https://pubmed.ncbi.nlm.nih.gov/1299795/',
          checkedCopy:
            'https://karger.com/nps/article-abstract/26/4/193/231036/Effects-of-Delta-Sleep-Inducing-Peptide-on-Sleep?redirectedFrom=fulltext',
          design: 'Controlled trial, not stated as randomised',
          supports:
            'In a double-blind study of 16 people with chronic insomnia, three nightly intravenous ' +
            'doses of DSIP gave slightly higher sleep efficiency and shorter time to fall asleep ' +
            'than placebo, but the effects were weak, subjective sleep quality did not change, and ' +
            'the authors judged it unlikely to be of major benefit.',
        },
        {
          authors: 'Monti JM, Debellis J, Alterwain P, Pellejero T, Monti D',
          title:
            'Study of delta sleep-inducing peptide efficacy in improving sleep on short-term administration to chronic insomniacs',
          journal: 'International Journal of Clinical Pharmacology Research',
          year: 1987,
          url: 'https://pubmed.ncbi.nlm.nih.gov/3583493/',
          checkedCopy: 'https://suppr.wilddata.cn/browses/detail/pubmed/3583493',
          design: 'Controlled trial, not stated as randomised',
          supports:
            'In a double-blind crossover study in insomniac patients, the sleep improvement under ' +
            'DSIP was judged to be of little clinical significance.',
        },
      ],
    },
    {
      name: 'Alcohol and opioid withdrawal',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In an uncontrolled 1980s study, 107 inpatients in alcohol or opiate withdrawal were ' +
        'given intravenous DSIP, and doctors and nurses judged that symptoms disappeared or ' +
        'improved markedly in most of them. There was no control group, and modern controlled ' +
        'trials have not confirmed this.',
      references: [
        {
          authors: 'Dick P, Grof E, Schneider H, et al.',
          title: 'DSIP in the treatment of withdrawal syndromes from alcohol and opiates',
          journal: 'European Neurology',
          year: 1984,
          url: 'https://pubmed.ncbi.nlm.nih.gov/6434331/',
          checkedCopy:
            'https://discovery.researcher.life/article/dsip-in-the-treatment-of-withdrawal-syndromes-from-alcohol-and-opiates/83627634d50e3a26a80b5e3047e1fc29',
          design: 'Uncontrolled human study',
          supports:
            'In an uncontrolled 1980s study, 107 inpatients in alcohol or opiate withdrawal were ' +
            'given intravenous DSIP, and doctors and nurses judged that symptoms disappeared or ' +
            'improved markedly in most of them.',
        },
      ],
    },
    {
      name: 'Stress response',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Russian rat studies are reported to show greater resistance to emotional stress after ' +
        'DSIP, but no such study could be fully checked for this page; human relevance is unknown.',
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
        'Informal protocols are not based on clinical trials. The checked insomnia trials gave ' +
        '25 nmol per kg body weight intravenously on three or four consecutive days, a route ' +
        'and dose not comparable with these reports.',
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
      'In the checked withdrawal study, headache in a few patients was the only reported ' +
        'complaint; other side effects are poorly documented.',
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
