/**
 * Escaping for text that goes into the page the server writes: catalogue text (titles,
 * overviews) and addresses must never become markup, whatever characters they hold.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both as element text and inside a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text made safe to sit inside a `<script>` element: no `</script>` or `<!--` can end or
 * bend the element, because no `<` is left. These characters only ever occur inside JSON
 * strings, where the `\u` escapes read back as the same characters, so the JSON is unchanged.
 */
export function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character] ?? character);
}
