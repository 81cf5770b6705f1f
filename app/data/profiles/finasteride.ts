import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'Finasteride',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
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
    'Finasteride selectively inhibits type II 5-alpha-reductase, the enzyme form found in ' +
    'hair follicles and the prostate, and so lowers DHT in both the ' +
    'scalp and the blood. With less DHT acting on follicles, miniaturisation slows and some ' +
    'follicles can return to producing thicker hair. Because it does not block testosterone ' +
    'itself, testosterone levels typically stay the same or rise slightly. Effects depend on ' +
    'continued use: when finasteride is stopped, DHT levels return and the hair gained is ' +
    'usually lost over the following months.',
  researchIndications: [
    {
      name: 'Androgenetic alopecia (male pattern hair loss)',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'The US label approves oral finasteride (Propecia) for male pattern hair loss in men ' +
        'only; it is not indicated for women. In a 24-month randomised, placebo-controlled ' +
        'trial of 424 men aged 41 to 60, finasteride 1 mg daily improved scalp hair growth ' +
        'compared with placebo from month 6 onward.',
      references: [
        {
          authors: 'US Food and Drug Administration (openFDA)',
          title: 'PROPECIA (finasteride) tablets: US prescribing information',
          journal: 'openFDA drug label record',
          year: 2026,
          url: 'https://api.fda.gov/drug/label.json?search=set_id%3A%226f904709-65aa-44ce-b144-b4c8a0416e36%22',
          checkedCopy:
            'https://api.fda.gov/drug/label.json?search=set_id%3A%226f904709-65aa-44ce-b144-b4c8a0416e36%22',
          supports:
            'The US label approves oral finasteride (Propecia) for male pattern hair loss in men ' +
            'only; it is not indicated for women.',
        },
        {
          authors: 'Whiting DA, Olsen EA, Savin R, et al.',
          title:
            'Efficacy and tolerability of finasteride 1 mg in men aged 41 to 60 years with male ' +
            'pattern hair loss',
          journal: 'European Journal of Dermatology',
          year: 2003,
          url: 'https://pubmed.ncbi.nlm.nih.gov/12695131/',
          checkedCopy: 'https://scholars.duke.edu/display/pub791399',
          supports:
            'In a 24-month randomised, placebo-controlled trial of 424 men aged 41 to 60, ' +
            'finasteride 1 mg daily improved scalp hair growth compared with placebo from month 6 ' +
            'onward.',
        },
      ],
    },
    {
      name: 'Benign prostatic hyperplasia',
      effectiveness: 'Most Effective',
      level: 'Randomised human trials',
      description:
        'The US label approves finasteride 5 mg (Proscar) for men with symptomatic benign ' +
        'prostatic hyperplasia and an enlarged prostate, to improve symptoms and lower the risk ' +
        'of acute urinary retention and of prostate surgery. In the four-year PLESS trial of ' +
        '3,040 men, 5 mg daily roughly halved the rates of surgery (5% against 10% on placebo) ' +
        'and of acute urinary retention (3% against 7%).',
      references: [
        {
          authors: 'US Food and Drug Administration (openFDA)',
          title: 'PROSCAR (finasteride) tablets: US prescribing information',
          journal: 'openFDA drug label record',
          year: 2026,
          url: 'https://api.fda.gov/drug/label.json?search=set_id%3A%226f988153-fc74-4ca4-b29a-111f750c4a4b%22',
          checkedCopy:
            'https://api.fda.gov/drug/label.json?search=set_id%3A%226f988153-fc74-4ca4-b29a-111f750c4a4b%22',
          supports:
            'The US label approves finasteride 5 mg (Proscar) for men with symptomatic benign ' +
            'prostatic hyperplasia and an enlarged prostate, to improve symptoms and lower the risk ' +
            'of acute urinary retention and of prostate surgery.',
        },
        {
          authors: 'McConnell JD, Bruskewitz R, Walsh P, et al.',
          title:
            'The effect of finasteride on the risk of acute urinary retention and the need for ' +
            'surgical treatment among men with benign prostatic hyperplasia',
          journal: 'New England Journal of Medicine',
          year: 1998,
          url: 'https://pubmed.ncbi.nlm.nih.gov/9475762/',
          checkedCopy:
            'https://jhu.pure.elsevier.com/en/publications/the-effect-of-finasteride-on-the-risk-of-acute-urinary-retention--3',
          design: 'Randomised controlled trial',
          supports:
            'In the four-year PLESS trial of 3,040 men, 5 mg daily roughly halved the rates of ' +
            'surgery (5% against 10% on placebo) and of acute urinary retention (3% against 7%).',
        },
      ],
    },
    {
      name: 'Topical use for hair loss',
      effectiveness: 'Effective',
      level: 'Randomised human trials',
      description:
        'In a 24-week randomised, placebo-controlled phase III trial in 458 men, a topical ' +
        'finasteride spray increased target-area hair count more than placebo (20.2 against 6.7 ' +
        'hairs), and lowered serum DHT less than oral finasteride (34.5% against 55.6%). ' +
        'Topical products are available in only some countries.',
      references: [
        {
          authors: 'Piraccini BM, Blume-Peytavi U, Scarci F, et al.',
          title:
            'Efficacy and safety of topical finasteride spray solution for male androgenetic ' +
            'alopecia: a phase III, randomized, controlled clinical trial',
          journal: 'Journal of the European Academy of Dermatology and Venereology',
          year: 2022,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9297965/',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9297965',
          supports:
            'In a 24-week randomised, placebo-controlled phase III trial in 458 men, a topical ' +
            'finasteride spray increased target-area hair count more than placebo (20.2 against ' +
            '6.7 hairs), and lowered serum DHT less than oral finasteride (34.5% against 55.6%).',
        },
      ],
    },
    {
      name: 'Female pattern hair loss',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      description:
        'In a one-year randomised, placebo-controlled trial of 137 postmenopausal women, ' +
        'finasteride 1 mg daily neither increased hair growth nor slowed hair thinning. It is not ' +
        'approved for women and must not be used in pregnancy.',
      references: [
        {
          authors: 'Price VH, Roberts JL, Hordinsky M, et al.',
          title:
            'Lack of efficacy of finasteride in postmenopausal women with androgenetic alopecia',
          journal: 'Journal of the American Academy of Dermatology',
          year: 2000,
          url: 'https://pubmed.ncbi.nlm.nih.gov/11050579/',
          checkedCopy: 'https://scholars.duke.edu/display/pub791415',
          supports:
            'In a one-year randomised, placebo-controlled trial of 137 postmenopausal women, ' +
            'finasteride 1 mg daily neither increased hair growth nor slowed hair thinning.',
        },
      ],
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
      'The US labels of 5-alpha-reductase inhibitors warn of an increased risk of being ' +
        'diagnosed with high-grade prostate cancer, seen in a seven-year trial of finasteride 5 mg ' +
        'daily; finasteride is not approved to prevent prostate cancer.',
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
