/**
 * The product form's terms: a label, the rich-text editor (TermsEditor.tsx, loaded on demand so
 * TipTap is its own chunk of this route) and the field's error. Until the editor arrives, a
 * spinner holds its place.
 */
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { Spinner } from '@/ui/Spinner.tsx';

const TermsEditor = lazy(() =>
  import('./TermsEditor.tsx').then((module) => ({ default: module.TermsEditor })),
);

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface TermsFieldProps {
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}

export const TermsField = ({ value, onChange, error }: TermsFieldProps) => {
  const labelId = useId();
  const errorId = useId();
  return (
    <StyledField>
      <StyledLabel id={labelId}>Conteúdo dos termos</StyledLabel>
      <Suspense fallback={<Spinner label="Carregando editor" />}>
        <TermsEditor
          labelId={labelId}
          value={value}
          onChange={onChange}
          invalid={Boolean(error)}
          errorId={error ? errorId : undefined}
        />
      </Suspense>
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledField>
  );
};
