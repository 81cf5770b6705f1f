import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Tesamorelin',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Tesamorelin is a synthetic analogue of human growth hormone-releasing hormone (GHRH). It ' +
    'contains all 44 amino acids of the natural hormone, with a chemical group added to the ' +
    'start of the chain that protects it from rapid breakdown. It is an approved prescription ' +
    'medicine in the United States, sold as Egrifta, for reducing excess abdominal fat in adults ' +
    'with HIV who have lipodystrophy, a condition in which antiretroviral treatment and HIV ' +
    'itself change how fat is distributed. Approval was based on randomised, placebo-controlled ' +
    'phase 3 trials that showed reductions in visceral (deep abdominal) fat. It is not approved ' +
    'for general weight loss, its long-term cardiovascular safety has not been established, and ' +
    'outside its approved use it remains under research. GHRH analogues are prohibited in sport ' +
    'by the World Anti-Doping Agency.',
  keyBenefits: [
    'Reduces visceral abdominal fat in adults with HIV-associated lipodystrophy, shown in phase ' +
      '3 trials',
    'Works by stimulating natural growth hormone release rather than replacing growth hormone',
    'Studied for reducing liver fat in people with HIV and fatty liver disease',
    'Investigated in small trials for effects on cognition in older adults',
    'An approved medicine, so manufacturing quality and labelling are regulated',
  ],
  mechanismOfAction:
    'Tesamorelin binds GHRH receptors on somatotroph cells of the anterior pituitary and ' +
    'stimulates the synthesis and pulsatile release of growth hormone. Growth hormone acts on ' +
    'fat tissue to increase the breakdown of stored fat (lipolysis), with visceral fat appearing ' +
    'particularly responsive, and stimulates the liver to produce IGF-1. Because tesamorelin ' +
    'works upstream of the pituitary, the normal feedback controls from somatostatin and IGF-1 ' +
    'remain partly in place. The protective chemical group at its start makes it more resistant ' +
    'to the enzyme DPP-4 than natural GHRH. The fat-reducing effect depends on continued ' +
    'treatment; trial data show that visceral fat tends to return after the medicine is stopped.',
  quickGuide: {
    typicalDose:
      '2 mg once daily for the original formulation; the newer Egrifta WR formulation is 1.28 mg ' +
      'once daily, and the products are not interchangeable milligram for milligram',
    frequency: 'Once daily',
    cycle:
      'Ongoing under prescription, with response reassessed by the prescriber; benefits fade ' +
      'after stopping',
    storage:
      'Follow the product labelling, which differs by formulation; use the solution promptly ' +
      'after mixing',
    timing: 'No specific time of day is required; injected under the skin of the abdomen',
    effectsTimeline:
      'Visceral fat changes develop over months; phase 3 trials assessed results at about six ' +
      'months',
  },
  researchIndications: [
    {
      name: 'HIV-associated abdominal fat (lipodystrophy)',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'The approved indication. In a randomised, placebo-controlled phase 3 trial in 412 people ' +
        'with HIV and excess abdominal fat, 2 mg daily for 26 weeks reduced visceral fat by 15.2%, ' +
        'while it rose by 5.0% with placebo. Effects on long-term cardiovascular outcomes are not ' +
        'established.',
      references: [
        {
          authors: 'Falutz J, Allas S, Blot K, et al.',
          title: 'Metabolic effects of a growth hormone-releasing factor in patients with HIV',
          journal: 'New England Journal of Medicine',
          year: 2007,
          url: 'https://pubmed.ncbi.nlm.nih.gov/18057338/',
          checkedCopy:
            'https://proxy.weglot.com/wg_31e3b69165a930b5a27173d9b265f5a52/nl/en/pubmed.ncbi.nlm.nih.gov/18057338',
          supports:
            'In a randomised, placebo-controlled phase 3 trial in 412 people with HIV and excess ' +
            'abdominal fat, 2 mg daily for 26 weeks reduced visceral fat by 15.2%, while it rose ' +
            'by 5.0% with placebo.',
        },
      ],
    },
    {
      name: 'Fatty liver in people with HIV',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a randomised, placebo-controlled trial in 50 people with HIV and abdominal fat, 2 mg ' +
        'daily for 6 months reduced liver fat as well as visceral fat. Fasting glucose rose in ' +
        'the first weeks but was not significantly changed at 6 months. Larger trials are needed.',
      references: [
        {
          authors: 'Stanley TL, Feldpausch MN, Oh J, et al.',
          title:
            'Effect of tesamorelin on visceral fat and liver fat in HIV-infected patients with ' +
            'abdominal fat accumulation: a randomized clinical trial',
          journal: 'JAMA',
          year: 2014,
          url: 'https://doi.org/10.1001/jama.2014.8334',
          checkedCopy: 'http://jama.jamanetwork.com/article.aspx?articleid=1889139',
          supports:
            'In a randomised, placebo-controlled trial in 50 people with HIV and abdominal fat, ' +
            '2 mg daily for 6 months reduced liver fat as well as visceral fat.',
        },
      ],
    },
    {
      name: 'Cognition in older adults',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a 20-week randomised, placebo-controlled trial in 152 adults aged 55 to 87, 66 of ' +
        'them with mild cognitive impairment, tesamorelin 1 mg nightly had a favourable overall ' +
        'effect on cognition, mainly on executive function. This is a single trial; the effect ' +
        'has not been confirmed.',
      references: [
        {
          authors: 'Baker LD, Barsness SM, Borson S, et al.',
          title:
            'Effects of growth hormone-releasing hormone on cognitive function in adults with ' +
            'mild cognitive impairment and healthy older adults: results of a controlled trial',
          journal: 'Archives of Neurology',
          year: 2012,
          url: 'https://doi.org/10.1001/archneurol.2012.1970',
          checkedCopy:
            'https://www.healio.com/news/psychiatry/20120810/growth-hormone-releasing-hormone-had-positive-effect-on-cognition',
          supports:
            'In a 20-week randomised, placebo-controlled trial in 152 adults aged 55 to 87, 66 of ' +
            'them with mild cognitive impairment, tesamorelin 1 mg nightly had a favourable ' +
            'overall effect on cognition, mainly on executive function.',
        },
      ],
    },
    {
      name: 'Abdominal fat outside HIV',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Tesamorelin has been explored in abdominal obesity without HIV, but no published ' +
        'source was found and checked here. It is not approved for general weight loss.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Visceral fat reduction in HIV-associated lipodystrophy (approved use)',
      dose: '2 mg (original formulation) or 1.28 mg (Egrifta WR)',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Dose from the approved prescribing information, given under medical supervision with ' +
        'periodic checks of glucose and IGF-1.',
    },
    {
      goal: 'Liver fat research in people with HIV',
      dose: '2 mg',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes: 'Clinical research has generally used the approved dose; this use is investigational.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'CJC-1295',
      interaction: 'Avoid Combination',
      description:
        'Both are GHRH analogues; combining them duplicates the mechanism and may push IGF-1 ' +
        'higher without added benefit.',
    },
    {
      peptide: 'Sermorelin',
      interaction: 'Redundant',
      description:
        'Another GHRH analogue acting on the same receptor; no advantage is expected from ' +
        'combining them.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Use Caution',
      description:
        'A ghrelin-receptor agonist would amplify GH release; this has not been studied with ' +
        'tesamorelin and could raise IGF-1 beyond the intended range.',
    },
    {
      peptide: 'Insulin or diabetes medicines',
      interaction: 'Monitor',
      description:
        'Tesamorelin can raise blood glucose; people on diabetes treatment need glucose ' +
        'monitoring and possible dose review by their clinician.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Dispensed by a licensed pharmacy on prescription',
        description:
          'The approved product is made under regulated manufacturing with batch-level quality ' +
          'control.',
      },
      {
        indicator: 'Intact manufacturer packaging and patient information leaflet',
        description:
          'Sealed packaging, a matching lot number and an expiry date on both carton and vial.',
      },
    ],
    acceptable: [
      {
        indicator: 'Research-grade material with independent HPLC and mass spectrometry',
        description:
          'Batch-specific reports can confirm purity and identity, but this material is not the ' +
          'approved medicine.',
      },
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
    ],
    redFlags: [
      {
        indicator: 'Branded product sold without a prescription',
        description: 'Suggests a counterfeit or diverted product with unknown storage history.',
      },
      {
        indicator: 'No batch-specific test results for research material',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Cloudy solution or visible particles after mixing',
        description: 'May indicate contamination, degradation or a different substance.',
      },
    ],
    storageNote:
      'Store according to the product labelling, as requirements differ between formulations; ' +
      'protect from light and prepare each dose just before use.',
  },
  safetyNotes: [
    'The prescribing information carries no boxed warning. Its main warnings cover tumours ' +
      '(any cancer must be inactive and its treatment complete before starting), raised IGF-1 ' +
      '(checked regularly), fluid retention (swelling, joint pain, carpal tunnel syndrome), ' +
      'glucose intolerance, allergic reactions, injection-site reactions and stopping in acute ' +
      'critical illness.',
    'Commonly reported side effects in trials include joint pain, injection-site redness and ' +
      'itching, pain in the arms or legs, swelling of the legs and muscle pain.',
    'Tesamorelin can raise blood glucose and increase the risk of developing diabetes; glucose ' +
      'should be checked before and during treatment.',
    'It raises IGF-1, and the labelling advises against use in people with active cancer; people ' +
      'with a history of cancer should discuss risks with their specialist.',
    'It must not be used in pregnancy, with an active cancer, with known allergy to tesamorelin ' +
      'or mannitol, or by people whose hypothalamic-pituitary axis has been disrupted (pituitary ' +
      'removal, surgery or tumour, head irradiation or head trauma).',
    'GHRH analogues, including tesamorelin, are prohibited in sport by the World Anti-Doping ' +
      'Agency.',
    'Consult a qualified healthcare professional; tesamorelin is a prescription medicine and ' +
      'this page is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as rash, hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Excessive thirst, frequent urination or high blood glucose readings',
    'Marked swelling of the hands or feet, or numbness and tingling in the fingers (possible ' +
      'carpal tunnel syndrome)',
    'A known or suspected pregnancy',
    'A new cancer diagnosis, or a new lump or unexplained weight loss',
  ],
};
