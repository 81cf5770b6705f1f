import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Tests may build into their own folder so parallel runs do not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
