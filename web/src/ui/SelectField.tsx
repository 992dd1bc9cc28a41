import styled from 'styled-components';
import { requiredMark } from './TextField.tsx';

/**
 * A labelled native select, stacked like TextField: `<SelectField><label/><select/></SelectField>`;
 * `<label data-required>` marks a required one as TextField does.
 */
export const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};

  label {
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label[data-required] {
    ${requiredMark}
  }

  select {
    padding: ${({ theme }) => theme.spacing(2.5, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
