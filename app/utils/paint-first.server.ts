/**
 * A page paints before the app's JavaScript loads (issue 12, decision 0021). React Router's
 * `<Scripts />` writes two things that make a phone fetch some 120 KB of modules at high
 * priority before its first paint: `<link rel="modulepreload">` tags, which React hoists into the
 * head, and the inline module that starts the app, whose static `import`s are fetched as soon as
 * it is parsed. Here the preloads go, and the inline module loads the same modules with
 * `import()` once the first frame is painted, then starts the app exactly as before.
 *
 * Only React Router's own tags are touched, found by their exact form in the version we pin; a
 * page where they are not found is sent unchanged (tests/e2e/page-weight.spec.ts and the unit
 * test would show it).
 */
import { Transform } from 'node:stream';

const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const appStart =
  /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)(<\/script>)/;
const staticImport = /import \* as (\w+) from "([^"]+)";\n?/g;
const manifestAssignment = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/**
 * React Router writes its route manifest as JSON indented by two spaces: about 1 KB of blanks
 * on every page. The same object without them (left as it is if it is not plain JSON).
 */
function compactManifest(code: string): string {
  return code.replace(manifestAssignment, (whole, assign: string, json: string) => {
    try {
      return `${assign}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

/** The inline module's code, its static imports made `import()`s after the first paint. */
function afterFirstPaint(code: string): string | null {
  const imports = [...code.matchAll(staticImport)];
  if (imports.length === 0) return null;
  const names = imports.map((found) => found[1]).join(', ');
  const loads = imports.map((found) => `import(${JSON.stringify(found[2])})`).join(', ');
  const rest = compactManifest(code.replace(staticImport, ''));
  return `requestAnimationFrame(() => setTimeout(async () => {
const [${names}] = await Promise.all([${loads}]);${rest}
}));`;
}

export function paintFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const page =
    headEnd === -1 ? html : html.slice(0, headEnd).replace(modulePreload, '') + html.slice(headEnd);
  return page.replace(appStart, (whole, open: string, code: string, close: string) => {
    const later = afterFirstPaint(code);
    return later === null ? whole : `${open}${later}${close}`;
  });
}

/** paintFirst as a stream: the page is rendered whole (entry.server.tsx), so nothing waits. */
export function paintFirstStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, paintFirst(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
