import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, minifySync, type Plugin } from 'vite';

/**
 * app/utils/page-start.ts is written into every page as its functions' source
 * (app/utils/paint-first.server.ts): minified in the build, that is about 2 KB less HTML a page.
 */
function minifyPageStart(): Plugin {
  return {
    name: 'peptidia:minify-page-start',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/app/utils/page-start.ts')) return null;
      return minifySync(id, code, { sourcemap: true });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), minifyPageStart()],
  resolve: {
    tsconfigPaths: true,
  },
  ssr: {
    // Bundled into the server build so only the icons we use are loaded: importing
    // lucide-react whole loads every icon into each server process. See docs/performance.md.
    noExternal: ['lucide-react'],
  },
  build: {
    // Hashed assets are served from memory with immutable caching (server/static-assets.ts).
    assetsInlineLimit: 0,
    // Rolldown's "[PLUGIN_TIMINGS]" report on slower machines: noise in every start-up's build.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
