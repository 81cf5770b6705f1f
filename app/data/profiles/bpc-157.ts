import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'BPC-157',
  review: null,
  whatIsIt:
    'BPC-157 (Body Protection Compound-157) is a synthetic peptide of 15 amino acids whose ' +
    'sequence is taken from a larger protein first described in human gastric juice. It has been ' +
    'studied mainly by a small number of research groups, almost entirely in rats and mice and ' +
    'in cell culture, for its apparent effects on the healing of tendons, ligaments, muscle, the ' +
    'gut lining and blood vessels. It is unusually stable in gastric conditions for a peptide, ' +
    'which is why animal studies have tested it both by injection and by mouth. BPC-157 is not ' +
    'approved as a medicine by the US FDA or any major regulator, controlled human trials are ' +
    'essentially absent, and it is on the World Anti-Doping Agency prohibited list. Everything ' +
    'known about it should therefore be read as early-stage, largely preclinical research.',
  keyBenefits: [
    'Faster tendon and ligament healing reported in rat injury models',
    'Protection of the stomach and intestinal lining in animal models of ulcers and colitis',
    'Support for new blood-vessel formation (angiogenesis) in wound and injury studies',
    'Improved muscle repair after crush and tear injuries in rodents',
    'Interest as an anti-inflammatory agent, based on animal and cell-culture data',
  ],
  mechanismOfAction:
    'The mechanism of BPC-157 is not fully understood, and most proposals come from animal and ' +
    'cell-culture work. Studies suggest it promotes angiogenesis, in part by increasing ' +
    'expression of the VEGF receptor VEGFR2 and activating downstream signalling that supports ' +
    'new blood-vessel growth into injured tissue. It appears to interact with the nitric oxide ' +
    'system, which regulates blood flow and the integrity of the gut lining. In cultured tendon ' +
    'cells it has been reported to increase cell survival and migration and to raise expression ' +
    'of growth hormone receptors, which may make the tissue more responsive to growth signals. ' +
    'Researchers have also described effects on the FAK-paxillin pathway involved in cell ' +
    'movement and on inflammatory signalling. None of these pathways has been confirmed as the ' +
    'main mechanism in humans.',
  quickGuide: {
    typicalDose: '250-500 mcg per day in informal reports (no clinically established human dose)',
    frequency: 'Once or twice daily in reported protocols',
    cycle: '4-8 weeks in informal reports, often followed by a break of similar length',
    storage:
      'Lyophilised powder refrigerated or frozen; once reconstituted, refrigerate at 2-8 degrees C',
    timing: 'No established timing; reports describe morning or split morning and evening use',
    effectsTimeline:
      'Unknown in humans; animal studies describe tissue changes over days to several weeks',
  },
  researchIndications: [
    {
      name: 'Tendon and ligament injury',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Rat models of transected or damaged tendons and ligaments show improved healing markers ' +
        'with BPC-157. Human evidence is limited to a few small, uncontrolled reports.',
      references: [],
    },
    {
      name: 'Gastrointestinal protection',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'The most studied area: many rodent studies report protection against ulcers, ' +
        'NSAID-induced damage and colitis-like injury. Controlled human trials have not been ' +
        'published.',
      references: [],
    },
    {
      name: 'Muscle injury recovery',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Rodent crush and tear models report better functional and structural recovery. Data ' +
        'come from a small number of research groups and have not been replicated in people.',
      references: [],
    },
    {
      name: 'Wound healing and blood-vessel formation',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Skin wound and vascular models in animals suggest faster closure and increased ' +
        'angiogenesis. Evidence is preclinical only.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Localised soft-tissue injury research',
      dose: '250-500 mcg',
      frequency: 'Once or twice daily',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, usually injected near the area of ' +
        'interest. Not derived from controlled human trials.',
    },
    {
      goal: 'Gut lining research',
      dose: '250-500 mcg',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Many animal gut studies gave BPC-157 by mouth or in drinking water; how these doses ' +
        'translate to people is unknown.',
    },
    {
      goal: 'General recovery research',
      dose: '200-300 mcg',
      frequency: 'Once daily',
      route: 'Subcutaneous or Intramuscular',
      notes:
        'Animal studies generally dose per kilogram of body weight in the microgram range; fixed ' +
        'human doses are extrapolations.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'TB-500',
      interaction: 'Synergistic',
      description:
        'Frequently studied and discussed together because their proposed mechanisms ' +
        '(angiogenesis and cell migration) complement each other. No controlled combination ' +
        'trials exist.',
    },
    {
      peptide: 'GHK-Cu',
      interaction: 'Compatible',
      description:
        'Both are studied for tissue repair; no known interaction, and they are combined in ' +
        'commercial blends such as the GLOW stack.',
    },
    {
      peptide: 'KPV',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for gut inflammation through different pathways; any added benefit is ' +
        'theoretical.',
    },
    {
      peptide: 'GLOW Peptide Stack',
      interaction: 'Redundant',
      description:
        'The GLOW blend already contains BPC-157, so taking it separately duplicates the same ' +
        'compound.',
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
          'Confirms a molecular weight consistent with the 15-amino-acid BPC-157 sequence.',
      },
      {
        indicator: 'White, uniform lyophilised cake',
        description: 'Dry powder that dissolves quickly into a clear, colourless solution.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Helpful, but less reliable than a report from an independent laboratory.',
      },
      {
        indicator: 'Salt form stated (acetate or arginate)',
        description: 'Both forms are sold; the label should say which one is supplied.',
      },
    ],
    redFlags: [
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Pre-mixed liquid shipped without cooling',
        description: 'Peptides in solution degrade faster, especially when warm.',
      },
      {
        indicator: 'Claims of approved medical use or guaranteed healing',
        description: 'BPC-157 is not an approved medicine; such claims are misleading.',
      },
    ],
    storageNote:
      'Keep lyophilised BPC-157 cold, dry and away from light. After reconstitution with ' +
      'bacteriostatic water, refrigerate at 2-8 degrees C and avoid repeated freezing and ' +
      'thawing.',
  },
  safetyNotes: [
    'Human safety data are very limited; the absence of reported harm in animal studies does not ' +
      'establish safety in people.',
    'Because BPC-157 appears to promote blood-vessel growth, researchers have raised a ' +
      'theoretical concern for anyone with a current or past cancer.',
    'Injection-site redness, itching, bruising or pain are possible, as with any injected product.',
    'BPC-157 is prohibited in sport by the World Anti-Doping Agency.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Spreading redness, warmth, pus or fever around an injection site',
    'Dizziness, fainting, a racing heartbeat or marked changes in blood pressure',
    'Any new lump, unexplained bleeding or unexplained weight loss',
    'Any new, unexplained or persistent symptom',
  ],
};
