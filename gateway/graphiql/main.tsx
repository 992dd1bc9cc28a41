/** GraphiQL page of the gateway (GET /graphql from a browser). Built by graphiql/vite.config.ts. */
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { createTokenAwareFetcher } from './fetcher.ts';

const DEFAULT_QUERY = `# Portal de afiliados: API GraphQL
#
# 1. Execute a mutation Login com o seu usuário e senha.
#    O token devolvido fica guardado neste navegador e é enviado como
#    "Authorization: Bearer <token>" nas próximas requisições, a menos que
#    a aba Headers defina o seu próprio cabeçalho Authorization.
# 2. Depois execute a query Me.

mutation Login {
  login(username: "usuario@empresa.com.br", password: "sua-senha") {
    token
    expiresIn
    user {
      id
      name
      roles
    }
  }
}

query Me {
  me {
    id
    name
    displayName
    roles
  }
}
`;

const fetcher = createTokenAwareFetcher({
  url: new URL('/graphql', window.location.href).toString(),
  storage: window.localStorage,
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('index.html must contain #graphiql');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
