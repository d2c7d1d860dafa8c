/**
 * The 'New API Key Generated' toast's text: where the key is, and what to do with it. Only when a key existed before does
 * it say that the previous one no longer works (the first key replaces nothing).
 */
export function newKeyToastText(copied: boolean, hadKey: boolean): string {
  const where = copied ? 'The key was copied to your clipboard.' : 'Copy the key below now: it is shown only once.';
  return hadKey ? `${where} Update your LSL scripts with it: the previous key no longer works.` : `${where} Put it in your LSL scripts.`;
}
