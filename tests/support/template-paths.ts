import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../.tmp/test-template/', import.meta.url));

export const templatePaths = {
  dir,
  pgliteDump: `${dir}pglite.tar`,
  postgresTemplate: 'peptidia_test_template',
};
