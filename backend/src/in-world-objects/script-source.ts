/** A setting line of a script's configuration block: `string NAME = "value";`. */
export type ScriptSetting = 'API_BASE_URL' | 'API_KEY' | 'VENDOR_KEY' | 'BOX_KEY';

/** An LSL string literal's content: backslashes and quotes escaped, line breaks dropped. */
function lslString(value: string): string {
  return value
    .replace(/[\r\n]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
}

/** Fills the configuration lines of a script (the first `string NAME = "...";` of each name); other lines stay as they are. */
export function fillScript(source: string, values: Partial<Record<ScriptSetting, string>>): string {
  let filled = source;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const line = new RegExp(`^string ${name} = "(?:[^"\\\\]|\\\\.)*";`, 'm');
    filled = filled.replace(line, () => `string ${name} = "${lslString(value)}";`);
  }
  return filled;
}

/** The address scripts call: PUBLIC_URL when set, else the origin the page was loaded from. */
export function scriptBaseUrl(publicUrl: string | undefined, protocol: string, host: string | undefined): string {
  if (publicUrl) return publicUrl;
  const safeHost = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : 'localhost';
  return `${protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}
