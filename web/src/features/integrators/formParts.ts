/** The form parts the key and webhook forms of 'Chaves de API' share. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import styled from 'styled-components';
import { notify } from '@/platform/notify.ts';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 560px;
`;

export const StyledChecklist = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend {
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing(2)};
    align-items: center;
  }
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

/** The server's text for a refused mutation (Portuguese), or the generic one. */
export const errorText = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;

/** Copies a secret shown once (a key's or a webhook's), saying whether it worked. */
export async function copySecret(secret: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(secret);
    notify.success('Segredo copiado.');
  } catch {
    notify.error('Não foi possível copiar. Selecione o texto e copie manualmente.');
  }
}
