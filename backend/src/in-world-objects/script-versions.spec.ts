import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { compareVersions, currentScriptVersion, SCRIPT_RELEASES, scriptUpdateFor } from './script-versions';

const LSL_DIR = join(__dirname, '..', '..', '..', 'lsl');
const FILES = { vendor: 'vendor-delivery.lsl', 'delivery-box': 'delivery-box.lsl', terminal: 'redelivery-terminal.lsl' } as const;

describe('script versions', () => {
  it.each(Object.entries(FILES).map(([kind, file]) => [file, kind]))('names the SCRIPT_VERSION of lsl/%s as the current one', (file, kind) => {
    const source = readFileSync(join(LSL_DIR, file), 'utf8');
    const version = /^string SCRIPT_VERSION = "([^"]+)";/m.exec(source)?.[1];
    expect(currentScriptVersion(kind as keyof typeof FILES)).toBe(version);
  });

  it('gives the four scripts of the vendor set one version', () => {
    for (const file of ['vendor-payments.lsl', 'vendor-menu.lsl', 'vendor-catalogue.lsl']) {
      const source = readFileSync(join(LSL_DIR, file), 'utf8');
      expect(/^string SCRIPT_VERSION = "([^"]+)";/m.exec(source)?.[1]).toBe(currentScriptVersion('vendor'));
    }
  });

  it('lists each kind of script oldest first, with what each version changed', () => {
    for (const releases of Object.values(SCRIPT_RELEASES)) {
      for (let index = 1; index < releases.length; index += 1) expect(compareVersions(releases[index].version, releases[index - 1].version)).toBe(1);
      for (const release of releases) expect(release.changes.length).toBeGreaterThan(0);
    }
  });

  it('compares versions by number, not as text', () => {
    expect(compareVersions('2.10.0', '2.9.0')).toBe(1);
    expect(compareVersions('2.3', '2.3.0')).toBe(0);
    expect(compareVersions('1.9.9', '2.0.0')).toBe(-1);
    expect(compareVersions('beta', '2.0.0')).toBe(-1);
  });

  it('offers the current vendor set to a 2.1.0 vendor, with the changes of 2.2.0 and later', () => {
    const update = scriptUpdateFor('vendor', '2.1.0');
    expect(update?.version).toBe(currentScriptVersion('vendor'));
    expect(update?.changes[0]).toMatch(/^2\.2\.0: Waits for the platform's answer/);
    expect(update?.changes.at(-1)).toMatch(/^3\.3\.0: Demo and Web link/);
    expect(update?.changes.some((change) => change.startsWith('2.1.0'))).toBe(false);
  });

  it('offers nothing to an object on the current version, a newer one, or one that sent no version', () => {
    expect(scriptUpdateFor('vendor', currentScriptVersion('vendor'))).toBeNull();
    expect(scriptUpdateFor('delivery-box', '9.0.0')).toBeNull();
    expect(scriptUpdateFor('terminal', null)).toBeNull();
  });
});
