/**
 * What the CNPJ status asks the person to do next (docs/product.md §3.2), in pt-BR: Meu Perfil shows
 * it beside the company, and the affiliate's dashboard shows it over the figures (composed in
 * features/home from this domain's `CnpjNextStep_profile` fragment, inside the dashboard's request).
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@/paths.ts';
import type { CnpjNextStep_ProfileFragment } from './__generated__/accreditation.ts';

/** One text per CNPJ status; an unknown status reads as ABSENT. */
export const CNPJ_NEXT_STEP: Readonly<Record<string, string>> = {
  ABSENT: 'Cadastre o CNPJ da sua empresa para receber as comissões.',
  PROCESSING: 'Seu cadastro está em análise. Avisaremos quando for concluído.',
  WAITING_SIGNATURE: 'Assine o contrato enviado para o seu e-mail para concluir o cadastro.',
  WAITING_BANK_DETAILS: 'Informe os dados bancários da empresa abaixo para concluir o cadastro.',
  FINISHED: 'Seu cadastro está concluído.',
  DENIED: 'Seu cadastro foi recusado. Entre em contato com o suporte.',
  ERROR: 'Houve um erro no seu cadastro. Entre em contato com o suporte.',
  NOT_AFFILIATE: 'Você ainda não é afiliado.',
  INVALID_BANK_DETAILS: 'Os dados bancários informados são inválidos. Corrija-os abaixo.',
  ABSENT_UNIT_GOALS: 'Sua unidade ainda não tem metas cadastradas.',
};

/** The status a profile stands at: none yet is ABSENT. */
export const cnpjStatusOf = (profile: CnpjNextStep_ProfileFragment): string => profile.statusCnpj ?? 'ABSENT';

export const cnpjNextStepText = (status: string): string =>
  CNPJ_NEXT_STEP[status] ?? CNPJ_NEXT_STEP.ABSENT ?? '';

/** The dashboard says nothing once the registration is done: there is no next step. */
export const hasCnpjNextStep = (profile: CnpjNextStep_ProfileFragment): boolean =>
  cnpjStatusOf(profile) !== 'FINISHED';

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The dashboard's banner: the status's text and, where the person acts on Meu Perfil (bank details,
 * the CNPJ), a link there.
 */
export const CnpjNextStepBanner = ({ profile }: { profile: CnpjNextStep_ProfileFragment }) => {
  if (!hasCnpjNextStep(profile)) return null;
  const status = cnpjStatusOf(profile);
  return (
    <StyledBanner role="status" aria-label="Situação do cadastro">
      <StyledText>{cnpjNextStepText(status)}</StyledText>
      <Link to={paths.profile}>Ir para Meu Perfil</Link>
    </StyledBanner>
  );
};
