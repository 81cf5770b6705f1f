import type { DetailedPeptideProfile } from '../peptide-types';

export const profile: DetailedPeptideProfile = {
  name: 'BPC-157',
  review: { date: '2026-11-27', by: 'Peptidia editors' },
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
      level: 'Animal studies only',
      description:
        'In rats with a transected Achilles tendon, daily BPC-157 injections improved the ' +
        "tendon's strength, walking function and tissue repair over 14 days. No controlled human " +
        'study of tendon or ligament healing was found.',
      references: [
        {
          authors: 'Staresinic M, Sebecic B, Patrlj L, et al.',
          title:
            'Gastric pentadecapeptide BPC 157 accelerates healing of transected rat Achilles ' +
            'tendon and in vitro stimulates tendocytes growth',
          journal: 'Journal of Orthopaedic Research',
          year: 2003,
          url: 'https://pubmed.ncbi.nlm.nih.gov/14554208/',
          checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/14554208/',
          supports:
            'In rats with a transected Achilles tendon, daily BPC-157 injections improved the ' +
            "tendon's strength, walking function and tissue repair over 14 days.",
        },
      ],
    },
    {
      name: 'Gastrointestinal protection',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'The most studied area, so far in rodents only. In rats, BPC-157 given by injection or ' +
        'into the stomach reduced the size of experimentally induced gastric ulcers. In rats ' +
        'given the NSAID celecoxib, it lessened the resulting stomach, intestinal and liver ' +
        'lesions. In a rat model of ischaemic colitis, it quickly restored blood supply to the ' +
        "injured colon segment. Its developers' papers mention trials in inflammatory bowel " +
        'disease (as PL 14736), but no published results of a controlled human trial were found.',
      references: [
        {
          authors: 'Xue XC, Wu YJ, Gao MT, et al.',
          title: 'Protective effects of pentadecapeptide BPC 157 on gastric ulcer in rats',
          journal: 'World Journal of Gastroenterology',
          year: 2004,
          url: 'https://doi.org/10.3748/wjg.v10.i7.1032',
          checkedCopy: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4717094',
          supports:
            'In rats, BPC-157 given by injection or into the stomach reduced the size of ' +
            'experimentally induced gastric ulcers.',
        },
        {
          authors: 'Drmic D, Kolenc D, Ilic S, et al.',
          title:
            'Celecoxib-induced gastrointestinal, liver and brain lesions in rats, counteraction ' +
            'by BPC 157 or L-arginine, aggravation by L-NAME',
          journal: 'World Journal of Gastroenterology',
          year: 2017,
          url: 'https://doi.org/10.3748/wjg.v23.i29.5304',
          checkedCopy: 'https://www.wjgnet.com/1007-9327/full/v23/i29/5304.htm?s=qc',
          supports:
            'In rats given the NSAID celecoxib, it lessened the resulting stomach, intestinal ' +
            'and liver lesions.',
        },
        {
          authors: 'Duzel A, Vlainic J, Antunovic M, et al.',
          title:
            'Stable gastric pentadecapeptide BPC 157 in the treatment of colitis and ischemia ' +
            'and reperfusion in rats: New insights',
          journal: 'World Journal of Gastroenterology',
          year: 2017,
          url: 'https://doi.org/10.3748/wjg.v23.i48.8465',
          checkedCopy: 'https://bpgweb.azurewebsites.net/1007-9327/full/v23/i48/8465.htm',
          supports:
            'In a rat model of ischaemic colitis, it quickly restored blood supply to the ' +
            'injured colon segment.',
        },
      ],
    },
    {
      name: 'Muscle injury recovery',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In rats with a crushed gastrocnemius muscle, BPC-157 given by injection or as a cream ' +
        'sped up muscle healing and the return of function over 14 days. In rats with a ' +
        'completely transected quadriceps muscle, daily injections improved muscle healing and ' +
        'walking function. Data come from a small number of research groups and have not been ' +
        'replicated in people.',
      references: [
        {
          authors: 'Novinscak T, Brcic L, Staresinic M, et al.',
          title:
            'Gastric pentadecapeptide BPC 157 as an effective therapy for muscle crush injury in the rat',
          journal: 'Surgery Today',
          year: 2008,
          url: 'https://doi.org/10.1007/s00595-007-3706-2',
          checkedCopy: 'https://link.springer.com/article/10.1007%2Fs00595-007-3706-2',
          supports:
            'In rats with a crushed gastrocnemius muscle, BPC-157 given by injection or as a ' +
            'cream sped up muscle healing and the return of function over 14 days.',
        },
        {
          authors: 'Staresinic M, Petrovic I, Novinscak T, et al.',
          title:
            'Effective therapy of transected quadriceps muscle in rat: Gastric pentadecapeptide BPC 157',
          journal: 'Journal of Orthopaedic Research',
          year: 2006,
          url: 'https://doi.org/10.1002/jor.20089',
          checkedCopy: 'https://zendy.io/title/10.1002/jor.20089',
          supports:
            'In rats with a completely transected quadriceps muscle, daily injections improved ' +
            'muscle healing and walking function.',
        },
      ],
    },
    {
      name: 'Wound healing and blood-vessel formation',
      effectiveness: 'Promising',
      level: 'Animal studies only',
      description:
        'In rats with alkali burns of the skin, BPC-157 applied to the wound sped up closure and ' +
        'raised VEGF expression, and in cultured human endothelial cells it promoted growth, ' +
        'migration and tube formation. A review by the main research group describes similar ' +
        'effects on skin wounds, deep burns and fistulas in rats. Evidence is preclinical only.',
      references: [
        {
          authors: 'Huang T, Zhang K, Sun L, et al.',
          title:
            'Body protective compound-157 enhances alkali-burn wound healing in vivo and ' +
            'promotes proliferation, migration, and angiogenesis in vitro',
          journal: 'Drug Design, Development and Therapy',
          year: 2015,
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4425239/',
          checkedCopy:
            'https://pmc.ncbi.nlm.nih.gov/articles/PMC4425239/?term=%22Drug+Des+Devel+Ther%22%5Bjour%5D',
          supports:
            'In rats with alkali burns of the skin, BPC-157 applied to the wound sped up ' +
            'closure and raised VEGF expression, and in cultured human endothelial cells it ' +
            'promoted growth, migration and tube formation.',
        },
        {
          authors: 'Seiwerth S, Milavic M, Vukojevic J, et al.',
          title: 'Stable Gastric Pentadecapeptide BPC 157 and Wound Healing',
          journal: 'Frontiers in Pharmacology',
          year: 2021,
          url: 'https://doi.org/10.3389/fphar.2021.627533',
          checkedCopy: 'https://www.frontiersin.org/article/10.3389/fphar.2021.627533',
          supports:
            'A review by the main research group describes similar effects on skin wounds, deep ' +
            'burns and fistulas in rats.',
        },
      ],
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
        'Rat studies dosed per kilogram of body weight, typically 10 mcg/kg or 10 ng/kg by ' +
        'injection or in drinking water; fixed human doses are extrapolations.',
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
    'BPC-157 is prohibited in sport at all times by the World Anti-Doping Agency (class S0, ' +
      'non-approved substances).',
    'In 2023 the US FDA listed BPC-157 among bulk substances for compounding that may present ' +
      'significant safety risks, citing possible immune reactions, peptide impurities and little ' +
      'or no human safety information; in 2026 it moved BPC-157 to a review by its compounding ' +
      'advisory committee. Neither step is an approval as a medicine.',
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
