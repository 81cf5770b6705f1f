/**
 * The forms scripts/bench-first-touch.ts measures, each with what a visitor does in it as soon as
 * the page arrives: the text typed into each field, the key on a select, the tap on a star.
 * `member` forms are used signed in (their pages are for members).
 */
import type { Page } from '@playwright/test';
import type { Step } from './bench-first-touch-page';

export interface Form {
  name: string;
  path: string;
  member?: boolean;
  steps: Step[];
}

const label = (name: string) => (page: Page) => page.getByLabel(name, { exact: true });

const reviewForm = (page: Page) => page.locator('#reviews');

const publicForms: Form[] = [
  {
    name: 'dosage calculator',
    path: '/dosage-calculator',
    steps: [
      { type: '15', into: label('Peptide amount in the vial') },
      { type: '2', into: label('Bacteriostatic water added (ml)') },
      { type: '250', into: label('Desired dose (mcg)') },
    ],
  },
  {
    name: 'planner',
    path: '/dosage-calculator/planner',
    steps: [
      { type: 'BPC-157', into: label('Peptide 1 name') },
      { type: '5', into: (page) => page.getByLabel('Amount (mg)', { exact: true }).first() },
    ],
  },
  {
    name: 'header search',
    path: '/',
    steps: [{ type: 'semaglutide', into: label('Search the site') }],
  },
  {
    name: 'peptide search',
    path: '/peptides',
    steps: [{ type: 'semaglutide', into: label('Search peptides') }],
  },
  {
    name: 'vendor sort (select)',
    path: '/vendors',
    // The key a keyboard uses on a closed select: the next choice, "Lowest Price".
    steps: [{ press: 'ArrowDown', on: label('Sort by'), expected: 'price' }],
  },
  {
    name: 'sign-in',
    path: '/auth',
    steps: [
      { type: 'reader@example.com', into: label('Email or Username') },
      { type: 'a-long-passphrase', into: label('Password') },
    ],
  },
  {
    name: 'sign-up',
    path: '/auth?tab=sign-up',
    steps: [
      { type: 'new_reader', into: label('Username') },
      { type: 'New Reader', into: label('Display Name') },
      { type: 'new.reader@example.com', into: label('Email') },
      { type: 'a-long-passphrase', into: label('Password') },
    ],
  },
  {
    name: 'reset request',
    path: '/auth?tab=reset',
    steps: [{ type: 'reader@example.com', into: label('Email') }],
  },
  {
    name: 'contact',
    path: '/contact',
    steps: [{ type: 'The TB-500 page has a typo.', into: label('Message') }],
  },
];

/** `discussionPath`: an approved discussion to comment on (scripts/bench-first-touch-seed.ts). */
export function benchForms(discussionPath: string): Form[] {
  return [
    ...publicForms,
    {
      name: 'new discussion',
      path: '/community/new-discussion',
      member: true,
      steps: [
        { type: 'Storing a mixed vial', into: label('Title') },
        { type: 'How long does it keep in the fridge?', into: label('Content') },
      ],
    },
    {
      name: 'comment',
      path: discussionPath,
      member: true,
      steps: [{ type: 'About four weeks, cold.', into: label('Your comment') }],
    },
    {
      name: 'review with stars',
      path: '/vendors/omegamino',
      member: true,
      steps: [
        {
          tap: (page) => reviewForm(page).locator('label').filter({ hasText: '4 stars' }),
          checks: (page) => reviewForm(page).getByRole('radio', { name: '4 stars' }),
        },
        {
          type: 'Fast shipping',
          into: (page) => reviewForm(page).getByLabel('Comment (optional)'),
        },
      ],
    },
  ];
}
