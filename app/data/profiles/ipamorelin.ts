import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Ipamorelin',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Ipamorelin is a synthetic pentapeptide (five amino acids) that belongs to the growth ' +
    'hormone secretagogue family, a group of compounds that mimic the hunger hormone ghrelin at ' +
    'its receptor in the pituitary gland and brain. It was developed in the 1990s and attracted ' +
    'attention because, in animal studies, it triggered growth hormone release without the large ' +
    'rises in cortisol, ACTH or prolactin seen with older secretagogues such as GHRP-6 and ' +
    'GHRP-2. It was later tested in humans for a different purpose, restoring gut movement after ' +
    'abdominal surgery (postoperative ileus), but a phase 2 randomised trial did not show a ' +
    'statistically significant benefit over placebo. Ipamorelin is not approved as a medicine, and growth ' +
    'hormone secretagogues are prohibited in sport by the World Anti-Doping Agency.',
  keyBenefits: [
    'Stimulates pulsatile growth hormone release from the pituitary in animal and human ' +
      'pharmacology studies',
    'Comparatively selective: little effect on cortisol and prolactin in animal studies',
    'Often studied together with GHRH analogues such as CJC-1295 for a combined effect on GH ' +
      'release',
    'Interest in body composition, recovery and sleep, although human outcome data are limited',
  ],
  mechanismOfAction:
    'Ipamorelin activates the growth hormone secretagogue receptor (GHS-R1a), the same receptor ' +
    'that ghrelin uses. In the pituitary, activation of this receptor makes somatotroph cells ' +
    'release stored growth hormone, and in the hypothalamus it is thought to enhance the natural ' +
    'GHRH signal and reduce the inhibitory influence of somatostatin. The resulting pulse of ' +
    'growth hormone raises liver production of IGF-1 over time. Because GHRH analogues act on a ' +
    'different receptor, the two classes are thought to amplify each other, which is why ' +
    'ipamorelin is often discussed alongside CJC-1295 or sermorelin. Its selectivity for growth ' +
    'hormone over other pituitary hormones comes mainly from animal work; downstream effects on ' +
    'muscle, fat or sleep in healthy adults have not been demonstrated in controlled trials.',
  quickGuide: {
    typicalDose:
      'No clinically established dose; 100-300 mcg per injection in informal reports. Human ' +
      'studies dosed it intravenously by body weight',
    frequency: 'One to three times daily in reported protocols',
    cycle: '8-12 weeks in informal reports, followed by a break',
    storage: 'Lyophilised powder refrigerated; once reconstituted, refrigerate at 2-8 degrees C',
    timing: 'Commonly reported before bed or on an empty stomach, as food can blunt GH release',
    effectsTimeline:
      'GH rises within an hour of a dose; any body-composition changes would take weeks to months',
  },
  researchIndications: [
    {
      name: 'Growth hormone release',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        'In a dose-escalation study in healthy men, an intravenous infusion of ipamorelin ' +
        'produced a single pulse of growth hormone at every dose tested. This is a hormonal ' +
        'effect, not proof of clinical benefit.',
      references: [
        {
          authors: 'Gobburu JVS, Agerso H, Jusko WJ, Ynddal L',
          title:
            'Pharmacokinetic-pharmacodynamic modeling of ipamorelin, a growth hormone releasing ' +
            'peptide, in human volunteers',
          journal: 'Pharmaceutical Research',
          year: 1999,
          url: 'https://doi.org/10.1023/A:1018955126402',
          checkedCopy: 'https://search.bvsalud.org/portal/resource/en/mdl-10496658',
          supports:
            'In a dose-escalation study in healthy men, an intravenous infusion of ipamorelin ' +
            'produced a single pulse of growth hormone at every dose tested.',
        },
      ],
    },
    {
      name: 'Body composition',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Raising GH and IGF-1 may favour lean mass and fat loss in theory, but no published ' +
        'study of ipamorelin and body composition in people was found and checked.',
      references: [],
    },
    {
      name: 'Bone health',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In adult female rats given a glucocorticoid for three months, ipamorelin counteracted ' +
        "the steroid's fall in bone formation and muscle strength. Human data are absent.",
      references: [
        {
          authors: 'Andersen NB, Malmlöf K, Johansen PB, et al.',
          title:
            'The growth hormone secretagogue ipamorelin counteracts glucocorticoid-induced ' +
            'decrease in bone formation of adult rats',
          journal: 'Growth Hormone & IGF Research',
          year: 2001,
          url: 'https://pubmed.ncbi.nlm.nih.gov/11735244/',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/11735244/',
          supports:
            'In adult female rats given a glucocorticoid for three months, ipamorelin ' +
            "counteracted the steroid's fall in bone formation and muscle strength.",
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Growth hormone pulse research',
      dose: '100-200 mcg',
      frequency: 'Once daily before bed',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, typically on an empty stomach. Not ' +
        'derived from controlled human trials.',
    },
    {
      goal: 'Combined GHRH and GHRP research',
      dose: '100-300 mcg with a GHRH analogue such as CJC-1295 (no DAC)',
      frequency: 'One to three times daily',
      route: 'Subcutaneous',
      notes:
        'Reported in research discussions because the two classes act on different receptors. ' +
        'Combination safety has not been established.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'CJC-1295',
      interaction: 'Synergistic',
      description:
        'A GHRH analogue plus a ghrelin-receptor agonist produces a larger GH pulse than either ' +
        'alone in pharmacology studies; the pairing is widely discussed.',
    },
    {
      peptide: 'Sermorelin',
      interaction: 'Potentially Synergistic',
      description:
        'Same GHRH-plus-GHRP logic as with CJC-1295, with a shorter-acting GHRH analogue.',
    },
    {
      peptide: 'GHRP-6 or GHRP-2',
      interaction: 'Redundant',
      description:
        'These act on the same ghrelin receptor; combining them adds little and may increase ' +
        'side effects such as hunger and water retention.',
    },
    {
      peptide: 'Tesamorelin',
      interaction: 'Use Caution',
      description:
        'Tesamorelin is an approved GHRH analogue with its own prescribing rules; adding a ' +
        'secretagogue may raise GH and IGF-1 further and should only be considered with medical ' +
        'supervision.',
    },
    {
      peptide: 'Insulin or diabetes medicines',
      interaction: 'Monitor',
      description:
        'Growth hormone opposes insulin action, so blood glucose may change; monitoring by a ' +
        'clinician is advisable.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Third-party HPLC purity of 98% or higher',
        description:
          'An independent laboratory report tied to the specific batch number on the vial.',
      },
      {
        indicator: 'Mass spectrometry identity check',
        description:
          'Confirms a molecular weight consistent with ipamorelin rather than another ' +
          'secretagogue.',
      },
      {
        indicator: 'White, uniform lyophilised cake',
        description: 'Dry powder that dissolves fully into a clear solution.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
      {
        indicator: 'Purity between 95% and 98%',
        description:
          'Common for research-grade material; remaining impurities are not characterised.',
      },
    ],
    redFlags: [
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Sold as a growth hormone replacement',
        description:
          'Ipamorelin is not growth hormone and is not approved as a replacement for it.',
      },
      {
        indicator: 'Discoloured powder or cloudy solution',
        description: 'May indicate degradation, moisture exposure or contamination.',
      },
    ],
    storageNote:
      'Keep lyophilised ipamorelin refrigerated and away from light. After reconstitution, ' +
      'refrigerate at 2-8 degrees C and avoid freezing and thawing cycles.',
  },
  safetyNotes: [
    'Reported side effects include headache, flushing, dizziness, water retention, tingling or ' +
      'numbness in the hands, and injection-site reactions.',
    'Raising growth hormone and IGF-1 can reduce insulin sensitivity; people with diabetes or ' +
      'prediabetes face additional risk.',
    'Because growth hormone and IGF-1 promote cell growth, caution is advised for anyone with a ' +
      'current or past cancer.',
    'Growth hormone secretagogues, including ipamorelin, are prohibited in sport by the World ' +
      'Anti-Doping Agency.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Marked swelling of the hands, feet or face, or persistent numbness and tingling (possible ' +
      'fluid retention or nerve compression)',
    'Excessive thirst, frequent urination or high blood glucose readings',
    'Persistent headache, vision changes or joint pain',
    'Spreading redness, warmth, pus or fever around an injection site',
  ],
};
