import { TRAINING_SEARCH_MAX_LENGTH } from '@portal/schema/validation/training';
import { useId } from 'react';
import styled from 'styled-components';
import type { TrainingSearchType } from '@/__generated__/types.ts';
import { Button } from '@/ui/Button.tsx';
import { FilterBar } from '@/ui/ListLayout.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { MANAGE_TEXT, type ManageAction } from './manageText.ts';
import { persist, type SavedSearch } from './savedSearch.ts';
import { TRAINING_TEXT, TYPE_LABELS } from './trainingText.ts';

const StyledToolbar = styled(FilterBar)`
  & > :first-child {
    flex: 1 1 280px;
    max-width: 420px;
  }
`;

interface TrainingSearchProps {
  saved: SavedSearch;
  searchInput: string;
  onSearchInput: (text: string) => void;
  onSaved: (search: SavedSearch) => void;
}

/** The search box and the type filter; the typed text is remembered at once, applied after a pause. */
export const TrainingSearch = ({ saved, searchInput, onSearchInput, onSaved }: TrainingSearchProps) => {
  const typeId = useId();
  return (
    <StyledToolbar role="search">
      <TextField
        label={TRAINING_TEXT.search}
        type="search"
        value={searchInput}
        maxLength={TRAINING_SEARCH_MAX_LENGTH}
        onChange={(event) => {
          onSearchInput(event.target.value);
          persist({ ...saved, search: event.target.value.trim() });
        }}
      />
      <SelectField>
        <label htmlFor={typeId}>{TRAINING_TEXT.type}</label>
        <select
          id={typeId}
          value={saved.type}
          onChange={(event) =>
            onSaved({ search: searchInput.trim(), type: event.target.value as SavedSearch['type'] })
          }
        >
          <option value="">{TRAINING_TEXT.allTypes}</option>
          {(Object.keys(TYPE_LABELS) as TrainingSearchType[]).map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </SelectField>
    </StyledToolbar>
  );
};

interface ManageButtonsProps {
  categoryId: string | null;
  onAction: (action: ManageAction) => void;
}

/** Holding's 'new' buttons: a category anywhere, a file or a video inside a category. */
export const ManageButtons = ({ categoryId, onAction }: ManageButtonsProps) => (
  <>
    <Button variant="secondary" onClick={() => onAction({ kind: 'newCategory' })}>
      {MANAGE_TEXT.newCategory}
    </Button>
    {categoryId ? (
      <>
        <Button variant="secondary" onClick={() => onAction({ kind: 'newFile' })}>
          {MANAGE_TEXT.newFile}
        </Button>
        <Button variant="secondary" onClick={() => onAction({ kind: 'newVideo' })}>
          {MANAGE_TEXT.newVideo}
        </Button>
      </>
    ) : null}
  </>
);
