import { describe, expect, it } from 'vitest';
import { formatFamilyCode, newPickupCode, normalizePickupCode, parseFamilyCode, PICKUP_CODE_ALPHABET, pickupCodeText } from './codes.ts';

describe('pickup codes', () => {
  it('are four characters of the look-alike-free alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = newPickupCode();
      expect(code).toHaveLength(4);
      for (const c of code) expect(PICKUP_CODE_ALPHABET).toContain(c);
    }
  });

  it('are compared in upper case without spaces and dashes', () => {
    expect(pickupCodeText(' ab-c d ')).toBe('ABCD');
    expect(normalizePickupCode('k7-pq')).toBe('K7PQ');
    expect(normalizePickupCode('ABC')).toBeNull();
    expect(normalizePickupCode('ABCDEFGHJ')).toBeNull();
    expect(normalizePickupCode('AB!D')).toBeNull();
  });
});

describe('family codes', () => {
  const signature = 'A'.repeat(22);
  it('name the parent and the edition', () => {
    const code = formatFamilyCode({ parentId: 42, year: 2025, signature });
    expect(code).toBe(`VBS1.42.2025.${signature}`);
    expect(parseFamilyCode(` ${code} `)).toEqual({ parentId: 42, year: 2025, signature });
  });

  it('refuse what does not have their shape', () => {
    for (const junk of ['', 'VBS1', `VBS1.0.2025.${signature}`, `VBS2.42.2025.${signature}`, `VBS1.42.2025.${signature}=`, `VBS1.42.25.${signature}`, 'https://example.org/']) {
      expect(parseFamilyCode(junk)).toBeNull();
    }
  });
});
