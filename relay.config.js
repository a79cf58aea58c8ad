// Read by relay-compiler and babel-plugin-relay with require(); Node 20.19+ can require this ES module.
const config = {
  src: './client/src',
  schema: './schema.graphql',
  artifactDirectory: './client/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  exclude: ['**/node_modules/**', '**/__generated__/**'],
  persistConfig: { file: './client/persisted-queries.json', algorithm: 'SHA256' },
};
export { config as 'module.exports' };
