import type { AccreditationStep } from '@portal/schema/validation/accreditation';
import { paths, registrationPaths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import {
  type FeatureManifest,
  type LazyPage,
  lazyPage,
  publicOnly,
  screen,
} from '@/platform/routing/routes.ts';

const pages = () => import('./AccreditationPages.tsx');

/** Each registration step's title and page, in order (docs/product.md §3.1; the type checks the slugs). */
const STEPS: Record<AccreditationStep, readonly [string, LazyPage]> = {
  credenciamento: ['Credenciamento', lazyPage(pages, 'TermsPage')],
  'dados-pessoais': ['Dados Pessoais', lazyPage(pages, 'PersonalDataPage')],
  verificacao: ['Verificação', lazyPage(pages, 'VerificationPage')],
  'criar-senha': ['Criação de Senha', lazyPage(pages, 'PasswordPage')],
  'pessoa-juridica': ['Pessoa Jurídica', lazyPage(pages, 'CompanyPage')],
};

/** Registration (its three route sets per step), Meu Perfil and Minha conta. */
export const accreditationManifest: FeatureManifest = {
  routes: [
    publicOnly(4, paths.userExists, 'Usuário já cadastrado', lazyPage(pages, 'UserExistsPage')),
    ...Object.entries(STEPS).flatMap(([slug, [title, Page]]) => {
      const { NORMAL, HOLDING, AGENT } = registrationPaths(slug);
      return [NORMAL, HOLDING, AGENT].map((path) => publicOnly(7, path, title, Page));
    }),
    // Reached from the profile menu (MEU PERFIL), not from the side menu.
    ...screen(580, 'Meu Perfil', access.affiliateOrAgent, [paths.profile], {
      Page: lazyPage(() => import('./ProfilePage.tsx'), 'ProfilePage'),
    }),
    // The other roles' own account (issue 29), from the profile menu (MINHA CONTA).
    ...screen(585, 'Minha conta', access.account, [paths.account], {
      Page: lazyPage(() => import('./AccountPage.tsx'), 'AccountPage'),
    }),
  ],
  // A session is a value of its token, not an entity.
  typePolicies: {
    AccreditationSession: unkeyed,
    AccreditationStart: unkeyed,
    AccreditationAgent: byId,
    // Reference data and the profile have no id: values stored inside the query that read them.
    Bank: unkeyed,
    BrazilianState: unkeyed,
    PostalAddress: unkeyed,
    // The viewer's one profile: Meu Perfil's and the dashboard's answers (another selection) merge.
    Profile: embedded,
    BankDetails: unkeyed,
    ContractFile: unkeyed,
    // The viewer's one choice, inside Query.mailPreferences (the save writes it back there).
    MailPreferences: embedded,
  },
};
