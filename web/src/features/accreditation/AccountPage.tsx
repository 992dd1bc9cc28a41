import { Link } from 'react-router';
import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { FactsGrid } from '@/ui/FactsGrid.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { MailPreferencesSection } from './MailPreferencesSection.tsx';
import { PasswordForm } from './ProfileForms.tsx';

/**
 * /minha-conta (holding, admin, producer, branch; issue 29), from the profile menu: who is signed
 * in, their own password change (Meu Perfil's form and mutation, not a copy), the API keys where
 * the role has them, the way to the second factor (Segurança, /seguranca) and the e-mail preferences
 * (their one request: the session already knows the person).
 */
export const AccountPage = () => {
  const title = useRouteTitle();
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <Stack $gap={6}>
      <PageTitle title={title} />
      <Section title="Dados de acesso">
        <FactsGrid>
          <div>
            <dt>Nome</dt>
            <dd>{viewer.name}</dd>
          </div>
          <div>
            <dt>E-mail de acesso</dt>
            <dd>{viewer.username}</dd>
          </div>
          {viewer.branchName && (
            <div>
              <dt>Unidade</dt>
              <dd>{viewer.branchName}</dd>
            </div>
          )}
        </FactsGrid>
      </Section>
      <Section title="Alterar senha">
        <PasswordForm />
      </Section>
      {access.integrators(viewer) && (
        <Section title="Chaves de API">
          <MutedText>
            Sistemas da sua empresa acessam o portal com chaves próprias, sem usar a sua senha.{' '}
            <Link to={paths.apiClients}>Gerenciar chaves de API</Link>
          </MutedText>
        </Section>
      )}
      <Section title="Verificação em duas etapas">
        <MutedText>
          Além da senha, peça um código do aplicativo autenticador do celular a cada acesso.{' '}
          <Link to={paths.security}>Configurar a verificação em duas etapas</Link>
        </MutedText>
      </Section>
      <MailPreferencesSection />
    </Stack>
  );
};
