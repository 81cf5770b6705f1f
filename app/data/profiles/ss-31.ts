import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'SS-31',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'SS-31, also known as elamipretide, is a small synthetic tetrapeptide designed to target ' +
    'mitochondria, the energy-producing structures inside cells. It belongs to the ' +
    'Szeto-Schiller family of peptides, named after the researchers who developed them, and its ' +
    'alternating positively charged and aromatic amino acids let it pass into cells and ' +
    'concentrate on the inner mitochondrial membrane. It has been studied extensively in animal ' +
    'models of ageing, heart failure, kidney injury and muscle weakness, and in human clinical ' +
    'trials in rare inherited mitochondrial diseases such as primary mitochondrial myopathy and ' +
    'Barth syndrome, as well as in heart failure and age-related eye disease. Human trial ' +
    'results have been mixed, with some trials missing their main goals. In September 2025 the ' +
    'US FDA granted accelerated approval to elamipretide (Forzinity), a once-daily injection, ' +
    'as the first treatment for Barth syndrome in patients weighing at least 30 kg; the approval ' +
    'rests on improved knee-extensor muscle strength and requires a confirmatory trial. ' +
    'Research-grade SS-31 sold online is not the approved medicine.',
  keyBenefits: [
    'Targets the inner mitochondrial membrane, where cellular energy is produced',
    'Improves mitochondrial function and reduces oxidative stress in animal models',
    'Approved in the US (accelerated approval, 2025) as Forzinity for Barth syndrome in ' +
      'patients weighing at least 30 kg',
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
      'Clinical trials in Barth syndrome and mitochondrial myopathy used 40 mg once daily by ' +
      'injection under the skin; informal reports describe lower doses',
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
      level: 'Randomised human trials',
      description:
        'In September 2025 the FDA granted accelerated approval to elamipretide (Forzinity) as ' +
        'the first treatment for Barth syndrome, in patients weighing at least 30 kg, based on ' +
        'improved strength of the knee-extensor muscle and subject to a confirmatory trial. In ' +
        'the randomised crossover part of the TAZPOWER trial (12 patients, 40 mg daily), ' +
        'neither main goal was met; improvements in walking distance and fatigue were seen ' +
        'later, in the open-label extension.',
      references: [
        {
          authors: 'U.S. Food and Drug Administration',
          title: 'FDA grants accelerated approval to first treatment for Barth syndrome',
          journal: 'U.S. Food and Drug Administration (press announcement)',
          year: 2025,
          url: 'https://www.fda.gov/news-events/press-announcements/fda-grants-accelerated-approval-first-treatment-barth-syndrome',
          checkedCopy: 'https://www.pubt.io/view/42E3D69A5B0FE4F1ECC0954ADEA8F424FE88FCDE',
          supports:
            'In September 2025 the FDA granted accelerated approval to elamipretide (Forzinity) ' +
            'as the first treatment for Barth syndrome, in patients weighing at least 30 kg, ' +
            'based on improved strength of the knee-extensor muscle and subject to a ' +
            'confirmatory trial.',
        },
        {
          authors: 'Reid Thompson W, et al.',
          title:
            'A phase 2/3 randomized clinical trial followed by an open-label extension to ' +
            'evaluate the effectiveness of elamipretide in Barth syndrome, a genetic disorder of ' +
            'mitochondrial cardiolipin metabolism',
          journal: 'Genetics in Medicine',
          year: 2021,
          url: 'https://doi.org/10.1038/s41436-020-01006-8',
          checkedCopy: 'https://medluna.com/article/33077895',
          supports:
            'In the randomised crossover part of the TAZPOWER trial (12 patients, 40 mg daily), ' +
            'neither main goal was met; improvements in walking distance and fatigue were seen ' +
            'later, in the open-label extension.',
        },
      ],
    },
    {
      name: 'Primary mitochondrial myopathy',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In the MMPOWER-3 phase 3 trial, 218 adults were randomised to 40 mg daily or placebo ' +
        'for 24 weeks, and the trial did not meet its main goals on walking distance and ' +
        'fatigue. A post-hoc analysis suggested a benefit in walking distance in the smaller ' +
        'group with nuclear DNA defects, which is being tested in a further trial.',
      references: [
        {
          authors: 'Karaa A, Bertini E, Carelli V, et al.',
          title:
            'Efficacy and safety of elamipretide in individuals with primary mitochondrial ' +
            'myopathy: the MMPOWER-3 randomized clinical trial',
          journal: 'Neurology',
          year: 2023,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10382259/',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10382259',
          supports:
            'In the MMPOWER-3 phase 3 trial, 218 adults were randomised to 40 mg daily or ' +
            'placebo for 24 weeks, and the trial did not meet its main goals on walking distance ' +
            'and fatigue.',
        },
      ],
    },
    {
      name: 'Heart failure and cardiac function',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In a small randomised trial, a single high-dose infusion reduced left ventricular ' +
        'volumes in people with heart failure with reduced ejection fraction. A later ' +
        'randomised trial of daily injections for 4 weeks in 71 patients found no improvement ' +
        'in heart volumes or ejection fraction.',
      references: [
        {
          authors: 'Daubert MA, Yow E, Dunn G, et al.',
          title:
            'Novel mitochondria-targeting peptide in heart failure treatment: a randomized, ' +
            'placebo-controlled trial of elamipretide',
          journal: 'Circulation: Heart Failure',
          year: 2017,
          url: 'https://clinicaltrials.gov/study/NCT02388464',
          checkedCopy: 'https://scholars.duke.edu/individual/pub1288278',
          supports:
            'In a small randomised trial, a single high-dose infusion reduced left ventricular ' +
            'volumes in people with heart failure with reduced ejection fraction.',
        },
        {
          authors: 'Butler J, Khan MS, Anker SD, et al.',
          title:
            'Effects of elamipretide on left ventricular function in patients with heart failure ' +
            'with reduced ejection fraction: the PROGRESS-HF phase 2 trial',
          journal: 'Journal of Cardiac Failure',
          year: 2020,
          url: 'https://doi.org/10.1016/j.cardfail.2020.02.001',
          checkedCopy: 'https://scholarlycommons.henryford.com/cardiology_articles/540',
          supports:
            'A later randomised trial of daily injections for 4 weeks in 71 patients found no ' +
            'improvement in heart volumes or ejection fraction.',
        },
      ],
    },
    {
      name: 'Age-related muscle and mitochondrial decline',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In aged mice, a single dose restored muscle mitochondrial energy production towards ' +
        'young levels, and eight days of treatment increased endurance. In a randomised trial in ' +
        '39 older adults, a single infusion raised muscle mitochondrial capacity right after ' +
        'dosing but did not improve fatigue resistance.',
      references: [
        {
          authors: 'Siegel MP, Kruse SE, Percival JM, et al.',
          title:
            'Mitochondrial-targeted peptide rapidly improves mitochondrial energetics and ' +
            'skeletal muscle performance in aged mice',
          journal: 'Aging Cell',
          year: 2013,
          url: 'https://doi.org/10.1111/acel.12102',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3772966',
          supports:
            'In aged mice, a single dose restored muscle mitochondrial energy production towards ' +
            'young levels, and eight days of treatment increased endurance.',
        },
        {
          authors: 'Roshanravan B, Liu SZ, Ali AS, et al.',
          title:
            'In vivo mitochondrial ATP production is improved in older adult skeletal muscle ' +
            'after a single dose of elamipretide in a randomized trial',
          journal: 'PLOS ONE',
          year: 2021,
          url: 'https://doi.org/10.1371/journal.pone.0253849',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8282018/',
          supports:
            'In a randomised trial in 39 older adults, a single infusion raised muscle ' +
            'mitochondrial capacity right after dosing but did not improve fatigue resistance.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Mitochondrial disease research (clinical trial style)',
      dose: '40 mg, the dose used in the Barth syndrome and mitochondrial myopathy trials',
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
      'side effects in clinical trials; the FDA noted that most were mild to moderate but that ' +
      'serious reactions were also reported.',
    'The approved medicine (Forzinity) is for Barth syndrome in patients weighing at least 30 kg ' +
      'and is prescribed under medical supervision; its accelerated approval depends on a ' +
      'confirmatory trial.',
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
