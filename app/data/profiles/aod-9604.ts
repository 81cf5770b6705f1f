import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'AOD-9604',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'AOD-9604 is a synthetic peptide based on the tail end (the C-terminal region, amino acids ' +
    '177-191) of human growth hormone, with an extra tyrosine added at the start. It was ' +
    'developed in Australia as an anti-obesity drug on the idea that this region of growth ' +
    'hormone carries its fat-burning activity without its effects on growth, IGF-1 or blood ' +
    'glucose. Animal and laboratory studies showed increased fat breakdown and reduced fat gain ' +
    'in obese rodents. In human clinical trials, however, AOD-9604 did not produce meaningful ' +
    'weight loss compared with placebo, and its development as a weight-loss drug was ' +
    'discontinued. Those trials did suggest it was generally well tolerated. It has since been ' +
    'studied in animals for cartilage repair. AOD-9604 is not an approved medicine, and it is ' +
    'prohibited in sport by the World Anti-Doping Agency.',
  keyBenefits: [
    'Increased fat breakdown (lipolysis) and reduced weight gain in obese rats',
    'Did not raise IGF-1 or impair glucose tolerance in six randomised human trials, unlike full ' +
      'growth hormone',
    'Generally well tolerated in human clinical trials',
    'Studied in a rabbit model of knee osteoarthritis',
  ],
  mechanismOfAction:
    'AOD-9604 was designed to reproduce the metabolic, fat-mobilising action attributed to the ' +
    'C-terminal region of growth hormone. In animal fat tissue and cultured fat cells it ' +
    'increases lipolysis, the release of stored fat, and reduces lipogenesis, the formation of ' +
    'new fat, possibly in part through beta-3 adrenergic pathways. Unlike whole growth hormone, ' +
    'it does not appear to bind the growth hormone receptor in a way that stimulates growth or ' +
    'IGF-1 production, and it did not worsen insulin sensitivity in studies. In a rabbit ' +
    'model of knee osteoarthritis, joint injections combined with hyaluronic acid improved ' +
    'cartilage scores; how it acts on cartilage is not known. The mechanisms seen in rodents did not translate into clinically meaningful weight ' +
    'loss in human trials.',
  quickGuide: {
    typicalDose: '250-300 mcg per day in informal reports (no clinically established dose)',
    frequency: 'Once daily in reported protocols',
    cycle: '8-12 weeks in informal reports',
    storage: 'Lyophilised powder refrigerated; once reconstituted, refrigerate at 2-8 degrees C',
    timing: 'Commonly reported in the morning on an empty stomach or before exercise',
    effectsTimeline:
      'Human trials did not show meaningful weight loss over several months; any effect is ' +
      'uncertain',
  },
  researchIndications: [
    {
      name: 'Fat metabolism in animal models',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In obese Zucker rats, an oral dose of AOD-9604 (500 micrograms per kg body weight) ' +
        'daily for 19 days cut body-weight gain by more than half compared with controls, raised ' +
        'the lipolytic (fat-breakdown) activity of their fat tissue, and did not worsen insulin ' +
        'sensitivity. These effects did not translate into meaningful weight loss in human ' +
        'clinical trials.',
      references: [
        {
          authors: 'Ng FM, Sun J, Sharma L, et al.',
          title:
            'Metabolic studies of a synthetic lipolytic domain (AOD9604) of human growth hormone',
          journal: 'Hormone Research',
          year: 2000,
          url: 'https://pubmed.ncbi.nlm.nih.gov/11146367/',
          checkedCopy:
            'https://karger.com/hrp/article-abstract/53/6/274/371690/Metabolic-Studies-of-a-Synthetic-Lipolytic-Domain?redirectedFrom=fulltext',
          supports:
            'In obese Zucker rats, an oral dose of AOD-9604 (500 micrograms per kg body weight) ' +
            'daily for 19 days cut body-weight gain by more than half compared with controls, ' +
            'raised the lipolytic (fat-breakdown) activity of their fat tissue, and did not worsen ' +
            'insulin sensitivity.',
        },
      ],
    },
    {
      name: 'Lipolysis in fat-cell studies',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Laboratory studies of isolated fat cells exposed to AOD-9604 itself are described in ' +
        'secondary sources, but no published source has yet been found and checked for this page.',
      references: [],
    },
    {
      name: 'Cartilage and joint repair',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'A rabbit study of knee injections of AOD-9604 with hyaluronic acid in osteoarthritis is ' +
        'described in secondary sources, but no journal, PubMed or regulator copy of it could be ' +
        'checked for this page. No controlled human trials have tested this use.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Fat metabolism research',
      dose: '250-300 mcg',
      frequency: 'Once daily, usually in the morning before food',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature. Controlled human trials found no ' +
        'meaningful weight loss compared with placebo.',
    },
    {
      goal: 'Combined fat-loss research',
      dose: '250 mcg alongside a growth hormone secretagogue',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Reported in informal discussions; no studies support added benefit from combinations.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'HGH Fragment 176-191',
      interaction: 'Redundant',
      description:
        'A closely related fragment of the same region of growth hormone; using both duplicates ' +
        'the same proposed mechanism.',
    },
    {
      peptide: 'CJC-1295',
      interaction: 'Compatible',
      description:
        'Different mechanisms with no known interaction; no studies show added benefit from the ' +
        'combination.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Compatible',
      description:
        'Often discussed together in informal fat-loss protocols; no known interaction, and ' +
        'combination data are absent.',
    },
    {
      peptide: 'Tirzepatide',
      interaction: 'Generally Compatible',
      description:
        'No known pharmacological interaction, but given the weak human evidence for AOD-9604, ' +
        'any added benefit over an approved medicine is doubtful.',
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
          'Confirms a molecular weight consistent with AOD-9604 rather than the unmodified ' +
          '176-191 fragment.',
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
        indicator: 'Marketing that promises rapid fat loss',
        description:
          'Human trials did not show meaningful weight loss, so such claims are not supported by ' +
          'evidence.',
      },
      {
        indicator: 'No batch-specific test results',
        description: 'Generic or undated certificates cannot confirm what the vial contains.',
      },
      {
        indicator: 'Cloudy solution or visible particles after reconstitution',
        description: 'May indicate contamination, degradation or a different substance.',
      },
    ],
    storageNote:
      'Keep lyophilised AOD-9604 refrigerated and protected from light. After reconstitution, ' +
      'refrigerate at 2-8 degrees C and avoid repeated freezing and thawing.',
  },
  safetyNotes: [
    'Human trials reported AOD-9604 to be generally well tolerated, but those trials were ' +
      'designed for weight loss and do not cover all forms of use.',
    'Injection-site redness, itching or swelling, and headache, are reported in informal use.',
    'Long-term safety has not been established, and product quality outside regulated trials is ' +
      'uncertain.',
    'AOD-9604 is prohibited in sport by the World Anti-Doping Agency.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Spreading redness, warmth, pus or fever around an injection site',
    'Persistent headache, dizziness or nausea',
    'Unexplained high blood glucose readings, excessive thirst or frequent urination',
  ],
};
