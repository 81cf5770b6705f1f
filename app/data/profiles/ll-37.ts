import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'LL-37',
  review: null,
  whatIsIt:
    'LL-37 is a 37-amino-acid peptide and the only member of the cathelicidin family of ' +
    'antimicrobial peptides made by humans. It is cut from a larger precursor protein (hCAP18) ' +
    'and is produced by white blood cells, skin cells and the linings of the airways and gut as ' +
    'part of the innate immune system. Its name comes from its first two amino acids (two ' +
    'leucines) and its length. LL-37 has been studied extensively in the laboratory for its ' +
    'ability to kill bacteria, fungi and some viruses, and for its roles in wound repair and ' +
    'immune signalling. It is also a double-edged molecule: raised levels are linked to ' +
    'inflammatory skin conditions such as psoriasis and rosacea. Small early clinical studies ' +
    'have tested topical LL-37 on chronic leg ulcers, but it is not an approved medicine, and ' +
    'injected use has not been established as safe or effective in people.',
  keyBenefits: [
    'Broad antimicrobial activity against bacteria, fungi and some viruses in laboratory studies',
    'Can disrupt bacterial biofilms in vitro',
    'Supports wound closure and new blood vessel growth in cell and animal models',
    'Modulates innate immune responses and immune cell recruitment',
    'Studied topically in small early clinical trials on chronic wounds',
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
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Small early-phase clinical studies of topical LL-37 on hard-to-heal leg ulcers reported ' +
        'encouraging healing signals; larger confirmatory trials are lacking.',
      references: [],
    },
    {
      name: 'Antimicrobial and anti-biofilm activity',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Consistent antimicrobial activity in laboratory studies; activity can be reduced in ' +
        'body fluids and has not translated into an approved anti-infective.',
      references: [],
    },
    {
      name: 'Immune modulation',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Cell and animal studies show effects on immune cell recruitment and cytokine release, ' +
        'which can be either protective or pro-inflammatory depending on context.',
      references: [],
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
