import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Glutathione',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Glutathione is a tripeptide made of glutamate, cysteine and glycine, and it is one of the ' +
    'most abundant antioxidants produced inside human cells. It is made naturally by the body, ' +
    'especially the liver, and exists in a reduced form (GSH), which neutralises reactive oxygen ' +
    'species and helps detoxify drugs and pollutants, and an oxidised form (GSSG). The ratio ' +
    'between the two is used in research as a marker of oxidative stress. Glutathione is sold as ' +
    'an oral supplement, including liposomal forms, and is given by injection, inhalation, nasal ' +
    'spray and topical products in various settings. Human studies show that some forms can ' +
    'raise glutathione levels in the body, but evidence that supplementation improves health ' +
    'outcomes is limited and mixed. The US FDA has approved no injectable product for skin ' +
    'lightening and has warned that such products may be unsafe; the Philippine FDA has ' +
    'approved injectable glutathione only as an adjunct in cisplatin chemotherapy and has ' +
    'warned against injecting it for skin lightening.',
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
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a 6-month randomised, placebo-controlled trial in 54 healthy adults, oral ' +
        'glutathione at 250 or 1,000 mg a day raised glutathione levels in the blood, by 30-35% ' +
        'in red cells, plasma and lymphocytes at the higher dose. Levels returned to baseline ' +
        'after a month off, and whether this improves health outcomes is not established.',
      references: [
        {
          authors: 'Richie JP Jr, Nichenametla S, Neidig W, et al.',
          title:
            'Randomized controlled trial of oral glutathione supplementation on body stores of ' +
            'glutathione',
          journal: 'European Journal of Nutrition',
          year: 2015,
          url: 'https://doi.org/10.1007/s00394-014-0706-z',
          checkedCopy: 'http://pmid.us/24791752',
          supports:
            'In a 6-month randomised, placebo-controlled trial in 54 healthy adults, oral ' +
            'glutathione at 250 or 1,000 mg a day raised glutathione levels in the blood, by ' +
            '30-35% in red cells, plasma and lymphocytes at the higher dose.',
        },
      ],
    },
    {
      name: 'Skin tone and pigmentation',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In a 4-week randomised trial in 60 adults, oral glutathione 500 mg a day lowered the ' +
        'skin melanin index more than placebo at two of six sites measured. In a 10-week ' +
        'split-face randomised trial in 30 women, a 2% oxidised glutathione lotion lowered the ' +
        'melanin index compared with placebo lotion. Effects are modest and long-term safety is ' +
        'not established; regulators have warned against injectable skin-lightening products.',
      references: [
        {
          authors: 'Arjinpathana N, Asawanonda P',
          title:
            'Glutathione as an oral whitening agent: a randomized, double-blind, ' +
            'placebo-controlled study',
          journal: 'Journal of Dermatological Treatment',
          year: 2010,
          url: 'https://doi.org/10.3109/09546631003801619',
          checkedCopy: 'http://47.251.13.51:8081/20524875',
          supports:
            'In a 4-week randomised trial in 60 adults, oral glutathione 500 mg a day lowered ' +
            'the skin melanin index more than placebo at two of six sites measured.',
        },
        {
          authors: 'Watanabe F, Hashizume E, Chan GP, Kamimura A',
          title:
            'Skin-whitening and skin-condition-improving effects of topical oxidized ' +
            'glutathione: a double-blind and placebo-controlled clinical trial in healthy women',
          journal: 'Clinical, Cosmetic and Investigational Dermatology',
          year: 2014,
          url: 'https://doi.org/10.2147/CCID.S68424',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4207440',
          supports:
            'In a 10-week split-face randomised trial in 30 women, a 2% oxidised glutathione ' +
            'lotion lowered the melanin index compared with placebo lotion.',
        },
      ],
    },
    {
      name: 'Cystic fibrosis lung function',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In a 6-month randomised, placebo-controlled trial in 153 people with cystic fibrosis, ' +
        'inhaled glutathione twice daily did not improve lung function, exacerbations or quality ' +
        'of life, despite reaching the airways. It is not part of standard care.',
      references: [
        {
          authors: 'Griese M, Kappler M, Eismann C, et al.',
          title:
            'Inhalation treatment with glutathione in patients with cystic fibrosis: a ' +
            'randomized clinical trial',
          journal: 'American Journal of Respiratory and Critical Care Medicine',
          year: 2013,
          url: 'https://pubmed.ncbi.nlm.nih.gov/23631796/',
          checkedCopy:
            'https://read.qxmd.com/read/23631796/inhalation-treatment-with-glutathione-in-patients-with-cystic-fibrosis-a-randomized-clinical-trial',
          supports:
            'In a 6-month randomised, placebo-controlled trial in 153 people with cystic ' +
            'fibrosis, inhaled glutathione twice daily did not improve lung function, ' +
            'exacerbations or quality of life, despite reaching the airways.',
        },
      ],
    },
    {
      name: 'Fatty liver disease',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In an open-label pilot study without a control group, 29 people with non-alcoholic ' +
        'fatty liver disease who took oral glutathione 300 mg a day for 4 months had lower ALT, ' +
        'a liver enzyme. Controlled trials are needed.',
      references: [
        {
          authors: 'Honda Y, Kessoku T, Sumida Y, et al.',
          title:
            'Efficacy of glutathione for the treatment of nonalcoholic fatty liver disease: an ' +
            'open-label, single-arm, multicenter, pilot study',
          journal: 'BMC Gastroenterology',
          year: 2017,
          url: 'https://doi.org/10.1186/s12876-017-0652-3',
          checkedCopy:
            'https://bmcgastroenterol.biomedcentral.com/articles/10.1186/s12876-017-0652-3',
          supports:
            'In an open-label pilot study without a control group, 29 people with non-alcoholic ' +
            'fatty liver disease who took oral glutathione 300 mg a day for 4 months had lower ' +
            'ALT, a liver enzyme.',
        },
      ],
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
        'Intranasal glutathione has been tried in small studies in Parkinson disease; no ' +
        'published result was checked here, and it is not an established treatment.',
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
