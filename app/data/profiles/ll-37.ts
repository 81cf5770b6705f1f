import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'LL-37',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'LL-37 is a 37-amino-acid peptide and the only member of the cathelicidin family of ' +
    'antimicrobial peptides made by humans. It is cut from a larger precursor protein (hCAP18) ' +
    'and is produced by white blood cells, skin cells and the linings of the airways and gut as ' +
    'part of the innate immune system. Its name comes from its first two amino acids (two ' +
    'leucines) and its length. LL-37 has been studied extensively in the laboratory for its ' +
    'ability to kill bacteria, fungi and some viruses, and for its roles in wound repair and ' +
    'immune signalling. It is also a double-edged molecule: raised levels are linked to ' +
    'inflammatory skin conditions such as psoriasis and rosacea. Randomised trials have tested ' +
    'LL-37 applied to chronic leg ulcers, with mixed results, but it is not an approved medicine, and ' +
    'injected use has not been established as safe or effective in people.',
  keyBenefits: [
    'Broad antimicrobial activity against bacteria, fungi and some viruses in laboratory studies',
    'Can disrupt bacterial biofilms in vitro',
    'Supports wound closure and new blood vessel growth in cell and animal models',
    'Modulates innate immune responses and immune cell recruitment',
    'Tested on chronic leg ulcers in randomised trials, with mixed results',
  ],
  mechanismOfAction:
    'LL-37 is positively charged and forms an amphipathic helix, which lets it bind to and ' +
    'disrupt the negatively charged membranes of many microbes, leading to leakage and cell ' +
    'death. It can also bind bacterial endotoxin (LPS), which may reduce some inflammatory ' +
    'responses. Beyond direct killing, LL-37 acts as a signalling molecule: it attracts immune ' +
    'cells, influences cytokine release and activates receptors such as FPR2 on various cell ' +
    'types, which is linked to cell migration and blood vessel formation during wound repair. ' +
    'Its production in the body is increased by vitamin D signalling. The same immune-activating ' +
    'properties can be harmful in some settings; for example, LL-37 bound to self-DNA can ' +
    'activate immune cells in psoriasis. At high concentrations it can also damage human cells ' +
    'in the laboratory.',
  quickGuide: {
    typicalDose: '50-100 mcg per day in informal reports (no clinically established dose)',
    frequency: 'Once daily or several times per week in reported protocols',
    cycle: '4-6 weeks in informal reports, followed by a break',
    storage:
      'Lyophilised powder frozen or refrigerated; once reconstituted, refrigerate (2-8 degrees C)',
    timing: 'No established timing',
    effectsTimeline: 'Unknown for injected use in humans; evidence is mainly preclinical',
  },
  researchIndications: [
    {
      name: 'Chronic wound and ulcer healing',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In a first randomised, placebo-controlled trial in 34 people with hard-to-heal venous ' +
        'leg ulcers, LL-37 applied twice weekly at the two lower strengths (0.5 and 1.6 mg/mL) ' +
        'sped up healing, while the highest strength did not. A larger randomised trial in 148 ' +
        'people found no significant improvement in healing over placebo across the whole study ' +
        'population. Results are therefore mixed, and all of this work used LL-37 on the wound, ' +
        'not injections.',
      references: [
        {
          authors: 'Grönberg A, Mahlapuu M, Ståhle M, Whately-Smith C, Rollman O',
          title:
            'Treatment with LL-37 is safe and effective in enhancing healing of hard-to-heal ' +
            'venous leg ulcers: a randomized, placebo-controlled clinical trial',
          journal: 'Wound Repair and Regeneration',
          year: 2014,
          url: 'https://pubmed.ncbi.nlm.nih.gov/25041740/',
          checkedCopy: 'https://www.pubmed.gov/25041740/',
          supports:
            'In a first randomised, placebo-controlled trial in 34 people with hard-to-heal ' +
            'venous leg ulcers, LL-37 applied twice weekly at the two lower strengths (0.5 and ' +
            '1.6 mg/mL) sped up healing, while the highest strength did not.',
        },
        {
          authors: 'Mahlapuu M, Sidorowicz A, Mikosinski J, et al.',
          title:
            'Evaluation of LL-37 in healing of hard-to-heal venous leg ulcers: A multicentric ' +
            'prospective randomized placebo-controlled clinical trial',
          journal: 'Wound Repair and Regeneration',
          year: 2021,
          url: 'https://doi.org/10.1111/wrr.12977',
          checkedCopy: 'http://47.251.13.51:8081/34687253',
          supports:
            'A larger randomised trial in 148 people found no significant improvement in ' +
            'healing over placebo across the whole study population.',
        },
      ],
    },
    {
      name: 'Antimicrobial and anti-biofilm activity',
      effectiveness: 'Promising',
      level: 'Cell studies only',
      description:
        'In laboratory tests, LL-37 inhibited the growth of pan-drug-resistant Acinetobacter ' +
        'baumannii and its formation of biofilms. Activity in the body has not translated into ' +
        'an approved anti-infective.',
      references: [
        {
          authors: 'Guo Y, Wang L, Lei J, Xu J, Han L',
          title:
            'Antimicrobial and Antibiofilm Activity of Human Cationic Antibacterial Peptide ' +
            '(LL-37) and Its Analogs Against Pan-Drug-Resistant Acinetobacter baumannii',
          journal: 'Jundishapur Journal of Microbiology',
          year: 2017,
          url: 'https://doi.org/10.5812/jjm.35857',
          checkedCopy: 'https://brieflands.com/articles/jjm-56695/crossref.html',
          supports:
            'In laboratory tests, LL-37 inhibited the growth of pan-drug-resistant ' +
            'Acinetobacter baumannii and its formation of biofilms.',
        },
      ],
    },
    {
      name: 'Immune modulation',
      effectiveness: 'Promising',
      level: 'Cell studies only',
      description:
        'In laboratory studies using immune cells and psoriatic skin scales, LL-37 packed ' +
        "the body's own DNA into particles that switched on interferon-producing immune cells, " +
        'a process linked to psoriasis. Its immune effects can therefore be protective or ' +
        'pro-inflammatory depending on context.',
      references: [
        {
          authors: 'Lande R, Chamilos G, Ganguly D, et al.',
          title:
            'Cationic antimicrobial peptides in psoriatic skin cooperate to break innate tolerance to self-DNA',
          journal: 'European Journal of Immunology',
          year: 2015,
          url: 'https://doi.org/10.1002/eji.201344277',
          checkedCopy: 'https://serval.unil.ch/fr/notice/serval:BIB_09903BFB8833',
          supports:
            'In laboratory studies using immune cells and psoriatic skin scales, LL-37 packed ' +
            "the body's own DNA into particles that switched on interferon-producing immune " +
            'cells, a process linked to psoriasis.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Immune support research',
      dose: '50-100 mcg',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Reported in informal research literature only. Published clinical work has focused on ' +
        'topical application to wounds rather than injection.',
    },
    {
      goal: 'Antimicrobial research',
      dose: '100 mcg',
      frequency: 'Several times per week',
      route: 'Subcutaneous',
      notes:
        'No human trials support injected LL-37 as an anti-infective; it is not a substitute for ' +
        'prescribed antibiotics.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Thymosin Alpha-1',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for immune support through different pathways; combined use has not ' +
        'been studied.',
    },
    {
      peptide: 'BPC-157',
      interaction: 'Generally Compatible',
      description: 'No known direct interaction; both have been discussed for wound research.',
    },
    {
      peptide: 'KPV',
      interaction: 'Monitor',
      description:
        'LL-37 can promote inflammation in some settings while KPV is studied as an ' +
        'anti-inflammatory; effects of combining them are unknown.',
    },
    {
      peptide: 'GHK-Cu',
      interaction: 'Compatible',
      description: 'Both are studied in skin and wound models; no known interaction.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Independent HPLC and mass spectrometry report',
        description:
          'Confirms purity and the correct molecular weight for the full 37-residue sequence.',
      },
      {
        indicator: 'Endotoxin testing',
        description:
          'Important for an immune-active peptide, since bacterial endotoxin contamination can ' +
          'itself trigger inflammation.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis with batch number',
        description: 'Helpful, though less reliable than independent testing.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description:
          'Longer peptides are harder to make; truncated sequences are the usual impurity.',
      },
    ],
    redFlags: [
      {
        indicator: 'Unusually low price for a 37-amino-acid peptide',
        description: 'Long peptides are costly to synthesise; very cheap material may be impure.',
      },
      {
        indicator: 'No identity testing',
        description: 'Without mass spectrometry there is no confirmation the sequence is correct.',
      },
      {
        indicator: 'Marketed as a replacement for antibiotics',
        description: 'LL-37 is not an approved anti-infective; such claims are misleading.',
      },
    ],
    storageNote:
      'Store lyophilised LL-37 frozen or refrigerated and protected from light and moisture. ' +
      'Reconstituted solutions should be refrigerated and used promptly.',
  },
  safetyNotes: [
    'Safety of injected LL-37 has not been established in controlled human trials.',
    'Injection-site redness, pain and swelling are plausible, as LL-37 is immune-active.',
    'Elevated LL-37 is associated with psoriasis, rosacea and some autoimmune conditions; people ' +
      'with these conditions face particular uncertainty.',
    'Laboratory studies link LL-37 to both anti-tumour and tumour-promoting effects depending on ' +
      'tissue type, so people with a history of cancer face added unknowns.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Hives, facial or throat swelling, wheezing or difficulty breathing (seek emergency care)',
    'A flare of psoriasis, rosacea or other inflammatory skin disease',
    'Large, hot, painful or pus-filled reactions at an injection site, or fever',
    'New joint pain, rashes or other signs of an autoimmune-type reaction',
  ],
};
