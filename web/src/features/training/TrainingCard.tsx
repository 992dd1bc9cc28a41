import styled from 'styled-components';
import { Button } from '@/ui/Button.tsx';
import type { TrainingCard_ItemFragment } from './__generated__/training.ts';
import { MANAGE_TEXT, type ManageAction } from './manageText.ts';
import { TRAINING_TEXT, TYPE_LABELS } from './trainingText.ts';

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.small};
`;

const StyledOpen = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  font: inherit;
`;

const StyledThumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledLabel = styled.span`
  padding: ${({ theme }) => theme.spacing(2, 3, 0)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledKind = styled.span`
  padding: ${({ theme }) => theme.spacing(0, 3, 2)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(0, 2, 2)};
`;

const kindOf = (item: TrainingCard_ItemFragment) =>
  item.typeItem === 'CATEGORY' ? TRAINING_TEXT.category : TYPE_LABELS[item.attachmentType ?? 'PDF'];

/** One item of the library: opens it; for holding, its edit, move and delete actions. */
export const Card = ({
  item,
  onOpen,
  onManage,
}: {
  item: TrainingCard_ItemFragment;
  onOpen: () => void;
  onManage?: (action: ManageAction) => void;
}) => (
  <StyledCard>
    <StyledOpen type="button" onClick={onOpen} aria-label={TRAINING_TEXT.open(item.title)}>
      <StyledThumb aria-hidden="true">
        {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" loading="lazy" /> : kindOf(item)}
      </StyledThumb>
      <StyledLabel>{item.title}</StyledLabel>
      <StyledKind>{kindOf(item)}</StyledKind>
    </StyledOpen>
    {onManage ? (
      <StyledCardActions role="group" aria-label={TRAINING_TEXT.manage(item.title)}>
        <Button size="small" variant="ghost" onClick={() => onManage({ kind: 'edit', item })}>
          {MANAGE_TEXT.edit}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onManage({ kind: 'move', item })}>
          {MANAGE_TEXT.move}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onManage({ kind: 'delete', item })}>
          {MANAGE_TEXT.delete}
        </Button>
      </StyledCardActions>
    ) : null}
  </StyledCard>
);
