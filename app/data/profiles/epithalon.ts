import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Epithalon',
  review: null,
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
    'Animal studies report extended lifespan and reduced tumour incidence in some models',
    'Reported to restore melatonin rhythms in ageing animals',
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
        'Cell culture studies report telomerase activation; effects on telomeres in living ' +
        'humans have not been established.',
      references: [],
    },
    {
      name: 'Healthy ageing and lifespan',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Rodent and fruit fly studies report longer lifespan, largely from one research group; ' +
        'no controlled human lifespan data exist.',
      references: [],
    },
    {
      name: 'Sleep and circadian rhythm',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Animal studies report restored melatonin rhythms; small human studies are limited.',
      references: [],
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
        'Older Russian studies used the related pineal extract epithalamin; direct equivalence ' +
        'is unknown.',
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
      'concern about stimulating it, even though animal studies from its developers reported ' +
      'fewer tumours.',
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
