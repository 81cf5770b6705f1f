import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'GLOW Peptide Stack',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'The GLOW Peptide Stack is a commercial blend of three research peptides, GHK-Cu, BPC-157 ' +
    'and TB-500, supplied together in one vial. It is marketed around skin quality and tissue ' +
    'repair: GHK-Cu is the copper peptide used in cosmetic skin care, while BPC-157 and TB-500 ' +
    'are studied, mainly in animals, for healing of soft tissues, blood-vessel growth and cell ' +
    'migration. Blends of this kind usually contain GHK-Cu as the largest component by weight. ' +
    'The combination itself has not been studied in any published clinical trial, so its ' +
    'effects, dosing and safety are inferred from separate research on each ingredient, most of ' +
    'which is preclinical. It is not an approved medicine, and two of its components, BPC-157 ' +
    'and TB-500, are prohibited in sport by the World Anti-Doping Agency.',
  keyBenefits: [
    'Combines three peptides studied for tissue repair through different proposed mechanisms',
    'GHK-Cu is linked to collagen production and skin appearance in laboratory and small ' +
      'cosmetic studies, mostly reported by its developers',
    'BPC-157 has shown faster tendon and muscle healing in rat models; TB-500 has not been tested for this',
    'A single vial simplifies handling compared with three separate products',
  ],
  mechanismOfAction:
    'Each component works differently, and how they behave together has not been studied. GHK-Cu ' +
    'delivers copper to cells and, in laboratory work, stimulates collagen and elastin ' +
    'production and matrix remodelling. BPC-157 is associated in animal studies with ' +
    'angiogenesis through VEGFR2 signalling, effects on the nitric oxide system and improved ' +
    'survival and migration of tendon cells. TB-500, derived from the actin-binding region of ' +
    'thymosin beta-4, is thought to help repair cells migrate into damaged tissue by regulating ' +
    'actin in the cell skeleton. The rationale for the blend is that these pathways could be ' +
    'complementary, supporting matrix building, blood supply and cell movement at the same time, ' +
    'but this rationale remains theoretical.',
  quickGuide: {
    typicalDose:
      'Dose by blend volume, often chosen to give 250-500 mcg of BPC-157 per day in informal ' +
      'reports',
    frequency: 'Once daily in reported protocols',
    cycle: '4-8 weeks in informal reports, followed by a break',
    storage:
      'Lyophilised blend refrigerated; once reconstituted, refrigerate at 2-8 degrees C and ' +
      'protect from light',
    timing: 'No established timing; reports describe morning or evening use',
    effectsTimeline:
      'Unknown in humans; component studies in animals describe changes over days to several weeks',
  },
  researchIndications: [
    {
      name: 'Skin quality and appearance',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of the blend was found. The claim rests on cosmetic studies of ' +
        'GHK-Cu applied to the skin, described on the GHK-Cu page; whether an injected blend has ' +
        'similar effects is unknown.',
      references: [],
    },
    {
      name: 'Soft-tissue injury repair',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of the blend was found. Rat studies of BPC-157 alone in tendon and ' +
        'muscle injury are described on the BPC-157 page; no study of TB-500 or thymosin beta-4 ' +
        'in tendon, ligament or muscle injury could be found and checked.',
      references: [],
    },
    {
      name: 'Wound healing',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of the blend was found, and combined effects are untested. Animal ' +
        'wound studies of each component alone are described on the BPC-157, TB-500 and GHK-Cu ' +
        'pages.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Tissue repair and skin research',
      dose:
        'Blend volume giving about 250-500 mcg of BPC-157 with proportional amounts of the other ' +
        'peptides',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, not derived from any trial of the ' +
        'blend. The ratio of components differs between products.',
    },
    {
      goal: 'Lower-frequency maintenance',
      dose: 'Same blend volume as above',
      frequency: 'Three to five times weekly',
      route: 'Subcutaneous',
      notes: 'Reported after an initial daily phase; no studies compare schedules.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Bacteriostatic Water',
      interaction: 'Required',
      description:
        'The lyophilised blend must be reconstituted before use; bacteriostatic water is the ' +
        'usual diluent for multi-dose vials.',
    },
    {
      peptide: 'BPC-157',
      interaction: 'Redundant',
      description:
        'Already included in the blend; adding it separately raises the BPC-157 dose without ' +
        'evidence of benefit.',
    },
    {
      peptide: 'KPV',
      interaction: 'Potentially Synergistic',
      description:
        'Adding KPV produces a combination similar to the KLOW stack, aimed at inflammation; ' +
        'combined effects have not been studied.',
    },
    {
      peptide: 'CJC-1295',
      interaction: 'Monitor',
      description:
        'Combining growth-promoting GH signals with angiogenic peptides has not been studied; ' +
        'caution is advised, especially with any cancer history.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Amount of each component stated on the label',
        description:
          'The milligram content of GHK-Cu, BPC-157 and TB-500 is listed so doses can be ' +
          'calculated.',
      },
      {
        indicator: 'Third-party testing of the finished blend',
        description:
          'An independent, batch-specific report that identifies and quantifies all three ' +
          'peptides.',
      },
      {
        indicator: 'Blue-tinted powder or solution',
        description: 'The copper in GHK-Cu normally gives the blend a blue colour.',
      },
    ],
    acceptable: [
      {
        indicator: 'Test results for each raw peptide',
        description:
          'Certificates for the individual components are useful but do not confirm the final ' +
          'blend.',
      },
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
    ],
    redFlags: [
      {
        indicator: 'Component amounts not disclosed',
        description: 'Without the ratio, the dose of each peptide cannot be known.',
      },
      {
        indicator: 'Colourless blend',
        description: 'Suggests the GHK-Cu is missing, lacks copper or has degraded.',
      },
      {
        indicator: 'Green or brown discolouration, or cloudiness',
        description: 'May indicate degradation or contamination.',
      },
    ],
    storageNote:
      'Keep the lyophilised blend refrigerated, dry and protected from light. After ' +
      'reconstitution, refrigerate at 2-8 degrees C; a shift from blue to green or brown ' +
      'suggests degradation.',
  },
  safetyNotes: [
    'No clinical trial has assessed this blend; its safety is inferred from limited, mostly ' +
      'animal data on each component.',
    'Injection-site stinging, redness and swelling are commonly reported, often attributed to ' +
      'the GHK-Cu component.',
    'BPC-157 and TB-500 promote blood-vessel growth and cell migration in laboratory studies, so ' +
      'caution is advised for anyone with a current or past cancer.',
    'The copper in GHK-Cu is a concern for people with Wilson disease or other copper-handling ' +
      'disorders.',
    'BPC-157 and TB-500 are prohibited in sport by the World Anti-Doping Agency.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Spreading redness, warmth, pus, hard lumps or fever around an injection site',
    'Dizziness, fainting or a racing heartbeat',
    'Nausea, abdominal pain, a metallic taste or yellowing of the skin or eyes',
    'Any new lump, unexplained bleeding or unexplained weight loss',
  ],
};
