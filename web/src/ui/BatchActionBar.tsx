import styled from 'styled-components';
import { Button } from './Button.tsx';

export interface BatchActionBarProps {
  /** What can be chosen for the action, shown beside its button. */
  hint: string;
  /** The button's text, with the count of chosen rows ('Emitir notas (2)'). */
  label: string;
  count: number;
  /** The action is under way: the button spins and nothing can be started twice. */
  busy: boolean;
  onAction: () => void;
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  margin: ${({ theme }) => theme.spacing(0, 0, 4)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

/** The action a table's chosen rows go to (useRowSelection), above the table. */
export const BatchActionBar = ({ hint, label, count, busy, onAction }: BatchActionBarProps) => (
  <StyledBar>
    <p>{hint}</p>
    <Button onClick={onAction} disabled={count === 0 || busy} loading={busy}>
      {label}
    </Button>
  </StyledBar>
);
