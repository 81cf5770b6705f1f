import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'KLOW Complete Stack',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'The KLOW Complete Stack is a commercial blend of four research peptides supplied together ' +
    'in one vial: GHK-Cu, KPV, BPC-157 and TB-500. It extends the three-peptide GLOW blend by ' +
    'adding KPV, a small anti-inflammatory peptide derived from alpha-MSH. The blend is marketed ' +
    'around tissue repair, skin quality and calming inflammation. Each component has its own ' +
    'research history, most of it from animal and laboratory studies, with small cosmetic ' +
    'studies for topical GHK-Cu being the main human data. The four-peptide combination itself ' +
    'has not been studied in any published trial, so claims about its effects, dosing and safety ' +
    'are extrapolations. It is not an approved medicine, and two of its components, BPC-157 and ' +
    'TB-500, are prohibited in sport by the World Anti-Doping Agency.',
  keyBenefits: [
    'Brings together four peptides studied for repair and inflammation through different ' +
      'proposed mechanisms',
    'KPV adds anti-inflammatory activity seen in cell and animal models, including colitis models',
    'BPC-157 and TB-500 have shown faster soft-tissue healing in animal studies',
    'GHK-Cu is linked to collagen production and skin appearance in laboratory and small ' +
      'cosmetic studies',
    'A single vial simplifies handling compared with four separate products',
  ],
  mechanismOfAction:
    'The blend combines four distinct mechanisms whose interaction has not been studied. GHK-Cu ' +
    'delivers copper to cells and, in laboratory work, stimulates collagen and elastin ' +
    'production. BPC-157 is associated in animal studies with blood-vessel growth through VEGFR2 ' +
    'signalling and with effects on the nitric oxide system. TB-500, based on the actin-binding ' +
    'region of thymosin beta-4, is thought to support migration of repair cells by regulating ' +
    'actin. KPV, the last three amino acids of alpha-MSH, reduces NF-kB-driven inflammatory ' +
    'signalling in cell and animal studies. The theory behind the blend is that dampening ' +
    'inflammation while supporting matrix building, blood supply and cell movement could help ' +
    'tissue repair, but this remains a hypothesis rather than a demonstrated effect.',
  researchIndications: [
    {
      name: 'Soft-tissue injury repair',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      studiedMolecule: 'BPC-157 alone, not the blend',
      description:
        'The blend itself has not been studied; this rests on animal studies of its parts. ' +
        'In rats whose Achilles tendon was cut from the heel bone, daily BPC-157 alone improved ' +
        'tendon-to-bone healing on functional, biomechanical and microscopic measures.',
      references: [
        {
          authors: 'Krivic A, Anic T, Seiwerth S, Huljev D, Sikiric P',
          title:
            'Achilles detachment in rat and stable gastric pentadecapeptide BPC 157: promoted ' +
            'tendon-to-bone healing and opposed corticosteroid aggravation',
          journal: 'Journal of Orthopaedic Research',
          year: 2006,
          url: 'https://doi.org/10.1002/jor.20096',
          checkedCopy: 'https://www.mendeley.com/catalogue/62581eeb-0ad6-3ecb-a724-f88e6470752d/',
          supports:
            'In rats whose Achilles tendon was cut from the heel bone, daily BPC-157 alone ' +
            'improved tendon-to-bone healing on functional, biomechanical and microscopic ' +
            'measures.',
        },
      ],
    },
    {
      name: 'Inflammatory conditions of the gut and skin',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      studiedMolecule: 'KPV alone, not the blend',
      description:
        'The blend itself has not been studied; this rests on animal and cell studies of its ' +
        'parts. KPV alone added to drinking water reduced chemically induced colitis in mice, ' +
        'and at nanomolar levels it damped inflammatory signalling in human gut and immune ' +
        'cells. No human data exist for the combination.',
      references: [
        {
          authors: 'Dalmasso G, Charrier-Hisamuddin L, Nguyen HT, et al.',
          title: 'PepT1-mediated tripeptide KPV uptake reduces intestinal inflammation',
          journal: 'Gastroenterology',
          year: 2008,
          url: 'https://doi.org/10.1053/j.gastro.2007.10.026',
          checkedCopy:
            'https://discovery.researcher.life/article/pept1-mediated-tripeptide-kpv-uptake-reduces-intestinal-inflammation/7f39e51976eb3abbac6692e16f4d1311',
          supports:
            'KPV alone added to drinking water reduced chemically induced colitis in mice, and ' +
            'at nanomolar levels it damped inflammatory signalling in human gut and immune cells.',
        },
      ],
    },
    {
      name: 'Skin quality and appearance',
      effectiveness: 'Promising',
      level: 'No published source found',
      studiedMolecule: 'Topical GHK-Cu alone, not the blend',
      description:
        'Small cosmetic studies of topical GHK-Cu creams are often cited, but no primary study ' +
        'could be checked for this page, and whether an injected blend has similar effects is ' +
        'unknown.',
      references: [],
    },
    {
      name: 'Wound healing',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Individual components are reported to speed wound healing in animal models, but no ' +
        'such study was checked for this page; combined effects are untested.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Tissue repair and inflammation research',
      dose:
        'Blend volume giving about 250-500 mcg of BPC-157 with proportional amounts of the other ' +
        'peptides',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, not derived from any trial of the ' +
        'blend. Component ratios differ between products.',
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
      peptide: 'GLOW Peptide Stack',
      interaction: 'Redundant',
      description:
        'GLOW contains three of the same four peptides; using both duplicates GHK-Cu, BPC-157 ' +
        'and TB-500.',
    },
    {
      peptide: 'Thymosin Alpha-1',
      interaction: 'Monitor',
      description:
        'An immune-stimulating peptide combined with the anti-inflammatory KPV component; the ' +
        'net effect has not been studied.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Use Caution',
      description:
        'Adding growth hormone stimulation to angiogenic peptides has not been studied; caution ' +
        'is advised, especially with any cancer history.',
    },
    {
      peptide: 'Semaglutide',
      interaction: 'Generally Compatible',
      description:
        'No known pharmacological interaction with the blend components, though no combination ' +
        'data exist.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Amount of each of the four components stated',
        description:
          'The milligram content of GHK-Cu, KPV, BPC-157 and TB-500 is listed so doses can be ' +
          'calculated.',
      },
      {
        indicator: 'Third-party testing of the finished blend',
        description:
          'An independent, batch-specific report that identifies and quantifies all four peptides.',
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
        indicator: 'Blend contents differ from the four named peptides',
        description:
          'Substituted or missing components mean the product is not what it claims to be.',
      },
      {
        indicator: 'Colourless, green or brown appearance, or cloudiness',
        description: 'May indicate missing copper, degradation or contamination.',
      },
    ],
    storageNote:
      'Keep the lyophilised blend refrigerated, dry and protected from light. After ' +
      'reconstitution, refrigerate at 2-8 degrees C; a shift from blue to green or brown ' +
      'suggests degradation.',
  },
  safetyInformation: {
    generalNotes: [
      'No clinical trial has assessed this four-peptide blend; its safety is inferred from ' +
        'limited, mostly animal data on each component.',
      'Injection-site stinging, redness and swelling are commonly reported, often attributed to ' +
        'the GHK-Cu component.',
      'BPC-157 and TB-500 promote blood-vessel growth and cell migration in laboratory studies, ' +
        'so caution is advised for anyone with a current or past cancer.',
      'KPV modulates immune signalling, which adds unknowns for people with immune disorders or ' +
        'on immunosuppressive medicines.',
      'BPC-157 and TB-500 are prohibited in sport by the World Anti-Doping Agency.',
      'Consult a qualified healthcare professional before considering any unapproved compound; ' +
        'this page is educational and is not medical advice.',
    ],
    whenToStop: [
      'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
        'breathing (seek emergency care)',
      'Spreading redness, warmth, pus, hard lumps or fever around an injection site',
      'Worsening abdominal pain, bloody stools or persistent diarrhoea',
      'Nausea, a metallic taste or yellowing of the skin or eyes',
      'Any new lump, unexplained bleeding or unexplained weight loss',
    ],
  },
};
