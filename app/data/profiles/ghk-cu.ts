import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'GHK-Cu',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'GHK-Cu is a complex of copper with the tripeptide glycyl-L-histidyl-L-lysine (GHK). GHK ' +
    'occurs naturally in human plasma, saliva and urine, binds copper tightly, and its blood ' +
    'levels are reported to fall with age. It was first studied for its ability to stimulate ' +
    'tissue repair and has since become a common ingredient in cosmetic skin-care and hair ' +
    'products, where it is applied to the skin. Small cosmetic studies, reported mainly by its ' +
    'developers, suggest topical products containing it may improve some signs of skin ageing, ' +
    'such as fine lines, firmness and skin density. Evidence for wound healing comes from one ' +
    'randomised trial of a GHK-Cu gel in diabetic foot ulcers and from animal and laboratory ' +
    'work, no checked study supports hair growth, and there are no published ' +
    'human data on injected GHK-Cu. It is not an approved medicine for any condition.',
  keyBenefits: [
    'Improvements in some signs of skin ageing reported in small cosmetic studies of topical ' +
      'products',
    'Stimulates collagen, elastin and glycosaminoglycan production in cultured skin cells',
    'Faster closure of diabetic foot ulcers in one randomised trial of a GHK-Cu gel, and faster ' +
      'wound healing in several animal models',
    'Interest in hair growth, though no published study of GHK-Cu itself was found',
    'Anti-inflammatory and antioxidant activity described in laboratory studies',
  ],
  mechanismOfAction:
    'GHK binds copper(II) with high affinity and is thought to deliver copper to cells in a ' +
    'controlled way. Copper is a required cofactor for enzymes involved in tissue building and ' +
    'protection, including lysyl oxidase, which cross-links collagen and elastin, and the ' +
    'antioxidant enzyme superoxide dismutase. In cell culture, GHK-Cu increases production of ' +
    'collagen and other components of the extracellular matrix, and it also appears to regulate ' +
    'the enzymes that break down damaged matrix, which may support tissue remodelling. It ' +
    'attracts immune and repair cells to wounds in animal models and supports new blood-vessel ' +
    'growth. Gene-expression studies suggest GHK can shift the activity of many genes towards a ' +
    'repair-oriented pattern, but these are laboratory findings whose relevance to people is ' +
    'uncertain.',
  quickGuide: {
    typicalDose:
      'Topical: cosmetic creams and serums; injected: 1-2 mg per day in informal reports (no ' +
      'established dose)',
    frequency: 'Topical once or twice daily; injected once daily in reported protocols',
    cycle: 'Topical use is often ongoing; injected use is reported in 4-8 week blocks with breaks',
    storage:
      'Lyophilised powder refrigerated; reconstituted solution refrigerated at 2-8 degrees C and ' +
      'protected from light',
    timing:
      'Topical products are usually applied in the evening; no established timing for injections',
    effectsTimeline:
      'Cosmetic studies assessed skin changes over about two to three months of regular use',
  },
  researchIndications: [
    {
      name: 'Skin ageing (topical)',
      effectiveness: 'Moderate',
      level: 'Other human studies',
      description:
        "A review by GHK's discoverer and colleagues, who develop copper-peptide products, reports " +
        'that cosmetic studies of creams containing GHK-Cu found tighter, firmer and denser skin ' +
        'and fewer fine lines and wrinkles. The individual studies are small, short and often ' +
        'industry-linked, and no independent randomised trial of these effects was found and ' +
        'checked.',
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
      name: 'Wound healing',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a multicentre, randomised, evaluator-blinded, placebo-controlled trial in diabetic ' +
        'neuropathic foot ulcers, a GHK-Cu gel applied daily with standard wound care closed ' +
        'plantar ulcers further than the inactive gel (median 98.5% of the area against 60.8%), ' +
        'and fewer treated ulcers became infected. ' +
        'In rats, GHK-Cu injected into implanted wound chambers increased the collagen, ' +
        'glycosaminoglycan and total protein laid down in the wound, while a control tripeptide ' +
        'had no effect. The 1994 trial is the only controlled human wound trial found; no later ' +
        'trial repeating it was found.',
      references: [
        {
          authors: 'Mulder et al.',
          title:
            'Enhanced healing of ulcers in patients with diabetes by topical treatment with ' +
            'glycyl-l-histidyl-l-lysine copper',
          journal: 'Wound Repair and Regeneration',
          year: 1994,
          url: 'https://pubmed.ncbi.nlm.nih.gov/17147644/',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/17147644/',
          supports:
            'In a multicentre, randomised, evaluator-blinded, placebo-controlled trial in diabetic ' +
            'neuropathic foot ulcers, a GHK-Cu gel applied daily with standard wound care closed ' +
            'plantar ulcers further than the inactive gel (median 98.5% of the area against ' +
            '60.8%), and fewer treated ulcers became infected.',
          design: 'Randomised controlled trial',
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
          design: 'Animal study',
          supports:
            'In rats, GHK-Cu injected into implanted wound chambers increased the collagen, ' +
            'glycosaminoglycan and total protein laid down in the wound, while a control ' +
            'tripeptide had no effect.',
        },
      ],
    },
    {
      name: 'Hair growth',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of GHK-Cu itself and hair growth could be found and checked; the ' +
        'claim rests on laboratory reports and patents about related copper-peptide compounds.',
      references: [],
    },
    {
      name: 'Tissue repair after injury',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        "A review by GHK's discoverer reports improved tissue repair in animal studies of skin, " +
        'lung connective tissue, bone, liver and stomach lining. No published data on injected ' +
        'GHK-Cu in people were found.',
      references: [
        {
          authors: 'Pickart L, Margolina A',
          title:
            'Regenerative and Protective Actions of the GHK-Cu Peptide in the Light of the New Gene Data',
          journal: 'International Journal of Molecular Sciences',
          year: 2018,
          url: 'https://doi.org/10.3390/ijms19071987',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6073405',
          supports:
            "A review by GHK's discoverer reports improved tissue repair in animal studies of " +
            'skin, lung connective tissue, bone, liver and stomach lining.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Skin appearance research',
      dose: 'Cosmetic cream or serum applied thinly to the face',
      frequency: 'Once or twice daily',
      route: 'Topical',
      notes:
        'Cosmetic studies used regular application for several weeks; product ' +
        'concentrations vary widely.',
    },
    {
      goal: 'Systemic tissue repair research',
      dose: '1-2 mg',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, not derived from controlled human ' +
        'trials. Injections are often reported to sting.',
    },
    {
      goal: 'Scalp and hair research',
      dose: 'Topical solution applied to the scalp',
      frequency: 'Once daily',
      route: 'Topical',
      notes: 'No checked study supports this use; no established protocol.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'BPC-157',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for tissue repair through different pathways and are combined in ' +
        'commercial blends; combination data are absent.',
    },
    {
      peptide: 'TB-500',
      interaction: 'Compatible',
      description:
        'No known interaction; often combined in tissue-repair blends such as the GLOW stack.',
    },
    {
      peptide: 'Vitamin C (L-ascorbic acid, topical)',
      interaction: 'Use Caution',
      description:
        'Strongly acidic vitamin C products may destabilise the copper complex; applying them at ' +
        'different times of day is commonly suggested.',
    },
    {
      peptide: 'GLOW Peptide Stack',
      interaction: 'Redundant',
      description:
        'The GLOW blend already contains GHK-Cu, so adding it separately increases copper intake ' +
        'without clear benefit.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Blue to blue-violet colour',
        description:
          'The copper complex gives genuine GHK-Cu powder and solution a characteristic blue ' +
          'colour.',
      },
      {
        indicator: 'Third-party HPLC purity and copper content',
        description:
          'Independent reports confirming peptide purity and the expected copper-to-peptide ' +
          'ratio for the batch.',
      },
      {
        indicator: 'Mass spectrometry identity check',
        description: 'Confirms a molecular weight consistent with GHK and its copper complex.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
      {
        indicator: 'Cosmetic product with GHK-Cu listed by name',
        description:
          'Cosmetic products list copper tripeptide-1 on the label, though concentrations are ' +
          'rarely stated.',
      },
    ],
    redFlags: [
      {
        indicator: 'White or colourless powder sold as GHK-Cu',
        description:
          'Suggests the copper is missing, or that the product is GHK alone or another substance.',
      },
      {
        indicator: 'Green or brown discolouration',
        description: 'May indicate degradation, oxidation or contamination.',
      },
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
    ],
    storageNote:
      'Keep lyophilised GHK-Cu refrigerated, dry and protected from light. Reconstituted ' +
      'solutions should be refrigerated at 2-8 degrees C; a change from blue to green or brown ' +
      'suggests degradation.',
  },
  safetyNotes: [
    'Topical GHK-Cu is widely used in cosmetics and is generally well tolerated, though skin ' +
      'irritation, redness or itching can occur.',
    'Injected GHK-Cu has very little human safety data; injection-site stinging, redness and ' +
      'lumps are frequently reported.',
    'Excess copper can be harmful; people with Wilson disease or other copper-handling ' +
      'disorders, or with liver disease, face additional risk.',
    'Because it supports blood-vessel growth in animal models, caution is advised for anyone ' +
      'with a current or past cancer.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any injected, unapproved ' +
      'compound; this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Persistent skin irritation, blistering or rash where a topical product is applied',
    'Spreading redness, warmth, pus or fever around an injection site',
    'Nausea, vomiting, abdominal pain or a metallic taste that could suggest copper excess',
    'Yellowing of the skin or eyes, or dark urine',
  ],
};
