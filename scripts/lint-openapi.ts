/**
 * Lints docs/openapi.json with Redocly's recommended rules (the engine of `redocly lint`); any
 * error or warning fails. `npm test` runs it once (scripts/test-all.sh): it reads no database.
 */
import { createConfig, formatProblems, getTotals, lint } from '@redocly/openapi-core';

const file = 'docs/openapi.json';
const config = await createConfig({ extends: ['recommended'] });
const problems = await lint({ ref: file, config });
if (problems.length > 0) {
  formatProblems(problems, { format: 'codeframe', totals: getTotals(problems), command: 'lint' });
  console.error(`${file}: ${problems.length} problem(s) by Redocly's recommended rules.`);
  process.exit(1);
}
console.log(`${file}: valid by Redocly's recommended rules.`);
