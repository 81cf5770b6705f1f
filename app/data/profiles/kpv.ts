import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'KPV',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
  whatIsIt:
    'KPV is a tripeptide made of three amino acids: lysine, proline and valine (Lys-Pro-Val). It ' +
    'corresponds to the last three residues of alpha-melanocyte-stimulating hormone (alpha-MSH), ' +
    'a naturally occurring hormone with known anti-inflammatory actions. Researchers became ' +
    'interested in KPV because it appears to keep much of the anti-inflammatory activity of ' +
    'alpha-MSH without the pigment-stimulating effects of the full hormone. Almost all of the ' +
    'published evidence comes from cell culture and animal studies, particularly mouse models of ' +
    'inflammatory bowel disease and skin inflammation. KPV is not an approved medicine anywhere, ' +
    'and no large controlled human trials have been published, so its effects in people remain ' +
    'unestablished.',
  keyBenefits: [
    'Anti-inflammatory activity reported in cell culture and animal models',
    'Studied in mouse models of colitis, including oral and nanoparticle delivery approaches',
    'Suggested for skin inflammation, based mainly on animal studies of its parent hormone alpha-MSH',
    'Does not appear to cause the skin-darkening effects associated with full alpha-MSH analogues',
    'Very small molecule that can be taken up by intestinal cells in laboratory studies',
  ],
  mechanismOfAction:
    'KPV is thought to act mainly by dampening inflammatory signalling inside cells. In ' +
    'laboratory studies it reduces activation of the NF-kB pathway, a central switch for the ' +
    'production of inflammatory cytokines, and lowers the release of molecules such as IL-6 and ' +
    'TNF-alpha. In intestinal cell models it can be transported into cells by the peptide ' +
    'transporter PepT1, which is more active in inflamed gut tissue; this is one reason it has ' +
    'been explored for colitis. Unlike the parent hormone alpha-MSH, KPV is not believed to act ' +
    'strongly through the MC1 receptor that controls pigmentation, although the exact receptor ' +
    'interactions are still debated. These mechanisms are described from in vitro and animal ' +
    'work and have not been confirmed in human studies.',
  quickGuide: {
    typicalDose: '200-500 mcg per day in informal reports (no clinically established dose)',
    frequency: 'Once or twice daily in reported protocols',
    cycle: '4-8 weeks in informal reports, followed by a break',
    storage:
      'Lyophilised powder refrigerated or frozen; once reconstituted, refrigerate (2-8 degrees C)',
    timing: 'No established timing; reports describe morning or evening use',
    effectsTimeline:
      'Unknown in humans; animal studies report reduced inflammation markers within days to weeks',
  },
  researchIndications: [
    {
      name: 'Inflammatory bowel disease (colitis models)',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In mice with chemically induced colitis, KPV given by mouth in hyaluronic-acid-coated ' +
        'nanoparticles reduced damage to the gut lining and lowered TNF-alpha. No controlled ' +
        'human trials have been published.',
      references: [
        {
          authors: 'Xiao B, Xu Z, Viennois E, et al.',
          title:
            'Orally Targeted Delivery of Tripeptide KPV via Hyaluronic Acid-Functionalized ' +
            'Nanoparticles Efficiently Alleviates Ulcerative Colitis',
          journal: 'Molecular Therapy',
          year: 2017,
          url: 'https://doi.org/10.1016/j.ymthe.2016.11.020',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5498804',
          supports:
            'In mice with chemically induced colitis, KPV given by mouth in ' +
            'hyaluronic-acid-coated nanoparticles reduced damage to the gut lining and lowered ' +
            'TNF-alpha.',
        },
      ],
    },
    {
      name: 'Skin inflammation',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      studiedMolecule: 'Alpha-MSH, the parent hormone',
      description:
        'A review by dermatology researchers reports that alpha-MSH, the hormone KPV comes from, ' +
        'reduced inflammation in animal models of irritant and allergic contact dermatitis, and ' +
        'attributes most of its anti-inflammatory activity to the KPV end of the molecule. No ' +
        'study of KPV itself on skin could be found and checked.',
      references: [
        {
          authors: 'Luger TA, Brzoska T',
          title:
            'α-MSH related peptides: a new class of anti-inflammatory and immunomodulating drugs',
          journal: 'Annals of the Rheumatic Diseases',
          year: 2007,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC2095288/',
          checkedCopy: 'https://ard.bmj.com/content/66/suppl_3/iii52.abstract',
          supports:
            'A review by dermatology researchers reports that alpha-MSH, the hormone KPV comes ' +
            'from, reduced inflammation in animal models of irritant and allergic contact ' +
            'dermatitis, and attributes most of its anti-inflammatory activity to the KPV end of ' +
            'the molecule.',
        },
      ],
    },
    {
      name: 'Wound healing support',
      effectiveness: 'Promising',
      level: 'No published source found',
      description:
        'Sometimes suggested as an anti-inflammatory aid for wounds, but no published study of ' +
        'KPV in wound healing could be found and checked.',
      references: [],
    },
  ],
  researchProtocols: [
    {
      goal: 'General anti-inflammatory research',
      dose: '200-500 mcg',
      frequency: 'Once daily',
      route: 'Subcutaneous',
      notes:
        'Protocol reported in informal research literature, not derived from human clinical ' +
        'trials. Oral and topical forms are also discussed in preclinical studies.',
    },
    {
      goal: 'Gut inflammation research',
      dose: '250-500 mcg',
      frequency: 'Once or twice daily',
      route: 'Subcutaneous',
      notes:
        'Animal colitis studies mostly used oral or targeted delivery; how injected doses relate ' +
        'to these models is not known.',
    },
  ],
  peptideInteractions: [
    {
      peptide: 'BPC-157',
      interaction: 'Potentially Synergistic',
      description:
        'Both are studied for gut and tissue inflammation through different mechanisms; no ' +
        'combination studies exist, so any synergy is theoretical.',
    },
    {
      peptide: 'GHK-Cu',
      interaction: 'Compatible',
      description:
        'Often discussed together for skin research; no known interaction between the two.',
    },
    {
      peptide: 'KLOW Complete Stack',
      interaction: 'Redundant',
      description:
        'The KLOW blend already contains KPV, so adding separate KPV duplicates the same compound.',
    },
    {
      peptide: 'Thymosin Alpha-1',
      interaction: 'Monitor',
      description:
        'Thymosin Alpha-1 is studied as an immune stimulant while KPV dampens inflammation; the ' +
        'net effect of combining them has not been studied.',
    },
  ],
  qualityIndicators: {
    good: [
      {
        indicator: 'Third-party HPLC purity of 98% or higher',
        description: 'An independent lab report tied to the specific batch number.',
      },
      {
        indicator: 'Mass spectrometry identity check',
        description:
          'Confirms the molecular weight matches the Lys-Pro-Val sequence rather than a ' +
          'different peptide.',
      },
      {
        indicator: 'Clean, white lyophilised cake',
        description: 'A uniform, dry powder that dissolves fully and clearly.',
      },
    ],
    acceptable: [
      {
        indicator: 'Vendor-issued certificate of analysis',
        description: 'Useful, but less reliable than an independent laboratory report.',
      },
      {
        indicator: 'Purity between 95% and 98%',
        description: 'Common for research-grade material; impurities are not characterised.',
      },
    ],
    redFlags: [
      {
        indicator: 'No batch-specific testing',
        description: 'Generic or undated certificates cannot confirm what is in the vial.',
      },
      {
        indicator: 'Cloudy solution or visible particles after reconstitution',
        description: 'May indicate contamination, degradation or a different substance.',
      },
      {
        indicator: 'Claims of cures or approved medical use',
        description: 'KPV is not an approved medicine; such claims are misleading.',
      },
    ],
    storageNote:
      'Keep lyophilised KPV cold, dry and away from light. After reconstitution, refrigerate at ' +
      '2-8 degrees C and avoid repeated freezing and thawing.',
  },
  safetyNotes: [
    'KPV has not been evaluated in controlled human safety trials; its side-effect profile in ' +
      'people is largely unknown.',
    'Injection-site redness, itching or swelling are possible with any injected product.',
    'In 2026 the US FDA put KPV to a review by its compounding advisory committee; that review ' +
      'is not an approval, and KPV is not an approved medicine anywhere.',
    'Because it modulates immune signalling, people with immune disorders or on ' +
      'immunosuppressive medicines face additional unknowns.',
    'Not studied in pregnancy, breastfeeding or in people under 18.',
    'Consult a qualified healthcare professional before considering any unapproved compound; ' +
      'this page is educational and is not medical advice.',
  ],
  whenToStop: [
    'Signs of an allergic reaction such as hives, facial or throat swelling, or difficulty ' +
      'breathing (seek emergency care)',
    'Spreading redness, warmth, pus or fever around an injection site',
    'Worsening abdominal pain, bloody stools or persistent diarrhoea',
    'Any new, unexplained or persistent symptom',
  ],
};
