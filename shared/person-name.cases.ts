// Names and how they are written: the table both displayName/calledName (person-name.test.ts) and the people
// query's SQL (server/src/domains/query/display-name.test.ts) are checked against.
export const NAME_CASES: { person: { firstName: string; preferredName: string | null; lastName: string }; display: string; called: string }[] = [
  { person: { firstName: 'Sarah', preferredName: null, lastName: 'Mitchell' }, display: 'Sarah Mitchell', called: 'Sarah' },
  { person: { firstName: 'Sarah', preferredName: '', lastName: 'Mitchell' }, display: 'Sarah Mitchell', called: 'Sarah' },
  { person: { firstName: 'Sarah', preferredName: 'Sarah', lastName: 'Mitchell' }, display: 'Sarah Mitchell', called: 'Sarah' },
  { person: { firstName: 'Sarah', preferredName: 'Sal', lastName: 'Mitchell' }, display: 'Sarah (Sal) Mitchell', called: 'Sal' },
  { person: { firstName: 'Sarah', preferredName: '  Sal ', lastName: 'Mitchell' }, display: 'Sarah (Sal) Mitchell', called: 'Sal' },
  { person: { firstName: 'Sarah', preferredName: ' Sarah\t', lastName: 'Mitchell' }, display: 'Sarah Mitchell', called: 'Sarah' },
  { person: { firstName: 'Sarah', preferredName: '   ', lastName: 'Mitchell' }, display: 'Sarah Mitchell', called: 'Sarah' },
  { person: { firstName: ' Sarah ', preferredName: null, lastName: ' Mitchell\n' }, display: 'Sarah Mitchell', called: 'Sarah' },
  { person: { firstName: 'Sarah', preferredName: 'Sal', lastName: '' }, display: 'Sarah (Sal)', called: 'Sal' },
  { person: { firstName: 'Mary Ann', preferredName: 'Annie', lastName: 'de la Cruz' }, display: 'Mary Ann (Annie) de la Cruz', called: 'Annie' },
];
