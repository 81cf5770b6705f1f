import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'PT-141',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'PT-141 is the research name for bremelanotide, a synthetic cyclic peptide derived from ' +
    'Melanotan II. It activates melanocortin receptors in the brain that are involved in sexual ' +
    'desire and arousal. Unlike most medicines for sexual dysfunction, which act on blood flow, ' +
    'bremelanotide works on brain pathways. In 2019 the US FDA approved bremelanotide (brand ' +
    'name Vyleesi) as an as-needed injection for acquired, generalised hypoactive sexual desire ' +
    'disorder (HSDD) in premenopausal women, based on phase 3 trials that showed modest ' +
    'improvements in desire and related distress compared with placebo. It has also been studied ' +
    'in men with erectile dysfunction, but it is not approved for men. Research-grade "PT-141" ' +
    'sold online is not the same as the regulated medicine.',
  keyBenefits: [
    'FDA-approved (as bremelanotide) for HSDD in premenopausal women',
    'Acts on brain pathways of desire rather than on blood flow',
    'Used as needed before anticipated sexual activity rather than daily',
    'Studied in men with erectile dysfunction in earlier clinical research',
  ],
  mechanismOfAction:
    'Bremelanotide is an agonist of melanocortin receptors, mainly the MC4 receptor and to a ' +
    'lesser extent MC3 and MC1. MC4 receptors are found in areas of the brain, such as the ' +
    'hypothalamus, that influence sexual motivation. Activation of these receptors is thought to ' +
    'modulate dopamine-related pathways involved in desire and arousal, although the exact ' +
    'mechanism in humans is not fully understood. Its action on MC1 receptors on pigment cells ' +
    'explains why repeated dosing can cause darkening of patches of skin or gums, and its ' +
    'effects on central melanocortin pathways can cause a temporary rise in blood pressure and ' +
    'nausea.',
  quickGuide: {
    typicalDose: '1.75 mg per dose in approved labelling',
    frequency:
      'As needed; approved labelling limits use to one dose per 24 hours and 8 doses per month',
    cycle: 'On-demand use; labelling advises stopping if desire has not improved after 8 weeks',
    storage: 'Approved autoinjectors at room temperature; lyophilised research vials refrigerated',
    timing: 'At least 45 minutes before anticipated sexual activity in approved labelling',
    effectsTimeline:
      'The label states that how long each dose works is unknown; it is taken at least 45 ' +
      'minutes before activity',
  },
  researchIndications: [
    {
      name: 'Hypoactive sexual desire disorder in premenopausal women',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In two randomised, double-blind, placebo-controlled phase 3 trials (RECONNECT) in ' +
        'premenopausal women with hypoactive sexual desire disorder, bremelanotide 1.75 mg used ' +
        'as needed for 24 weeks improved desire and reduced distress about low desire compared ' +
        'with placebo. The improvements were modest, and the US FDA approved it for this use in ' +
        '2019.',
      references: [
        {
          authors: 'Kingsberg SA, Clayton AH, Portman D, et al.',
          title:
            'Bremelanotide for the treatment of hypoactive sexual desire disorder: two ' +
            'randomized phase 3 trials',
          journal: 'Obstetrics and Gynecology',
          year: 2019,
          url: 'https://doi.org/10.1097/AOG.0000000000003500',
          checkedCopy:
            'https://www.mysciencework.com/publication/show/bremelanotide-treatment-hypoactive-sexual-desire-disorder-two-randomized-phase-3-trials-bf1faa50?search=1',
          design: 'Randomised controlled trial',
          supports:
            'In two randomised, double-blind, placebo-controlled phase 3 trials (RECONNECT) in ' +
            'premenopausal women with hypoactive sexual desire disorder, bremelanotide 1.75 mg ' +
            'used as needed for 24 weeks improved desire and reduced distress about low desire ' +
            'compared with placebo.',
        },
      ],
    },
    {
      name: 'Erectile dysfunction',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In double-blind, placebo-controlled studies in healthy men and in men with mild to ' +
        'moderate erectile dysfunction, intranasal PT-141 at doses above 7 mg produced erections ' +
        'more often than placebo, with flushing and nausea as the commonest side effects. ' +
        'Development for men did not proceed to approval.',
      references: [
        {
          authors: 'Diamond LE, Earle DC, Rosen RC, et al.',
          title:
            'Double-blind, placebo-controlled evaluation of the safety, pharmacokinetic ' +
            'properties and pharmacodynamic effects of intranasal PT-141, a melanocortin ' +
            'receptor agonist, in healthy males and patients with mild-to-moderate erectile ' +
            'dysfunction',
          journal: 'International Journal of Impotence Research',
          year: 2004,
          url: 'https://pubmed.ncbi.nlm.nih.gov/14963471/',
          checkedCopy:
            'https://www.nature.com/articles/3901139?error=cookies_not_supported&code=810315d1-6fce-4d6b-a76a-0d979197ebe8',
          design: 'Controlled trial, not stated as randomised',
          supports:
            'In double-blind, placebo-controlled studies in healthy men and in men with mild to ' +
            'moderate erectile dysfunction, intranasal PT-141 at doses above 7 mg produced ' +
            'erections more often than placebo, with flushing and nausea as the commonest side ' +
            'effects.',
        },
      ],
    },
    {
      name: 'Low sexual desire in men',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of this use could be found and checked; it is not an approved use.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'HSDD research (approved regimen)',
      dose: '1.75 mg',
      frequency: 'As needed, no more than once in 24 hours and 8 times per month',
      route: 'Subcutaneous',
      notes:
        'Injected into the abdomen or thigh at least 45 minutes before activity, as in approved ' +
        'labelling. Prescribed and supervised by a clinician.',
    },
    {
      goal: 'Erectile function research',
      dose: '1-2 mg',
      frequency: 'As needed',
      route: 'Subcutaneous',
      notes:
        'Reported in informal sources; not an approved use. The checked trial in men used ' +
        'intranasal doses above 7 mg, which are not comparable with injected doses.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Melanotan II',
      interaction: 'Use Caution',
      description:
        'Melanotan II acts on the same receptors with broader effects; combining them stacks ' +
        'blood pressure, nausea and pigmentation effects.',
    },
    {
      peptide: 'Naltrexone (oral)',
      interaction: 'Avoid',
      description:
        'Approved labelling notes bremelanotide can markedly lower blood levels of oral ' +
        'naltrexone, which could make naltrexone less effective.',
    },
    {
      peptide: 'Kisspeptin',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for sexual desire through different brain pathways; combined use has ' +
        'not been studied.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Compatible',
      description: 'No known interaction.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Approved bremelanotide autoinjector from a pharmacy',
        description: 'Regulated product with a fixed, labelled dose.',
      },
      {
        indicator: 'Independent HPLC and mass spectrometry testing for research vials',
        description: 'Confirms identity and purity of research material.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis with batch number',
        description: 'Helpful but less reliable than independent testing.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Typical for research-grade peptide material.',
      },
    ],
    redFlags: [
      {
        indicator: 'Nasal sprays of unknown strength',
        description: 'Dose per spray is unverifiable and the intranasal form was never approved.',
      },
      {
        indicator: 'Blends with Melanotan II or other melanocortin agonists',
        description: 'Adds overlapping effects and unknown doses.',
      },
      {
        indicator: 'Marketing that promises guaranteed results',
        description: 'Trial benefits were modest and varied between individuals.',
      },
    ],
    storageNote:
      'Store approved autoinjectors as labelled. Keep research vials refrigerated before and ' +
      'after reconstitution, away from light.',
  },
  safetyNotes: [
    'The Vyleesi label carries no boxed warning. Its contraindications are uncontrolled high ' +
      'blood pressure and known cardiovascular disease.',
    'Nausea is the most common side effect: about 40% of patients in the trials had it, mostly ' +
      'after the first injection, and 13% needed medicine for it; flushing, injection-site ' +
      'reactions, headache and vomiting are also common.',
    'Causes a temporary rise in blood pressure and fall in heart rate after each dose, usually ' +
      'resolving within 12 hours; doses taken closer together than the label allows may add to ' +
      'this effect.',
    'Focal darkening of the face, gums or breasts was reported in about 1% of trial patients, ' +
      'more often in people with darker skin, and did not always go away after stopping.',
    'It can markedly lower blood levels of oral naltrexone and should not be used with oral ' +
      'naltrexone taken for alcohol or opioid dependence; it may also delay or reduce the effect ' +
      'of some other oral medicines.',
    'Not recommended in pregnancy: the label advises effective contraception and stopping if ' +
      'pregnancy is suspected.',
    'Consult a qualified healthcare professional before considering PT-141; this page is ' +
      'educational and is not medical advice.',
  ],
  whenToStop: [
    'Chest pain, severe headache, palpitations or a marked rise in blood pressure',
    'Severe or persistent nausea and vomiting',
    'New dark patches on the skin or gums',
    'An erection lasting more than four hours (seek emergency care)',
    'Facial swelling, rash or difficulty breathing (seek emergency care)',
  ],
};
