/**
 * Layers that hold: imports flow one way, and a backward import
 * fails `npm run lint` instead of waiting for a reviewer to notice.
 *
 *   database/ <- app/utils, app/components, app/data <- app/features <- app/routes
 *   server/ (the host) uses database/ and app/utils, never a feature
 *   features among themselves: auth <- community <- reviews <- admin (admin is the moderation
 *   screen over the forum and the reviews); every other feature stands alone
 *
 * An import is caught in both spellings: the alias ('~/features/x') and a relative path
 * ('../../features/x', '../app/features/x'). Import cycles anywhere are caught by
 * import-x/no-cycle (type-only imports are erased at build time and do not count).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Which other features a feature may import; a feature not named here may import none. */
const featureImports = {
  community: ['auth'],
  reviews: ['auth', 'community'],
  // notify() is the one writer of a moderator's notice to an author (decisions, hidden posts).
  admin: ['auth', 'community', 'reviews', 'notifications'],
  // A member's notices use the forum's relative times.
  notifications: ['auth', 'community'],
  // Search reads the reference pages' own data and paths and the viewer; the forum it queries
  // through the database schema.
  'site-search': ['auth', 'peptides', 'guide', 'articles'],
  // The planner reuses the calculator's dosage maths, syringe and cycle cost, and the guide's
  // injection sites.
  planner: ['calculator', 'guide'],
  // The cost of a protocol counts only fresh prices and grades, and shows each price's day.
  calculator: ['prices'],
  // A peptide page's vendor offers are dated and marked stale by the price rules; its prices
  // carry the follow button.
  peptides: ['prices', 'follows'],
  // A member's own account: its password check, sign-out and /profile's form parts are accounts';
  // the data export lists the member's follows.
  account: ['auth', 'follows'],
  // The contact form knows who is signed in and shares the sign-up form's honeypot.
  contact: ['auth'],
  // Editors' screens check the admin; the pages they feed are built by the vendor and price
  // features from what the editorial reads return.
  // Every price an editor or a feed publishes tells the followers of its peptide and vendor.
  editorial: ['auth', 'vendors', 'prices', 'follows'],
  // Follows check the member; a price alert ranks prices per mg by the price tables' own rule.
  follows: ['auth', 'prices'],
  // The API answers from the very reads and rules the price and vendor pages use (docs/api.md).
  'open-data': ['editorial', 'prices'],
  // Feeds publish through the editors' own price writes and check the admin; what they published
  // is measured against the price before it by the price rules' own join.
  'price-feeds': ['auth', 'editorial', 'prices'],
  // /methods states the freshness rules the price pages apply, from the same constants.
  methods: ['prices'],
};

/** Not a backward dependency of the code: the test checks the pool against the app's classifier. */
const databaseTestImports = { 'database/postgres-pool.test.ts': ['utils/database-errors.server'] };

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What may follow 'folder/' in an import path: anything but the exact paths in `allowed`. */
const except = (allowed) => (allowed.length ? `(?!(${allowed.map(escape).join('|')})$)` : '');

/** A no-restricted-imports pattern for imports of app/<folder>, less the `allowed` paths in it. */
function reaching(folders, message, allowed = []) {
  const folder = `(~/|(\\.\\.?/)+(app/)?)(${folders.join('|')})`;
  return { regex: `^${folder}(/${except(allowed)}|$)`, message };
}

const messages = {
  lowLayer:
    'app/utils, app/components and app/data sit below features and routes: move the ' +
    'feature-specific part into the feature, or pass it in as an argument.',
  routes:
    'Routes import features, never the other way round: move the shared code into the feature.',
  server:
    'server/ is the host and never imports a feature: pass start-up hooks in from the app side.',
  database: 'database/ is the lowest layer and never imports app/.',
  feature: (feature, allowed) =>
    `features/${feature} may import ${allowed.length ? `only features/${allowed.join(', ')}` : 'no other feature'} ` +
    '(order: auth <- community <- reviews <- admin): move the shared code down a layer.',
};

const features = readdirSync(fileURLToPath(new URL('./app/features', import.meta.url)));

/** The patterns for each directory, given a file's allowed exceptions. */
const layers = [
  {
    files: ['app/utils/**', 'app/components/**', 'app/data/**'],
    patterns: (allowed) => [reaching(['features', 'routes'], messages.lowLayer, allowed)],
  },
  {
    files: ['server/**'],
    patterns: (allowed) => [reaching(['features'], messages.server, allowed)],
  },
  {
    files: ['database/**'],
    // '~/x' or '../app/x': anything in app/.
    patterns: (allowed) => [
      { regex: `^(~|(\\.\\.?/)+app)(/${except(allowed)}|$)`, message: messages.database },
    ],
  },
  ...features.map((feature) => {
    const allowed = featureImports[feature] ?? [];
    const others = features.filter((other) => other !== feature && !allowed.includes(other));
    return {
      files: [`app/features/${feature}/**`],
      patterns: () => [
        reaching(['routes'], messages.routes),
        // '../other/x' from inside a feature is another feature too.
        {
          regex: `^(~/features/|(\\.\\./)+(app/)?(features/)?)(${others.join('|')})(/|$)`,
          message: messages.feature(feature, allowed),
        },
      ],
    };
  }),
];

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const exceptions = { ...databaseTestImports };
const layerBlocks = layers.flatMap((layer) => [
  restrict(layer.files, layer.patterns([])),
  // A later block replaces the rule's options for its files: the same patterns, less the exceptions.
  ...Object.entries(exceptions)
    .filter(([file]) => layer.files.some((glob) => file.startsWith(glob.replace('**', ''))))
    .map(([file, allowed]) => restrict([file], layer.patterns(allowed))),
]);

const cycleBlock = {
  files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'database/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        extensions: ['.ts', '.tsx', '.js', '.json'],
      }),
    ],
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  // Packages cannot import our files back: not following them keeps the rule fast.
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export const layerRules = [...layerBlocks, cycleBlock];
