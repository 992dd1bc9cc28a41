import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { APP_NAME } from '@/platform/config.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';

const StyledHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.spacing(6)};
`;

const StyledBrand = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xlarge};
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Brand, the route-table title as the page's h1, and an optional description. */
export const AuthPageHeader = ({ description }: { description?: ReactNode }) => (
  <StyledHeader>
    <StyledBrand>{APP_NAME}</StyledBrand>
    <StyledTitle>{useRouteTitle()}</StyledTitle>
    {description && <StyledDescription>{description}</StyledDescription>}
  </StyledHeader>
);

export const StyledAuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const authMessage = css`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledAuthError = styled.p`
  ${authMessage}
  margin: 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Why the visitor is here again (the session expired): information, not an error of theirs. */
export const StyledAuthNotice = styled.p`
  ${authMessage}
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledAuthLinks = styled.p`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
