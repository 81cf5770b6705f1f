import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'TB-500',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'TB-500 is a synthetic peptide related to thymosin beta-4, a 43-amino-acid protein found in ' +
    'almost all human cells and especially abundant in platelets and white blood cells. The name ' +
    'is used inconsistently: it most often refers to a short fragment containing the ' +
    'actin-binding region of thymosin beta-4 (often described by the sequence LKKTETQ), but some ' +
    'products labelled TB-500 contain the full-length protein. Full-length thymosin beta-4 has ' +
    'been tested in small human clinical trials, for example as eye drops and topical gels, with ' +
    'mixed results, whereas TB-500 itself has essentially only animal and laboratory data. ' +
    'TB-500 is not an approved medicine, and thymosin beta-4 and its derivatives are prohibited ' +
    'in sport by the World Anti-Doping Agency.',
  keyBenefits: [
    'Faster wound closure reported for thymosin beta-4 in animal skin and corneal injury models',
    'Support for cell migration and new blood-vessel formation in laboratory studies',
    'Interest in soft-tissue, tendon and muscle recovery, though no study of it was found',
    'Anti-inflammatory effects described in preclinical models',
    'Cardiac repair signals in animal heart-injury models for the full-length protein',
  ],
  mechanismOfAction:
    'Thymosin beta-4 binds monomeric (G-) actin, one of the building blocks of the cell ' +
    'skeleton, and regulates how actin filaments are assembled. Because cell movement depends on ' +
    'actin remodelling, this binding is thought to help cells such as skin cells, endothelial ' +
    'cells and stem-like cells migrate into damaged tissue. Laboratory and animal studies also ' +
    'link thymosin beta-4 to angiogenesis, reduced inflammatory signalling (including effects on ' +
    'NF-kB) and reduced scar formation. TB-500 fragments are designed around the actin-binding ' +
    'region on the assumption that this part carries much of the activity, but how closely a ' +
    'short fragment reproduces the effects of the full protein has not been established in ' +
    'humans.',
  quickGuide: {
    typicalDose: '2-2.5 mg per injection in informal reports (no clinically established dose)',
    frequency:
      'Twice weekly during a loading phase, then once weekly or less in reported protocols',
    cycle: '4-6 week loading phase followed by a lower maintenance phase in informal reports',
    storage:
      'Lyophilised powder refrigerated or frozen; once reconstituted, refrigerate at 2-8 degrees C',
    timing: 'No established timing; injections are usually spaced evenly through the week',
    effectsTimeline:
      'Unknown in humans; animal studies describe tissue changes over one to several weeks',
  },
  researchIndications: [
    {
      name: 'Wound and corneal healing',
      effectiveness: 'Moderate',
      level: 'Randomised human trials',
      studiedMolecule: 'full-length thymosin beta-4',
      description:
        'These studies used full-length thymosin beta-4, not TB-500. In a small randomised, ' +
        'placebo-controlled trial in severe dry eye (9 patients), thymosin beta-4 eye drops ' +
        '(0.1%) reduced eye discomfort and corneal damage. In a larger randomised trial in dry ' +
        'eye (72 people), the same eye drops missed both main endpoints but improved some ' +
        'secondary ones. In rats and in diabetic and aged mice, thymosin beta-4 sped up the ' +
        'repair of full-thickness skin wounds, and in the same study a seven-amino-acid fragment ' +
        'of its actin-binding region (LKKTETQ, the sequence TB-500 is usually built around) also ' +
        'promoted repair. No human study of TB-500 itself was found.',
      references: [
        {
          authors: 'Sosne G, Dunn SP, Kim C',
          title:
            'Thymosin β4 Significantly Improves Signs and Symptoms of Severe Dry Eye in a Phase 2 ' +
            'Randomized Trial',
          journal: 'Cornea',
          year: 2015,
          url: 'https://doi.org/10.1097/ICO.0000000000000379',
          checkedCopy:
            'https://journals.lww.com/corneajrnl/Abstract/2015/05000/Thymosin__4_Significantly_Improves_Signs_and.1.aspx',
          design: 'Randomised controlled trial',
          supports:
            'In a small randomised, placebo-controlled trial in severe dry eye (9 patients), ' +
            'thymosin beta-4 eye drops (0.1%) reduced eye discomfort and corneal damage.',
        },
        {
          authors: 'Sosne G, Ousler GW',
          title:
            'Thymosin beta 4 ophthalmic solution for dry eye: a randomized, placebo-controlled, ' +
            'Phase II clinical trial conducted using the controlled adverse environment (CAE) model',
          journal: 'Clinical Ophthalmology',
          year: 2015,
          url: 'https://doi.org/10.2147/OPTH.S80954',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4445951',
          design: 'Randomised controlled trial',
          supports:
            'In a larger randomised trial in dry eye (72 people), the same eye drops missed both ' +
            'main endpoints but improved some secondary ones.',
        },
        {
          authors: 'Philp D, Badamchian M, Scheremeta B, et al.',
          title:
            'Thymosin β4 and a synthetic peptide containing its actin-binding domain promote ' +
            'dermal wound repair in db/db diabetic mice and in aged mice',
          journal: 'Wound Repair and Regeneration',
          year: 2003,
          url: 'https://doi.org/10.1046/j.1524-475x.2003.11105.x',
          checkedCopy: 'https://zendy.io/title/10.1046/j.1524-475x.2003.11105.x',
          design: 'Animal study',
          supports:
            'In rats and in diabetic and aged mice, thymosin beta-4 sped up the repair of ' +
            'full-thickness skin wounds, and in the same study a seven-amino-acid fragment of ' +
            'its actin-binding region (LKKTETQ, the sequence TB-500 is usually built around) also ' +
            'promoted repair.',
        },
      ],
    },
    {
      name: 'Soft-tissue and tendon recovery',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'No published study of TB-500 or thymosin beta-4 in muscle, tendon or ligament injury ' +
        'could be found and checked; interest rests on its general wound-healing and ' +
        'cell-migration data. Controlled human data are lacking.',
      references: [],
    },
    {
      name: 'Cardiac repair after injury',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      studiedMolecule: 'full-length thymosin beta-4',
      description:
        'In mice with a tied-off coronary artery, full-length thymosin beta-4 improved the early ' +
        'survival of heart-muscle cells and heart function; in culture it promoted the migration ' +
        'and survival of heart cells. These findings have not translated into an approved human ' +
        'therapy, and TB-500 itself was not tested.',
      references: [
        {
          authors: 'Bock-Marquette I, Saxena A, White MD, DiMaio JM, Srivastava D',
          title:
            'Thymosin β4 activates integrin-linked kinase and promotes cardiac cell migration, ' +
            'survival and cardiac repair',
          journal: 'Nature',
          year: 2004,
          url: 'https://doi.org/10.1038/nature03000',
          checkedCopy:
            'https://www.nature.com/articles/nature03000?error=cookies_not_supported&code=eb68f18d-82dc-41dd-b3e1-463b2e0a7465',
          design: 'Animal study',
          supports:
            'In mice with a tied-off coronary artery, full-length thymosin beta-4 improved the ' +
            'early survival of heart-muscle cells and heart function; in culture it promoted the ' +
            'migration and survival of heart cells.',
        },
      ],
    },
    {
      name: 'Inflammation modulation',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Laboratory work on full-length thymosin beta-4 is said to show lower inflammatory ' +
        'signalling, but no full published study could be found and checked for this page, and ' +
        'none used TB-500.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'Soft-tissue recovery research (loading phase)',
      dose: '2-2.5 mg',
      frequency: 'Twice weekly for 4-6 weeks',
      route: 'Subcutaneous or Intramuscular',
      notes:
        'Protocol reported in informal research literature, not derived from controlled human ' +
        'trials.',
    },
    {
      goal: 'Maintenance phase',
      dose: '2 mg',
      frequency: 'Once weekly or every other week',
      route: 'Subcutaneous',
      notes:
        'Reported after a loading phase. Because products differ (fragment or full-length ' +
        'protein), doses are not directly comparable between sources.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'BPC-157',
      interaction: 'Synergistic',
      description:
        'The most common pairing in research discussions, based on complementary proposed ' +
        'mechanisms (cell migration and angiogenesis). No controlled combination trials exist.',
    },
    {
      peptide: 'GHK-Cu',
      interaction: 'Compatible',
      description:
        'Both are studied for tissue repair and are combined in commercial blends; no known ' +
        'interaction.',
    },
    {
      peptide: 'Thymosin Alpha-1',
      interaction: 'Generally Compatible',
      description:
        'A different thymus-derived peptide with immune rather than actin-related effects; no ' +
        'known interaction, though combination data are absent.',
    },
    {
      peptide: 'KLOW Complete Stack',
      interaction: 'Redundant',
      description:
        'The KLOW blend already contains TB-500, so adding it separately duplicates the same ' +
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
        indicator: 'Sequence clearly stated',
        description:
          'The label or certificate says whether the product is a short fragment or full-length ' +
          'thymosin beta-4, and mass spectrometry confirms it.',
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
        indicator: 'No indication of which molecule is supplied',
        description:
          'Without a stated sequence and molecular weight, the contents cannot be compared or ' +
          'verified.',
      },
      {
        indicator: 'Cloudy solution or visible particles after reconstitution',
        description: 'May indicate contamination, degradation or a different substance.',
      },
      {
        indicator: 'Marketing as an approved healing treatment',
        description: 'TB-500 is not an approved medicine; such claims are misleading.',
      },
    ],
    storageNote:
      'Store lyophilised TB-500 cold, dry and protected from light. Once reconstituted, ' +
      'refrigerate at 2-8 degrees C and use within the period stated by the supplier.',
  },
  safetyNotes: [
    'Human safety data for TB-500 fragments are very limited; small trials of full-length ' +
      'thymosin beta-4 do not necessarily apply to them.',
    'Because thymosin beta-4 promotes cell migration and blood-vessel growth, and has been ' +
      'linked to tumour spread in some laboratory studies, researchers advise particular caution ' +
      'for anyone with a current or past cancer.',
    'Reported effects in informal use include tiredness, headache and injection-site irritation.',
    'In 2023 the US FDA listed the thymosin beta-4 fragment sold as TB-500 among bulk ' +
      'substances for compounding that may present significant safety risks, citing possible ' +
      'immune reactions and missing safety information; in 2026 it moved it to a review by its ' +
      'compounding advisory committee. Neither step is an approval as a medicine.',
    'Thymosin beta-4 and its derivatives, including TB-500, are prohibited in sport by the World ' +
      'Anti-Doping Agency.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Spreading redness, warmth, pus or fever around an injection site',
    'Severe or persistent headache, unusual fatigue or lethargy',
    'Any new lump, unexplained bleeding or unexplained weight loss',
  ],
};
