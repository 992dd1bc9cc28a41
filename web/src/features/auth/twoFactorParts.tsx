/** The pieces of Segurança's second-factor section: the QR code and the recovery codes. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { notify } from '@/platform/notify.ts';

export const StyledTwoFactorForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 420px;

  p {
    margin: 0;
  }
`;

/** Segurança's notice to a person the role policy requires the second factor of. */
export const StyledRequiredNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledSteps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 220px) minmax(0, 1fr);
  align-items: start;

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;

    & > form {
      justify-self: stretch;
    }
  }
`;

const StyledQr = styled.img`
  width: 100%;
  max-width: 220px;
  aspect-ratio: 1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledSecretText = styled.code`
  display: block;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

export const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  list-style: none;
  font-family: monospace;
  font-size: ${({ theme }) => theme.fontSizes.medium};
`;

/** The otpauth:// address as a QR code, drawn in the page (an SVG data address, no outside service). */
export const QrCode = ({ value }: { value: string }) => {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return source ? <StyledQr src={source} alt="QR code para o aplicativo autenticador" /> : null;
};

/** The message of a BAD_USER_INPUT field error for `field`, if the gateway sent one. */
export const fieldErrorOf = (error: unknown, field: string): string | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const item of error.errors) {
    const fieldErrors = item.extensions?.fieldErrors as Array<{ field: string; message: string }> | undefined;
    const match = fieldErrors?.find((entry) => entry.field === field);
    if (match) return match.message;
  }
  return null;
};

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** One code a line, for a password manager or a printed sheet. */
export async function copyCodes(codes: readonly string[]): Promise<void> {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    notify.success('Códigos copiados.');
  } catch {
    notify.error('Não foi possível copiar. Selecione os códigos e copie manualmente.');
  }
}
