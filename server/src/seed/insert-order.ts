// createManyAndReturn gives rows back from one INSERT … RETURNING; ids come from a sequence in VALUES
// order, so sorting by id lines them up with the input. The check makes a surprise fail loudly instead
// of silently attaching a child to the wrong family.

export function inInsertOrder<Row extends { id: number }, Input>(
  rows: Row[],
  inputs: readonly Input[],
  same: (row: Row, input: Input) => boolean,
): Row[] {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  if (sorted.length !== inputs.length || sorted.some((row, i) => !same(row, inputs[i]))) {
    throw new Error('Demo seed: inserted rows did not come back in insert order');
  }
  return sorted;
}
