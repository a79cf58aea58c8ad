// The import's guess of each column's field from its header, and how cells are read before the forms check them.
import { describe, expect, it } from 'vitest';
import { guessField, guessMapping } from './import-columns.ts';
import { cellDate, cellGrade, cellText, splitFullName } from './import-cells.ts';

describe('guessing a column’s field from its header', () => {
  it('reads the headers offices and form builders write', () => {
    expect(guessField('Parent Email')).toBe('parent.email');
    expect(guessField('E-mail address')).toBe('parent.email');
    expect(guessField('Mother’s first name')).toBe('parent.firstName');
    expect(guessField('Cell Phone')).toBe('parent.phone');
    expect(guessField('Zip')).toBe('parent.postalCode');
    expect(guessField('Street Address')).toBe('parent.street');
    expect(guessField('Emergency Contact Name')).toBe('contact.name');
    expect(guessField('Emergency Contact Phone')).toBe('contact.phone');
    expect(guessField('Allergies')).toBe('child1.medicalInformation');
    expect(guessField('DOB')).toBe('child1.dateOfBirth');
    expect(guessField("Child's Name")).toBe('child1.name');
  });

  it('finds each child of a one-row family by its number, however it is written', () => {
    expect(guessField('Child 1 First Name')).toBe('child1.firstName');
    expect(guessField('Child 2 Last Name')).toBe('child2.lastName');
    expect(guessField('child2 dob')).toBe('child2.dateOfBirth');
    expect(guessField('2nd Child Grade')).toBe('child2.grade');
    expect(guessField('Third child allergies')).toBe('child3.medicalInformation');
    expect(guessField('Kid #4 Birthday')).toBe('child4.dateOfBirth');
  });

  it('leaves out what it keeps nowhere: timestamps, T-shirt sizes (asked afresh at registration), survey questions', () => {
    expect(guessField('Timestamp')).toBe('ignore');
    expect(guessField('T-shirt')).toBe('ignore');
    expect(guessField('Child 1 T-shirt')).toBe('ignore');
    expect(guessField('How did you hear about us?')).toBe('ignore');
  });

  it('gives a field to one column only: a second column claiming it is left for the staff member to map', () => {
    expect(guessMapping(['Email', 'Parent Email', 'Child First Name'])).toEqual({ Email: 'parent.email', 'Parent Email': 'ignore', 'Child First Name': 'child1.firstName' });
  });
});

describe('reading a cell', () => {
  it('reads placeholders as empty', () => {
    for (const v of ['N/A', 'n/a', 'none', '-', '  ', 'NA']) expect(cellText(v)).toBe('');
    expect(cellText(' Peanuts ')).toBe('Peanuts');
  });
  it('reads the date formats offices write, month first', () => {
    const today = new Date('2026-11-27T00:00:00Z');
    expect(cellDate('2016-04-12', today)).toBe('2016-04-12');
    expect(cellDate('4/5/2019', today)).toBe('2019-04-05');
    expect(cellDate('06-15-15', today)).toBe('2015-06-15');
    expect(cellDate('March 5, 2017', today)).toBe('2017-03-05');
    expect(cellDate('5 Mar 2017', today)).toBe('2017-03-05');
    expect(cellDate('31/31/2018', today)).toBe('31/31/2018'); // left as typed: the form refuses it in its words
    expect(cellDate('2/30/2019', today)).toBe('2/30/2019');
  });
  it('reads grades in words as the form’s numbers', () => {
    expect(['K', 'Kindergarten', '1st', 'Grade 5', 'third', '12th', 'college'].map(cellGrade)).toEqual(['0', '0', '1', '5', '3', '12', '13']);
    expect(cellGrade('Pre-K')).toBe('Pre-K');
  });
  it('splits a full name either way round', () => {
    expect(splitFullName('Ann Marie Lee')).toEqual({ firstName: 'Ann Marie', lastName: 'Lee' });
    expect(splitFullName('Lee, Ann')).toEqual({ firstName: 'Ann', lastName: 'Lee' });
  });
});
