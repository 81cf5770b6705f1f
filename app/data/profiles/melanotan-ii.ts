import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Melanotan II',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Melanotan II is a synthetic cyclic peptide modelled on alpha-melanocyte-stimulating hormone ' +
    '(alpha-MSH), the natural hormone that stimulates skin pigmentation. It was developed in ' +
    'academic research in the 1980s and 1990s as a possible way to tan the skin without sun ' +
    'exposure, and early small human studies also noted effects on sexual arousal and appetite. ' +
    'It has never been approved as a medicine anywhere. Regulators in several countries have ' +
    'issued public warnings about unlicensed Melanotan II products sold online, and the medical ' +
    'literature contains case reports of serious adverse effects, including changes in moles and ' +
    'the appearance of new or darkened moles. It should not be confused with afamelanotide, a ' +
    'different, more selective alpha-MSH analogue that is approved for a rare light-sensitivity ' +
    'disorder, or with bremelanotide (PT-141), which was derived from it.',
  keyBenefits: [
    'Increased skin pigmentation (tanning) in a three-person pilot study',
    'Studied for effects on sexual arousal, which led to the development of PT-141',
    'Reported to reduce appetite in animal studies; not checked in people',
    'Has helped researchers understand the melanocortin receptor system',
  ],
  mechanismOfAction:
    'Melanotan II is a non-selective agonist of several melanocortin receptors. By activating ' +
    'MC1 receptors on melanocytes, the pigment-producing cells of the skin, it increases ' +
    'production of eumelanin, the brown-black pigment, which darkens the skin and also moles and ' +
    'freckles. Activation of MC3 and MC4 receptors in the brain affects sexual arousal, appetite ' +
    'and energy balance, which explains spontaneous erections, reduced hunger and nausea ' +
    'reported with its use. Because it acts on many receptors at once rather than a single ' +
    'target, its effects are broad and harder to predict than those of more selective compounds. ' +
    'Its cyclic structure makes it more stable and longer-acting than natural alpha-MSH.',
  quickGuide: {
    typicalDose:
      'No validated dose; informal reports describe 0.25-1 mg, often starting at the low end',
    frequency: 'Daily or every other day during a loading phase in informal reports',
    cycle: 'Loading over 1-3 weeks, then infrequent maintenance in informal reports',
    storage: 'Lyophilised powder refrigerated; once reconstituted, refrigerate (2-8 degrees C)',
    timing: 'Often reported in the evening because of nausea and flushing',
    effectsTimeline:
      'Skin darkening reported within 1-2 weeks; nausea and flushing can begin within hours',
  },
  researchIndications: [
    {
      name: 'Skin pigmentation (tanning)',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In a single-blind pilot study in three healthy men, low subcutaneous doses of ' +
        'Melanotan II darkened the skin of the face, upper body and buttocks in two of them, ' +
        'with nausea, yawning and spontaneous erections as side effects. No larger trial ' +
        'followed, no approval was sought, and serious safety concerns remain.',
      references: [
        {
          authors: 'Dorr RT, Lines R, Levine N, Brooks C, et al.',
          title:
            'Evaluation of melanotan-II, a superpotent cyclic melanotropic peptide in a pilot ' +
            'phase-I clinical study',
          journal: 'Life Sciences',
          year: 1996,
          url: 'https://pubmed.ncbi.nlm.nih.gov/8637402/',
          checkedCopy: 'https://acnpsearch.tweb-dev.unibo.it/singlejournalindex/16072905',
          design: 'Controlled trial, not stated as randomised',
          supports:
            'In a single-blind pilot study in three healthy men, low subcutaneous doses of ' +
            'Melanotan II darkened the skin of the face, upper body and buttocks in two of them, ' +
            'with nausea, yawning and spontaneous erections as side effects.',
        },
      ],
    },
    {
      name: 'Sexual dysfunction',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In a double-blind, placebo-controlled crossover study in 10 men with erectile ' +
        'dysfunction, Melanotan II injections led to erections far more often than placebo and ' +
        'raised sexual desire, but caused nausea, severe in 4 of 19 injections. Development ' +
        'moved to the related compound bremelanotide (PT-141).',
      references: [
        {
          authors: 'Wessells H, Gralnek D, Dorr R, Hruby VJ, Hadley ME, Levine N',
          title:
            'Effect of an alpha-melanocyte stimulating hormone analog on penile erection and ' +
            'sexual desire in men with organic erectile dysfunction',
          journal: 'Urology',
          year: 2000,
          url: 'https://doi.org/10.1016/S0090-4295(00)00680-4',
          checkedCopy: 'https://docslib.org/doc/8777799/melatonin-wessells1-pdf',
          supports:
            'In a double-blind, placebo-controlled crossover study in 10 men with erectile ' +
            'dysfunction, Melanotan II injections led to erections far more often than placebo ' +
            'and raised sexual desire, but caused nausea, severe in 4 of 19 injections.',
        },
      ],
    },
    {
      name: 'Appetite and weight regulation',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Rat studies in which Melanotan II was infused into the brain are reported to show ' +
        'reduced food intake, but no such study could be fully checked for this page; human ' +
        'evidence is anecdotal.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Pigmentation research (loading phase)',
      dose: '0.25-0.5 mg',
      frequency: 'Daily or every other day',
      route: 'Subcutaneous',
      notes:
        'Reported in informal sources, not in approved labelling or large trials. The checked ' +
        'pilot study gave 0.01-0.03 mg per kg body weight and recommended 0.025 mg per kg for ' +
        'further study. Melanotan II is unapproved and is associated with case reports of ' +
        'serious harm.',
    },
    {
      goal: 'Pigmentation research (maintenance)',
      dose: '0.25-0.5 mg',
      frequency: 'Once or twice weekly',
      route: 'Subcutaneous',
      notes:
        'Continued use keeps stimulating moles and freckles; regular skin checks by a ' +
        'dermatologist are advised for anyone who has used it.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'PT-141',
      interaction: 'Use Caution',
      description:
        'PT-141 was derived from Melanotan II and acts on the same receptors; combining them ' +
        'stacks effects on blood pressure, nausea and erections.',
    },
    {
      peptide: 'Semaglutide',
      interaction: 'Monitor',
      description:
        'Both can cause nausea and reduce appetite; combined gastrointestinal effects have not ' +
        'been studied.',
    },
    {
      peptide: 'GHK-Cu',
      interaction: 'Generally Compatible',
      description: 'No known interaction; different mechanisms.',
    },
    {
      peptide: 'Afamelanotide',
      interaction: 'Avoid Combination',
      description:
        'Another alpha-MSH analogue acting on the same pigment receptor; combining them is ' +
        'duplicative and unstudied.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Independent HPLC and mass spectrometry report',
        description:
          'The minimum to confirm identity and purity, since no regulated product exists.',
      },
      {
        indicator: 'Batch number matching the test report',
        description: 'Links the vial to the specific tested batch.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis',
        description: 'Better than nothing, but not independent verification.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Typical for research-grade material; impurities are not characterised.',
      },
    ],
    redFlags: [
      {
        indicator: 'Sold as a tanning product or nasal spray for cosmetic use',
        description:
          'Regulators in several countries have warned against these unlicensed products.',
      },
      {
        indicator: 'No testing documentation at all',
        description: 'Identity, dose and sterility are unknown.',
      },
      {
        indicator: 'Claims that it is safe or prevents skin cancer',
        description: 'No evidence supports these claims; mole changes have been reported.',
      },
    ],
    storageNote:
      'Store lyophilised powder cold and away from light; once reconstituted, keep refrigerated ' +
      'at 2-8 degrees C and discard if cloudy.',
  },
  safetyNotes: [
    'Melanotan II is unapproved and unregulated; the UK medicines regulator (MHRA) warned in ' +
      '2008 that it is an unlicensed medicine not tested for safety, quality or effectiveness.',
    'Darkening of existing moles, new moles and changes in mole shape have been reported, and ' +
      'case reports describe melanoma diagnoses in users; a causal link is not established but ' +
      'skin checks are strongly advised.',
    'Common effects include nausea, facial flushing, reduced appetite, fatigue and spontaneous ' +
      'erections.',
    'Case reports describe serious effects such as priapism (prolonged painful erection), kidney ' +
      'problems and muscle breakdown (rhabdomyolysis).',
    'Consult a qualified healthcare professional and a dermatologist; this page is educational ' +
      'and is not medical advice.',
  ],
  whenToStop: [
    'Any mole that changes in size, shape or colour, bleeds, itches or is new and irregular (see ' +
      'a doctor promptly)',
    'An erection lasting more than four hours (seek emergency care)',
    'Severe headache, chest pain, shortness of breath or very high blood pressure',
    'Dark urine, severe muscle pain or weakness, or reduced urine output',
    'Persistent vomiting or nausea that prevents eating or drinking',
  ],
};
