/**
 * Text of the injection guide (spec: "Injection guide", storage figures in "Business constants
 * and limits"). General aseptic technique as taught for subcutaneous self-injection of prescribed
 * medicines, framed as education, never as a recommendation to inject anything.
 */

export interface GuideStep {
  id: string;
  title: string;
  points: string[];
}

export const injectionSteps: GuideStep[] = [
  {
    id: 'gather-supplies',
    title: 'Gather your supplies',
    points: [
      'The peptide vial and a vial of bacteriostatic water.',
      '1cc (1 ml) insulin syringes with a 29-31G needle, one new syringe for each injection.',
      'Alcohol swabs, a sharps container and a clean, dry surface to work on.',
      'Check every label and expiry date, and do not use a vial whose seal is broken.',
    ],
  },
  {
    id: 'clean-hands',
    title: 'Wash your hands and prepare a clean workspace',
    points: [
      'Wash your hands with soap and water for at least 20 seconds and dry them on a clean towel.',
      'Wipe down the work surface and lay everything out so you do not reach across open items.',
      'Do not touch needle tips or the rubber stoppers once they are swabbed.',
    ],
  },
  {
    id: 'reconstitute',
    title: 'Reconstitute the peptide',
    points: [
      'Swab the rubber stoppers of both vials and let them air-dry.',
      'Draw the planned volume of bacteriostatic water into a syringe.',
      'Insert the needle into the peptide vial and let the water run slowly down the inside wall.',
      'Swirl or roll the vial gently until the powder dissolves. Do not shake it.',
      'The solution should be clear. Cloudiness or particles are a reason not to use it.',
    ],
  },
  {
    id: 'calculate-dose',
    title: 'Calculate the volume to draw',
    points: [
      'Work out the concentration: the amount in the vial divided by the water added.',
      'Divide the dose by the concentration to get the volume; 1 mg is 1000 mcg.',
      'On a U-100 insulin syringe, 100 units are 1 ml, so 10 units are 0.1 ml.',
      'The dosage calculator does this arithmetic and shows the mark on a syringe.',
    ],
  },
  {
    id: 'draw-dose',
    title: 'Draw the dose',
    points: [
      'Swab the stopper again and pull the plunger back to let in air equal to the dose.',
      'Push that air into the vial, turn the vial upside down and draw slightly past the mark.',
      'Tap the syringe so bubbles rise, then push the plunger back to the exact mark.',
    ],
  },
  {
    id: 'prepare-site',
    title: 'Choose and clean the injection site',
    points: [
      'Pick a site from the cards below and rotate between sites so none is used twice in a row.',
      'On the abdomen, stay at least 2 inches from the navel.',
      'Avoid scars, moles, bruises and skin that is red, swollen or tender.',
      'Swab the skin and let it dry completely; injecting through wet alcohol stings.',
    ],
  },
  {
    id: 'inject',
    title: 'Inject',
    points: [
      'Pinch a fold of skin between thumb and forefinger to lift the fatty layer.',
      'Insert the needle in one smooth motion at a 45-90° angle to the skin.',
      'Push the plunger slowly and steadily, wait a few seconds, then withdraw at the same angle.',
      'Release the pinch and press lightly with clean gauze if needed. Do not rub.',
    ],
  },
  {
    id: 'dispose-record',
    title: 'Dispose of the syringe and keep a record',
    points: [
      'Put the used syringe straight into the sharps container. Never recap, reuse or share it.',
      'Return the vial to the refrigerator.',
      'Note the date, time, site and dose so you can rotate sites and spot any reaction.',
    ],
  },
];

export interface InjectionSite {
  name: string;
  where: string;
  notes: string;
}

export const injectionSites: InjectionSite[] = [
  {
    name: 'Abdomen',
    where: 'The soft area around the belly button, at least 2 inches from the navel.',
    notes: 'The most common site: easy to reach and to pinch. Rotate around the navel.',
  },
  {
    name: 'Thigh',
    where:
      'The front and outer middle of the thigh, a hand width above the knee and below the hip.',
    notes: 'Easy to see and reach while seated; sit relaxed so the muscle is not tensed.',
  },
  {
    name: 'Upper arm',
    where: 'The back of the upper arm, between the shoulder and the elbow.',
    notes: 'Hard to pinch on your own; often easier when someone else helps.',
  },
];

export interface StorageGuideline {
  title: string;
  detail: string;
}

export const storageGuidelines: StorageGuideline[] = [
  {
    title: 'After reconstitution',
    detail: 'Keep in the refrigerator at 2-8°C (36-46°F) and use within 30 days.',
  },
  {
    title: 'Lyophilized powder, long term',
    detail: 'Store in the freezer at -20°C, sealed and away from moisture.',
  },
  {
    title: 'Light and handling',
    detail:
      'Protect vials from light and heat, and let a frozen vial reach fridge temperature before opening it.',
  },
  {
    title: 'Syringes',
    detail: 'Use 1cc insulin syringes with a 29-31G needle; a new one every time.',
  },
];

export interface GuideVideo {
  title: string;
  /** Shown on the drawn preview, e.g. '6 min'. */
  duration: string;
}

/**
 * The technique video. Which video is shown is configuration, not data: an operator sets
 * GUIDE_VIDEO_ID to a video an editor has vetted (docs/data.md, "Injection guide video").
 */
export const injectionVideo: GuideVideo = {
  title: 'Subcutaneous injection technique, step by step',
  duration: 'about 5 min',
};

export const videoEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

export const troubleshooting = [
  {
    situation: 'A little bleeding or a small bruise',
    action: 'Press gently with clean gauze for a minute. Do not rub. This is usually harmless.',
  },
  {
    situation: 'Redness, warmth, swelling or pus at the site, or a fever',
    action: 'These can be signs of infection. Stop and contact a healthcare provider promptly.',
  },
  {
    situation: 'Hives, swelling of the face or lips, or difficulty breathing',
    action: 'Possible allergic reaction: call emergency services (911 in the USA) immediately.',
  },
  {
    situation: 'A wrong dose, or a needle-stick injury to someone else',
    action:
      'Contact a healthcare provider or Poison Control (1-800-222-1222 in the USA) for advice.',
  },
];

/** The guide's table of contents: each entry is a section heading's id. */
export const guideOutline = [
  { id: 'steps-heading', label: 'Step by step' },
  { id: 'sites-heading', label: 'Injection sites' },
  { id: 'video-heading', label: 'Video walkthrough' },
  { id: 'storage-heading', label: 'Storage guidelines' },
  { id: 'something-wrong-heading', label: 'If something goes wrong' },
];
