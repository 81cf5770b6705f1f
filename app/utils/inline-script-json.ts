/**
 * JSON for an inline <script>: '<', '>' and '&' become \u escapes so the text can never close the
 * script element or open a comment; U+2028 and U+2029 are escaped for older JavaScript parsers.
 * React Router writes its hydration data the same way.
 */
export function jsonForInlineScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
