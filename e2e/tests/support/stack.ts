/** Ports and URLs of the stack the e2e suite starts (distinct from the developer defaults). */
const ports = { web: '5273', gateway: '4100', portal: '4110', token: '4111' };

export const stack = {
  webUrl: `http://localhost:${ports.web}`,
  gatewayUrl: `http://localhost:${ports.gateway}/graphql`,
  env: {
    WEB_PORT: ports.web,
    GATEWAY_PORT: ports.gateway,
    PORTAL_PORT: ports.portal,
    TOKEN_PORT: ports.token,
    DATA_DIR: 'memory://',
  },
};

export const DEMO_PASSWORD = 'Portal@2026';

export const demo = {
  affiliated: 'afiliado@demo.com.br',
  agent: 'agente@demo.com.br',
  branch: 'unidade@demo.com.br',
  producer: 'produtor@demo.com.br',
  holding: 'holding@demo.com.br',
  admin: 'admin@demo.com.br',
  multi: 'multi@demo.com.br',
} as const;
