import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Glutathione',
  review: null,
  whatIsIt:
    'Glutathione is a tripeptide made of glutamate, cysteine and glycine, and it is one of the ' +
    'most abundant antioxidants produced inside human cells. It is made naturally by the body, ' +
    'especially the liver, and exists in a reduced form (GSH), which neutralises reactive oxygen ' +
    'species and helps detoxify drugs and pollutants, and an oxidised form (GSSG). The ratio ' +
    'between the two is used in research as a marker of oxidative stress. Glutathione is sold as ' +
    'an oral supplement, including liposomal forms, and is given by injection, inhalation, nasal ' +
    'spray and topical products in various settings. Human studies show that some forms can ' +
    'raise glutathione levels in the body, but evidence that supplementation improves health ' +
    'outcomes is limited and mixed. Injectable glutathione is not an approved medicine for any ' +
    'use, and regulators have warned about injectable products marketed for skin lightening.',
  keyBenefits: [
    'Central role in the antioxidant defences and detoxification pathways',
    'Some human studies show supplementation can raise blood or tissue glutathione levels',
    'Studied in small trials for skin tone and pigmentation',
    'Investigated in lung conditions such as cystic fibrosis, mainly by inhalation',
    'Explored in small studies of fatty liver disease',
  ],
  mechanismOfAction:
    'The cysteine in glutathione carries a thiol (sulfur-hydrogen) group that donates electrons ' +
    'to neutralise reactive oxygen species and free radicals, turning reduced glutathione (GSH) ' +
    'into its oxidised form (GSSG). The enzyme glutathione reductase then recycles GSSG back to ' +
    'GSH using NADPH. Glutathione is also used by glutathione peroxidases to break down hydrogen ' +
    'peroxide and lipid peroxides, and by glutathione S-transferases to attach to drugs and ' +
    'toxins so they can be excreted. It helps regenerate other antioxidants, such as vitamins C ' +
    'and E, and influences immune cell function and protein thiol status. In skin, it is thought ' +
    'to shift melanin production from darker eumelanin towards lighter pheomelanin. Swallowed ' +
    'glutathione is partly broken down in the gut, which is why absorption of different forms is ' +
    'debated.',
  researchIndications: [
    {
      name: 'Antioxidant status and oxidative stress',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Some randomised human studies show that oral or liposomal supplementation over several ' +
        'months can raise glutathione stores; whether this improves health outcomes is not ' +
        'established.',
      references: [],
    },
    {
      name: 'Skin tone and pigmentation',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Small trials of oral, topical and injected forms report modest lightening effects with ' +
        'inconsistent results. Regulators have warned about the safety of injectable ' +
        'skin-lightening products.',
      references: [],
    },
    {
      name: 'Cystic fibrosis lung function',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Inhaled and oral glutathione have been studied in cystic fibrosis; results have been ' +
        'mixed, and it is not part of standard care.',
      references: [],
    },
    {
      name: 'Fatty liver disease',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Small pilot studies suggest possible improvements in liver enzymes; controlled trials ' +
        'are needed.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Antioxidant support research',
      dose: '100-200 mg per injection in informal reports',
      frequency: 'Two to three times weekly',
      route: 'Subcutaneous or Intramuscular',
      notes:
        'Reported in informal and clinic settings; not derived from controlled trials. ' +
        'Intravenous and oral forms are more common but fall outside the routes listed here.',
    },
    {
      goal: 'Skin tone research',
      dose: 'Topical lotion or cream containing glutathione',
      frequency: 'Once or twice daily',
      route: 'Topical',
      notes:
        'Small controlled studies used topical products over several weeks; product ' +
        'concentrations vary.',
    },
    {
      goal: 'Neurological research (Parkinson disease)',
      dose: 'Divided daily doses set by the study investigators',
      frequency: 'Daily',
      route: 'Intranasal',
      notes:
        'Small placebo-controlled trials of intranasal glutathione in Parkinson disease did not ' +
        'show clear benefit over placebo; it is not an established treatment.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'N-acetylcysteine (NAC)',
      interaction: 'Potentially Synergistic',
      description:
        'NAC supplies cysteine, the building block that usually limits glutathione production; ' +
        'the two are often discussed together, though combination data are limited.',
    },
    {
      peptide: 'Vitamin C',
      interaction: 'Compatible',
      description:
        'Glutathione and vitamin C help recycle each other in antioxidant pathways; no harmful ' +
        'interaction is known.',
    },
    {
      peptide: 'Chemotherapy or radiotherapy',
      interaction: 'Use Caution',
      description:
        'High-dose antioxidants may, in theory, reduce the effect of some cancer treatments; ' +
        'only consider with the agreement of the oncology team.',
    },
    {
      peptide: 'MOTS-c',
      interaction: 'Generally Compatible',
      description:
        'Both are discussed in the context of mitochondrial and metabolic health; no known ' +
        'interaction, and no combination studies exist.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Reduced glutathione (GSH) clearly specified',
        description:
          'The label states the form and content, confirmed by an independent, batch-specific ' +
          'laboratory report.',
      },
      {
        indicator: 'Sterility and endotoxin testing for injectables',
        description: 'Essential for any injected product, alongside purity testing.',
      },
      {
        indicator: 'White powder or clear, colourless solution',
        description: 'Glutathione should dissolve completely without colour or particles.',
      },
    ],
    acceptable: [
      {
        indicator: 'Supplement made under recognised manufacturing standards',
        description:
          'Good manufacturing practice certification supports quality for oral products, which ' +
          'are regulated as supplements.',
      },
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
    ],
    redFlags: [
      {
        indicator: 'Injectables marketed for skin whitening',
        description:
          'Regulators have warned that such products are unapproved and may be contaminated or ' +
          'mislabelled.',
      },
      {
        indicator: 'Strong sulfur smell, yellowing or cloudiness',
        description: 'May indicate oxidation or degradation.',
      },
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the product contains.',
      },
    ],
    storageNote:
      'Glutathione oxidises readily. Keep powder sealed, dry, cool and away from light; ' +
      'refrigerate solutions at 2-8 degrees C and use them promptly after mixing.',
  },
  safetyInformation: {
    generalNotes: [
      'Oral glutathione is generally well tolerated in studies; reported effects include ' +
        'bloating, cramps and loose stools.',
      'Inhaled glutathione can cause coughing or narrowing of the airways, so people with asthma ' +
        'should be especially cautious.',
      'Injected products carry risks of infection, allergic reaction and contamination, and ' +
        'regulators have warned about unapproved injectable skin-lightening products.',
      'Antioxidant supplementation may interact with some cancer treatments; discuss it with the ' +
        'treating team.',
      'Not well studied in pregnancy, breastfeeding or in people under 18.',
      'Consult a qualified healthcare professional before using glutathione, particularly by ' +
        'injection; this page is educational and is not medical advice.',
    ],
    whenToStop: [
      'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
        'breathing (seek emergency care)',
      'Wheezing, chest tightness or shortness of breath, especially after inhaled use',
      'Spreading redness, warmth, pus or fever around an injection site',
      'Persistent abdominal pain, vomiting or diarrhoea',
      'Yellowing of the skin or eyes, dark urine or a new rash',
    ],
  },
};
