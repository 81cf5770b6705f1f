import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
  ssr: {
    // Bundled into the server build so only the icons and primitives we use are loaded:
    // importing these packages whole costs each server process about 35 MB of RSS (lucide-react
    // alone loads every icon). See docs/performance.md.
    noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//],
  },
  build: {
    // Hashed assets are served from memory with immutable caching (server/static-assets.ts).
    assetsInlineLimit: 0,
    // Rolldown's "[PLUGIN_TIMINGS]" report on slower machines: noise in every start-up's build.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
