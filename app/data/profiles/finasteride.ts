import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Finasteride',
  review: null,
  whatIsIt:
    'Finasteride is not a peptide. It is a small synthetic molecule (a 4-azasteroid) that blocks ' +
    'the enzyme 5-alpha-reductase, which converts testosterone into the more potent androgen ' +
    'dihydrotestosterone (DHT). It is included on this site because it is often discussed ' +
    'alongside peptides in hair-loss research. Finasteride is an approved prescription medicine: ' +
    'oral 1 mg tablets are approved in many countries for male pattern hair loss (androgenetic ' +
    'alopecia), and 5 mg tablets for benign prostatic hyperplasia (an enlarged prostate). ' +
    'Topical solutions have been developed to limit the amount reaching the bloodstream and are ' +
    'available in some countries, but oral tablets remain the most widely approved and studied ' +
    'form. Its benefits and side effects have been characterised in large clinical trials and ' +
    'decades of post-marketing experience.',
  keyBenefits: [
    'Approved treatment for male androgenetic alopecia, backed by large controlled trials',
    'Slows hair loss and leads to some regrowth in many men in clinical studies',
    'Reduces DHT levels in the scalp and blood',
    'Also approved at a higher dose to reduce prostate enlargement symptoms',
    'Topical formulations aim to reduce whole-body exposure while acting on the scalp',
  ],
  mechanismOfAction:
    'In genetically susceptible people, DHT gradually shrinks (miniaturises) hair follicles on ' +
    'the top of the scalp, producing thinner, shorter hairs and eventually hair loss. ' +
    'Finasteride selectively inhibits the type II (and type III) isoforms of 5-alpha-reductase, ' +
    'the enzyme forms found in hair follicles and the prostate, and so lowers DHT in both the ' +
    'scalp and the blood. With less DHT acting on follicles, miniaturisation slows and some ' +
    'follicles can return to producing thicker hair. Because it does not block testosterone ' +
    'itself, testosterone levels typically stay the same or rise slightly. Effects depend on ' +
    'continued use: when finasteride is stopped, DHT levels return and the hair gained is ' +
    'usually lost over the following months.',
  researchIndications: [
    {
      name: 'Androgenetic alopecia (male pattern hair loss)',
      effectiveness: 'Most Effective',
      level: 'No published source found',
      description:
        'Approved for men with oral 1 mg tablets; large placebo-controlled trials showed slowed ' +
        'hair loss and increased hair counts in many participants.',
      references: [],
    },
    {
      name: 'Benign prostatic hyperplasia',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'Approved at 5 mg daily to shrink the prostate and reduce urinary symptoms and the need ' +
        'for surgery.',
      references: [],
    },
    {
      name: 'Topical use for hair loss',
      effectiveness: 'Effective',
      level: 'No published source found',
      description:
        'Clinical trials of topical solutions report hair-count improvements with lower blood ' +
        'DHT reduction than oral tablets; approved in some countries only.',
      references: [],
    },
    {
      name: 'Female pattern hair loss',
      effectiveness: 'Moderate',
      level: 'No published source found',
      description:
        'Used off-label in some postmenopausal women with mixed results; it is not approved for ' +
        'women and must not be used in pregnancy.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Hair loss research with topical finasteride',
      dose: 'Low-concentration solution (around 0.25% in published trials) applied to the scalp',
      frequency: 'Once daily',
      route: 'Topical',
      notes:
        'Oral 1 mg tablets taken once daily are the approved and best-studied form for hair ' +
        'loss; topical products are approved only in some countries. Prescription and monitoring ' +
        'by a clinician is required.',
    },
    {
      goal: 'Combination hair research',
      dose: 'Topical finasteride solution alongside topical minoxidil',
      frequency: 'Once daily',
      route: 'Topical',
      notes:
        'Combined finasteride and minoxidil is common in dermatology practice; combined topical ' +
        'preparations are often compounded and their quality varies. Oral tablets remain the ' +
        'approved form of finasteride.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'GHK-Cu',
      interaction: 'Generally Compatible',
      description:
        'Both are discussed in hair research through unrelated mechanisms; no known interaction, ' +
        'and no combination trials.',
    },
    {
      peptide: 'PT-141',
      interaction: 'Monitor',
      description:
        'Finasteride can cause sexual side effects; using PT-141 may mask these, so any changes ' +
        'should be discussed with a clinician rather than self-treated.',
    },
    {
      peptide: 'Ipamorelin',
      interaction: 'Compatible',
      description: 'No known pharmacological interaction.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Prescription product from a licensed pharmacy',
        description: 'Regulated tablets or topical products with a known, verified strength.',
      },
      {
        indicator: 'Intact blister packs with batch number and expiry',
        description: 'Packaging and markings match the official product information.',
      },
    ],
    acceptable: [
      {
        indicator: 'Generic finasteride from a licensed pharmacy',
        description: 'Generics meet regulatory standards and are widely used.',
      },
      {
        indicator: 'Compounded topical solution from a regulated pharmacy',
        description: 'Legal in many places, but concentration and vehicle vary between pharmacies.',
      },
    ],
    redFlags: [
      {
        indicator: 'Sold without a prescription or as a "research chemical"',
        description: 'Identity and dose cannot be verified.',
      },
      {
        indicator: 'Unlabelled powders or solutions with no stated concentration',
        description: 'Risk of wrong dosing and contamination.',
      },
      {
        indicator: 'Claims of no side effects',
        description: 'Sexual and mood side effects are well documented.',
      },
    ],
    storageNote:
      'Store tablets at room temperature in the original packaging, away from moisture and ' +
      'light. Crushed or broken tablets should not be handled by people who are or may become ' +
      'pregnant.',
  },
  safetyInformation: {
    generalNotes: [
      'Sexual side effects such as reduced libido, erectile dysfunction and reduced ejaculate ' +
        'volume are reported in clinical trials and post-marketing reports.',
      'Post-marketing reports describe depression, mood changes and suicidal thoughts; some ' +
        'regulators have added warnings, and some people report symptoms that persist after ' +
        'stopping.',
      'Can cause fetal harm to a male fetus; people who are or may become pregnant must not use ' +
        'it or handle crushed or broken tablets.',
      'Lowers PSA levels by about half, which can affect prostate cancer screening; tell the ' +
        'doctor ordering the test.',
      'Breast tenderness or enlargement can occur.',
      'Use only under the guidance of a qualified healthcare professional; this page is ' +
        'educational and is not medical advice.',
    ],
    whenToStop: [
      'Low mood, loss of interest, anxiety or any thoughts of self-harm (seek help promptly)',
      'Persistent loss of libido, erectile problems or changes in ejaculation',
      'Breast lumps, pain, nipple discharge or breast enlargement',
      'Swelling of the lips, face or throat, rash or difficulty breathing (seek emergency care)',
    ],
  },
};
