import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'SS-31',
  review: null,
  whatIsIt:
    'SS-31, also known as elamipretide, is a small synthetic tetrapeptide designed to target ' +
    'mitochondria, the energy-producing structures inside cells. It belongs to the ' +
    'Szeto-Schiller family of peptides, named after the researchers who developed them, and its ' +
    'alternating positively charged and aromatic amino acids let it pass into cells and ' +
    'concentrate on the inner mitochondrial membrane. It has been studied extensively in animal ' +
    'models of ageing, heart failure, kidney injury and muscle weakness, and in human clinical ' +
    'trials in rare inherited mitochondrial diseases such as primary mitochondrial myopathy and ' +
    'Barth syndrome, as well as in heart failure and age-related eye disease. Human trial ' +
    'results have been mixed, with some trials missing their main goals. Its regulatory status ' +
    'for rare mitochondrial disease has been evolving, and research-grade SS-31 sold online is ' +
    'not a regulated medicine.',
  keyBenefits: [
    'Targets the inner mitochondrial membrane, where cellular energy is produced',
    'Improves mitochondrial function and reduces oxidative stress in animal models',
    'Studied in human trials in rare mitochondrial diseases, including Barth syndrome',
    'Investigated for heart failure, kidney injury and age-related eye disease',
    'Improves markers of muscle function in aged animals in laboratory studies',
  ],
  mechanismOfAction:
    'SS-31 binds to cardiolipin, a phospholipid found almost exclusively in the inner ' +
    'mitochondrial membrane. Cardiolipin helps hold together the folded membranes (cristae) and ' +
    'the protein complexes of the electron transport chain that generate ATP, the cell energy ' +
    'currency. Under stress, cardiolipin can be oxidised and its interactions with these ' +
    'proteins disrupted, making energy production less efficient and increasing the release of ' +
    'reactive oxygen species. By binding cardiolipin, SS-31 appears to stabilise membrane ' +
    'structure, improve electron transport efficiency and reduce the production of damaging ' +
    'oxidants, rather than acting as a general antioxidant that mops up free radicals. Most ' +
    'mechanistic evidence comes from laboratory and animal studies.',
  quickGuide: {
    typicalDose:
      'Clinical trials used once-daily injections in the tens of milligrams; informal reports ' +
      'describe lower doses',
    frequency: 'Once daily in clinical trials',
    cycle: 'Weeks to months in trials; no established cycle for other uses',
    storage: 'Lyophilised powder refrigerated or frozen; once reconstituted, refrigerate',
    timing: 'No specific timing established',
    effectsTimeline:
      'Trial outcomes were assessed over weeks to months; effects in healthy people are unknown',
  },
  researchIndications: [
    {
      name: 'Barth syndrome',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Clinical studies in this rare mitochondrial disorder reported improvements in some ' +
        'measures of function over longer-term treatment; results are from small populations.',
      references: [],
    },
    {
      name: 'Primary mitochondrial myopathy',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Earlier trials suggested benefit, but a larger phase 3 trial did not meet its main goal.',
      references: [],
    },
    {
      name: 'Heart failure and cardiac function',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Strong animal data; early human studies showed mixed effects on heart function.',
      references: [],
    },
    {
      name: 'Age-related muscle and mitochondrial decline',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Aged animal studies report improved mitochondrial and muscle function; human evidence ' +
        'is limited.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Mitochondrial disease research (clinical trial style)',
      dose: 'Tens of milligrams as a single daily injection',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Reflects the general design of published clinical trials, which were medically ' +
        'supervised. Not a recommendation.',
    },
    {
      goal: 'General mitochondrial support research',
      dose: '5-10 mg in informal reports',
      frequency: 'Once daily for several weeks',
      route: 'Subcutaneous',
      notes: 'Informal protocols have no clinical trial support for healthy people.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'MOTS-c',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for mitochondrial health through different mechanisms; combined use ' +
        'has not been studied.',
    },
    {
      peptide: 'Epithalon',
      interaction: 'Generally Compatible',
      description: 'Sometimes discussed together in ageing research; no known interaction.',
    },
    {
      peptide: 'Glutathione',
      interaction: 'Compatible',
      description: 'Different antioxidant approaches; no known interaction between them.',
    },
    {
      peptide: 'BPC-157',
      interaction: 'Generally Compatible',
      description: 'No known interaction; different proposed mechanisms.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Independent HPLC and mass spectrometry report',
        description:
          'Confirms purity and identity, including the unusual dimethyltyrosine residue.',
      },
      {
        indicator: 'Batch-specific certificate and endotoxin data',
        description: 'Important because injection-site reactions are common with this peptide.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis',
        description: 'Helpful but not independent verification.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Typical for research-grade material.',
      },
    ],
    redFlags: [
      {
        indicator: 'Sold as "elamipretide" with medical claims',
        description:
          'Research-grade material is not the regulated product and claims are unproven.',
      },
      {
        indicator: 'No identity testing',
        description: 'Modified amino acids make identity testing particularly important.',
      },
      {
        indicator: 'Unusually low price for the amount',
        description: 'May indicate an impure or substituted product.',
      },
    ],
    storageNote:
      'Store lyophilised SS-31 cold and dry, protected from light. After reconstitution keep it ' +
      'refrigerated at 2-8 degrees C and use within the period stated by the supplier.',
  },
  safetyNotes: [
    'Injection-site reactions such as redness, itching, swelling and pain were the most common ' +
      'side effects in clinical trials.',
    'Headache and dizziness have also been reported.',
    'Long-term safety in healthy people has not been studied.',
    'People with serious heart, kidney or mitochondrial conditions should not use research ' +
      'products in place of medically supervised care.',
    'Consult a qualified healthcare professional before considering SS-31; this page is ' +
      'educational and is not medical advice.',
  ],
  whenToStop: [
    'Large, painful, hot or blistering injection-site reactions, or signs of infection',
    'Hives, facial swelling or difficulty breathing (seek emergency care)',
    'Persistent headache, dizziness or fainting',
    'Chest pain, palpitations or new shortness of breath',
  ],
};
