/**
 * The managers' empty states (docs/product.md §9.1, §9.3): with nothing configured, each says so in
 * the spec's words. The e2e suite creates its own banners and tags under unique names beside
 * whatever the stack holds, so it cannot rely on an empty list: the empty texts are checked here.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

describe('empty managers', () => {
  it("Gerenciador de Banner without banners says 'Nenhum Banner configurado'", async () => {
    renderApp({
      path: '/gerenciador-banner',
      user: demoUser('holding'),
      handlers: [['Banners', () => ({ data: { banners: [] } })]],
    });
    expect(await screen.findByText('Nenhum Banner configurado')).toBeInTheDocument();
  });

  it("Tráfego Pago without tags says 'Nenhuma Tag configurada'", async () => {
    renderApp({
      path: '/trafego-pago',
      user: demoUser('admin'),
      handlers: [['TrafficTags', () => ({ data: { trafficTags: [] } })]],
    });
    expect(await screen.findByText('Nenhuma Tag configurada')).toBeInTheDocument();
  });
});
