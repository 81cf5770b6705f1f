import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Tesamorelin',
  review: null,
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
      '2 mg per day, the dose in the approved labelling for HIV-associated abdominal fat',
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
      level: 'No published source found',
      description:
        'The approved indication, supported by randomised, placebo-controlled phase 3 trials ' +
        'showing reduced visceral fat. Effects on long-term cardiovascular outcomes are not ' +
        'established.',
      references: [],
    },
    {
      name: 'Fatty liver in people with HIV',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'A randomised trial in people with HIV and fatty liver disease reported lower liver fat ' +
        'with tesamorelin. Larger confirmatory trials are needed.',
      references: [],
    },
    {
      name: 'Cognition in older adults',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Small randomised studies of GHRH treatment in older adults, including people with mild ' +
        'cognitive impairment, reported modest effects on some cognitive tests. Evidence is ' +
        'preliminary.',
      references: [],
    },
    {
      name: 'Abdominal fat outside HIV',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Small studies have explored visceral fat reduction in other groups, such as people with ' +
        'abdominal obesity. It is not approved for general weight loss.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Visceral fat reduction in HIV-associated lipodystrophy (approved use)',
      dose: '2 mg',
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
    'Commonly reported side effects in trials include joint pain, injection-site redness and ' +
      'itching, pain in the arms or legs, swelling of the legs and muscle pain.',
    'Tesamorelin can raise blood glucose and increase the risk of developing diabetes; glucose ' +
      'should be checked before and during treatment.',
    'It raises IGF-1, and the labelling advises against use in people with active cancer; people ' +
      'with a history of cancer should discuss risks with their specialist.',
    'It should not be used in pregnancy, or by people whose pituitary gland has been damaged or ' +
      'removed.',
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
