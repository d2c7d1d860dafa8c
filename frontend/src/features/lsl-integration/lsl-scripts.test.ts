import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELIVERY_BOX_SCRIPT, SCRIPT_SETTINGS, settingLine, VENDOR_SCRIPT } from './lsl-scripts';

const lslDir = resolve(import.meta.dirname, '..', '..', '..', '..', 'lsl');

describe('the scripts shown on the LSL Integration page', () => {
  it('are the committed files, byte for byte', () => {
    expect(VENDOR_SCRIPT.source).toBe(readFileSync(resolve(lslDir, 'vendor.lsl'), 'utf8'));
    expect(DELIVERY_BOX_SCRIPT.source).toBe(readFileSync(resolve(lslDir, 'delivery-box.lsl'), 'utf8'));
  });

  it('still have every configuration line the setup steps name, with the placeholders', () => {
    expect(settingLine(VENDOR_SCRIPT.source, SCRIPT_SETTINGS.vendorKey)).toBe('string VENDOR_KEY = "YOUR_VENDOR_KEY";');
    expect(settingLine(VENDOR_SCRIPT.source, SCRIPT_SETTINGS.apiKey)).toBe('string API_KEY = "YOUR_API_KEY";');
    expect(settingLine(DELIVERY_BOX_SCRIPT.source, SCRIPT_SETTINGS.apiKey)).toBe('string API_KEY = "YOUR_API_KEY";');
    for (const setting of [SCRIPT_SETTINGS.apiBaseUrl, SCRIPT_SETTINGS.itemName, SCRIPT_SETTINGS.price, SCRIPT_SETTINGS.productId]) {
      expect(settingLine(VENDOR_SCRIPT.source, setting), setting).not.toBeNull();
    }
  });

  it('finds no line for a setting the script does not have', () => {
    expect(settingLine(VENDOR_SCRIPT.source, 'NOT_A_SETTING')).toBeNull();
  });
});
