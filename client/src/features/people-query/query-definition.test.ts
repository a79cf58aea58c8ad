import { describe, expect, it } from 'vitest';
import { decodeDefinition, defaultValue, encodeDefinition, exportUrl, starterDefinition, toggleSort, usableFields, type FieldInfo } from './query-definition.ts';

const field = (key: string, over: Partial<FieldInfo> = {}): FieldInfo => ({ key, label: key, type: 'text', operators: ['contains'], permission: null, canBeColumn: true, starter: false, choices: [], ...over });

describe('people query definitions', () => {
  it('round-trip through the URL, and a mangled link gives no definition rather than a crash', () => {
    const def = { personType: 'child' as const, where: { not: { field: 'medical', op: 'isEmpty' } }, columns: ['name'], sort: [{ field: 'name', direction: 'asc' as const }] };
    expect(decodeDefinition(encodeDefinition(def))).toEqual(def);
    expect(decodeDefinition('{"personType":"dog","columns":[]}')).toBeNull();
    expect(decodeDefinition('{not json')).toBeNull();
    expect(decodeDefinition(null)).toBeNull();
  });

  it('offer fields behind a permission only to those who hold it', () => {
    const fields = [field('name'), field('medical', { permission: 'VIEW_SENSITIVE_INFO' })];
    expect(usableFields(fields, []).map((f) => f.key)).toEqual(['name']);
    expect(usableFields(fields, ['VIEW_SENSITIVE_INFO']).map((f) => f.key)).toEqual(['name', 'medical']);
  });

  it('start with the starter columns, sort by name; a heading toggles ascending then descending', () => {
    const start = starterDefinition('child', [field('name'), field('grade', { starter: true }), field('age')]);
    expect(start.columns).toEqual(['name', 'grade']);
    const asc = toggleSort(start, 'grade');
    expect(asc.sort).toEqual([{ field: 'grade', direction: 'asc' }]);
    expect(toggleSort(asc, 'grade').sort).toEqual([{ field: 'grade', direction: 'desc' }]);
    expect(toggleSort(toggleSort(asc, 'grade'), 'grade').sort).toEqual([{ field: 'grade', direction: 'asc' }]);
  });

  it('give each operator a value of the right shape', () => {
    expect(defaultValue(field('d', { type: 'attendance' }), 'notCheckedInOn', '2025-08-12')).toBe('2025-08-12');
    expect(defaultValue(field('g', { type: 'number' }), 'between', '')).toEqual([0, 0]);
    expect(defaultValue(field('c', { type: 'group' }), 'in', '')).toEqual([]);
    expect(defaultValue(field('m'), 'isEmpty', '')).toBeUndefined();
  });

  it('export the query held in the URL', () => {
    const def = starterDefinition('parent', [field('name')]);
    const url = new URL(exportUrl(def, 'Parents & more'), 'http://x');
    expect(url.pathname).toBe('/api/v1/people-query/export.csv');
    expect(JSON.parse(url.searchParams.get('q')!)).toEqual(def);
    expect(url.searchParams.get('name')).toBe('Parents & more');
  });
});
