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
    'BPC-157 and TB-500 have shown faster soft-tissue healing in animal models',
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
      effectiveness: 'Moderate',
      level: 'Other human studies',
      studiedMolecule: 'GHK-Cu alone, applied to the skin',
      description:
        'The blend itself has not been studied; this rests on its GHK-Cu component used on the ' +
        "skin. A review by GHK's discoverer and colleagues, who develop copper-peptide products, " +
        'reports that cosmetic studies of creams containing GHK-Cu found tighter, firmer and ' +
        'denser skin and fewer fine lines and wrinkles. Whether an injected blend has similar ' +
        'effects is unknown.',
      references: [
        {
          authors: 'Pickart L, Vasquez-Soltero JM, Margolina A',
          title:
            'GHK Peptide as a Natural Modulator of Multiple Cellular Pathways in Skin Regeneration',
          journal: 'BioMed Research International',
          year: 2015,
          url: 'https://doi.org/10.1155/2015/648108',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4508379',
          supports:
            "A review by GHK's discoverer and colleagues, who develop copper-peptide products, " +
            'reports that cosmetic studies of creams containing GHK-Cu found tighter, firmer and ' +
            'denser skin and fewer fine lines and wrinkles.',
        },
      ],
    },
    {
      name: 'Soft-tissue injury repair',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      studiedMolecule: 'BPC-157 alone',
      description:
        'The blend itself has not been studied; this rests on its BPC-157 component. In rats ' +
        "with a transected Achilles tendon, daily BPC-157 injections improved the tendon's " +
        'strength, walking function and tissue repair over 14 days. No study of TB-500 or ' +
        'thymosin beta-4 in tendon, ligament or muscle injury could be found and checked.',
      references: [
        {
          authors: 'Staresinic M, Sebecic B, Patrlj L, et al.',
          title:
            'Gastric pentadecapeptide BPC 157 accelerates healing of transected rat Achilles ' +
            'tendon and in vitro stimulates tendocytes growth',
          journal: 'Journal of Orthopaedic Research',
          year: 2003,
          url: 'https://pubmed.ncbi.nlm.nih.gov/14554208/',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/14554208/',
          supports:
            'In rats with a transected Achilles tendon, daily BPC-157 injections improved the ' +
            "tendon's strength, walking function and tissue repair over 14 days.",
        },
      ],
    },
    {
      name: 'Wound healing',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      studiedMolecule: 'Each component alone (BPC-157, full-length thymosin beta-4, GHK-Cu)',
      description:
        'The blend itself has not been studied, and combined effects are untested. In rats with ' +
        'alkali burns of the skin, BPC-157 applied to the wound sped up closure. In rats and in ' +
        'diabetic and aged mice, full-length thymosin beta-4 sped up the repair of full-thickness ' +
        'skin wounds. In rats, GHK-Cu injected into implanted wound chambers increased the ' +
        'collagen laid down in the wound.',
      references: [
        {
          authors: 'Huang T, Zhang K, Sun L, et al.',
          title:
            'Body protective compound-157 enhances alkali-burn wound healing in vivo and ' +
            'promotes proliferation, migration, and angiogenesis in vitro',
          journal: 'Drug Design, Development and Therapy',
          year: 2015,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4425239/',
          checkedCopy:
            'https://pmc.ncbi.nlm.nih.gov/articles/PMC4425239/?term=%22Drug+Des+Devel+Ther%22%5Bjour%5D',
          supports:
            'In rats with alkali burns of the skin, BPC-157 applied to the wound sped up closure.',
        },
        {
          authors: 'Philp D, Badamchian M, Scheremeta B, et al.',
          title:
            'Thymosin β4 and a synthetic peptide containing its actin-binding domain promote ' +
            'dermal wound repair in db/db diabetic mice and in aged mice',
          journal: 'Wound Repair and Regeneration',
          year: 2003,
          url: 'https://doi.org/10.1046/j.1524-475x.2003.11105.x',
          checkedCopy: 'https://zendy.io/title/10.1046/j.1524-475x.2003.11105.x',
          supports:
            'In rats and in diabetic and aged mice, full-length thymosin beta-4 sped up the ' +
            'repair of full-thickness skin wounds.',
        },
        {
          authors: 'Maquart FX, Bellon G, Chaqour B, et al.',
          title:
            'In vivo stimulation of connective tissue accumulation by the tripeptide-copper ' +
            'complex glycyl-L-histidyl-L-lysine-Cu2+ in rat experimental wounds',
          journal: 'Journal of Clinical Investigation',
          year: 1993,
          url: 'https://doi.org/10.1172/JCI116842',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC288419/?page=0',
          supports:
            'In rats, GHK-Cu injected into implanted wound chambers increased the collagen laid ' +
            'down in the wound.',
        },
      ],
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
