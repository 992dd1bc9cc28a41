// Emits thin typed hooks over Apollo Client 4's own useQuery/useMutation/useLazyQuery for each
// operation of a document file. The community typescript-react-apollo plugin types against Apollo
// Client 3, so this small plugin replaces it (see docs/architecture.md, "Decisions", Codegen).
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    const hooks = new Set();
    for (const { document } of documents) {
      for (const def of document?.definitions ?? []) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        const name = pascal(def.name.value);
        const op =
          def.operation === 'query' ? 'Query' : def.operation === 'mutation' ? 'Mutation' : 'Subscription';
        const doc = `${name}Document`;
        const data = `${name}${op}`;
        const vars = `${name}${op}Variables`;
        if (op === 'Query') {
          hooks.add('useQuery').add('useLazyQuery');
          lines.push(
            `export const use${name}Query = (options?: useQuery.Options<${data}, ${vars}>) => useQuery(${doc}, options as useQuery.Options<${data}, ${vars}>);`,
            `export const use${name}LazyQuery = (options?: useLazyQuery.Options<${data}, ${vars}>) => useLazyQuery(${doc}, options);`,
          );
        } else if (op === 'Mutation') {
          hooks.add('useMutation');
          lines.push(
            `export const use${name}Mutation = (options?: useMutation.Options<${data}, ${vars}>) => useMutation(${doc}, options);`,
          );
        }
      }
    }
    if (lines.length === 0) return '';
    return {
      prepend: [`import { ${[...hooks].sort().join(', ')} } from '@apollo/client/react';`],
      content: lines.join('\n'),
    };
  },
};
