import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Epithalon',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'Epithalon (also spelled Epitalon) is a synthetic four-amino-acid peptide (Ala-Glu-Asp-Gly). ' +
    'It was developed in Russia as a simplified synthetic version of epithalamin, an extract of ' +
    'the pineal gland, the small brain structure that produces melatonin. Epithalon is best ' +
    'known for claims about slowing ageing, based on laboratory reports that it can activate ' +
    'telomerase (the enzyme that maintains the protective ends of chromosomes) and on animal ' +
    'studies reporting longer lifespan and fewer tumours. Much of this research comes from one ' +
    'research group and its collaborators, and independent replication is limited. Human data ' +
    'consist of small studies, mostly in older adults in Russia. Epithalon is not an approved ' +
    'medicine, and claims that it extends human lifespan are not supported by controlled ' +
    'evidence.',
  keyBenefits: [
    'Reported to activate telomerase and lengthen telomeres in human cell cultures',
    'A lifelong mouse study reported longer maximum (not average) lifespan and less leukaemia',
    'Reported to restore evening melatonin production in old monkeys',
    'Small human studies in older adults report changes in hormonal and functional markers',
  ],
  mechanismOfAction:
    'The proposed mechanisms of Epithalon are still uncertain. Cell culture studies report that ' +
    'it increases telomerase activity and telomere length in human somatic cells, which normally ' +
    'shorten their telomeres with each division. It has also been reported to influence the ' +
    'pineal gland, normalising melatonin production and daily rhythms in ageing animals. Other ' +
    'laboratory work suggests that short peptides such as Epithalon may bind to DNA or histone ' +
    'proteins and influence gene expression, and that it may raise the activity of antioxidant ' +
    'enzymes. These mechanisms come mostly from laboratory and animal studies, often from a ' +
    'single research group, and have not been confirmed in well-controlled human studies.',
  quickGuide: {
    typicalDose: '5-10 mg per day in informal reports (no clinically established dose)',
    frequency: 'Daily during a short course',
    cycle: '10-20 day courses, repeated once or twice a year in informal reports',
    storage:
      'Lyophilised powder refrigerated or frozen; once reconstituted, refrigerate (2-8 degrees C)',
    timing: 'Often reported in the evening, reflecting its proposed link with melatonin',
    effectsTimeline:
      'No reliable human timeline; claimed effects on ageing would take years to assess',
  },
  researchIndications: [
    {
      name: 'Telomere maintenance',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Cell-culture work reporting that Epithalon switches on telomerase and lengthens ' +
        'telomeres in human fibroblasts is described in secondary sources, but no journal, ' +
        'PubMed or regulator copy of it could be checked for this page. Effects on telomeres in ' +
        'living people have not been established.',
      references: [],
    },
    {
      name: 'Healthy ageing and lifespan',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In female mice given Epithalon for life, average lifespan and overall tumour incidence ' +
        'did not change, but the longest-lived animals lived somewhat longer and leukaemia was ' +
        'less common. This work comes largely from one research group, and no controlled human ' +
        'lifespan data exist.',
      references: [
        {
          authors: 'Anisimov VN, Khavinson VKh, Popovich IG, et al.',
          title:
            'Effect of Epitalon on biomarkers of aging, life span and spontaneous tumor incidence ' +
            'in female Swiss-derived SHR mice',
          journal: 'Biogerontology',
          year: 2003,
          url: 'https://doi.org/10.1023/A:1025114230714',
          checkedCopy: 'https://doi.org/10.1023/A%3A1025114230714',
          supports:
            'In female mice given Epithalon for life, average lifespan and overall tumour ' +
            'incidence did not change, but the longest-lived animals lived somewhat longer and ' +
            'leukaemia was less common.',
        },
      ],
    },
    {
      name: 'Sleep and circadian rhythm',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In old female rhesus monkeys, Epithalon raised evening melatonin production and ' +
        'normalised the daily rhythm of cortisol. No checked human study of this use was found.',
      references: [
        {
          authors: 'Khavinson V, Goncharova N, Lapin B',
          title:
            'Synthetic tetrapeptide epitalon restores disturbed neuroendocrine regulation in ' +
            'senescent monkeys',
          journal: 'Neuroendocrinology Letters',
          year: 2001,
          url: 'https://pubmed.ncbi.nlm.nih.gov/11524632/',
          checkedCopy:
            'http://nel.edu/synthetic-tetrapeptide-epitalon-restores-disturbed-neuroendocrine-regulation-in-senescent-monkeys-2331/',
          supports:
            'In old female rhesus monkeys, Epithalon raised evening melatonin production and ' +
            'normalised the daily rhythm of cortisol.',
        },
      ],
    },
  ],
  researchProtocols: [
    {
      goal: 'Ageing research (short course)',
      dose: '5-10 mg',
      frequency: 'Once daily for 10-20 days',
      route: 'Subcutaneous',
      notes:
        'Reported in informal sources; courses are typically repeated once or twice a year. Not ' +
        'based on controlled human trials.',
    },
    {
      goal: 'Sleep and rhythm research',
      dose: '1-5 mg',
      frequency: 'Once daily in the evening for 10-20 days',
      route: 'Subcutaneous or Intramuscular',
      notes:
        'From informal reports, not from a checked study. Older Russian studies used the ' +
        'related pineal extract epithalamin; direct equivalence is unknown.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'Thymosin Alpha-1',
      interaction: 'Generally Compatible',
      description: 'Sometimes discussed together in ageing research; no known interaction.',
    },
    {
      peptide: 'DSIP',
      interaction: 'Compatible',
      description:
        'Both are discussed for sleep and circadian rhythm; no known interaction, and no ' +
        'combination studies.',
    },
    {
      peptide: 'SS-31',
      interaction: 'Potentially Synergistic',
      description:
        'Different ageing-related targets (telomeres and mitochondria); combined use is ' +
        'unstudied and any synergy is theoretical.',
    },
    {
      peptide: 'GHK-Cu',
      interaction: 'Generally Compatible',
      description: 'No known interaction; different proposed mechanisms.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Independent HPLC purity of 98% or higher',
        description: 'Batch-specific third-party testing.',
      },
      {
        indicator: 'Mass spectrometry identity confirmation',
        description: 'Confirms the correct four-amino-acid sequence.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor certificate of analysis',
        description: 'Useful but not independent verification.',
      },
      {
        indicator: 'Purity of 95% or higher',
        description: 'Common for research-grade peptides.',
      },
    ],
    redFlags: [
      {
        indicator: 'Claims that it reverses ageing or extends human lifespan',
        description: 'No controlled human evidence supports these claims.',
      },
      {
        indicator: 'No batch-specific testing',
        description: 'Identity and purity cannot be confirmed.',
      },
      {
        indicator: 'Confusion with the pineal extract epithalamin',
        description: 'They are different products; mislabelling suggests poor quality control.',
      },
    ],
    storageNote:
      'Keep lyophilised Epithalon cold, dry and away from light. After reconstitution ' +
      'refrigerate at 2-8 degrees C and avoid repeated freeze-thaw cycles.',
  },
  safetyNotes: [
    'Human safety data come from small studies; long-term effects are unknown.',
    'Because telomerase activity is a feature of most cancer cells, there is a theoretical ' +
      'concern about stimulating it; a lifelong mouse study from its developers found no change ' +
      'in overall tumour incidence, with less leukaemia.',
    'Injection-site reactions and mild headache have been described in informal reports.',
    'People with a history of cancer face particular uncertainty.',
    'Consult a qualified healthcare professional before considering Epithalon; this page is ' +
      'educational and is not medical advice.',
  ],
  whenToStop: [
    'Any new lump, unexplained weight loss or other symptom that could signal a tumour (see a ' +
      'doctor promptly)',
    'Spreading redness, warmth, pus or fever around an injection site',
    'Persistent headache, sleep disturbance or daytime drowsiness',
    'Rash, facial swelling or difficulty breathing (seek emergency care)',
  ],
};
