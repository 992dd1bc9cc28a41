/**
 * The product form's producer: a searchable combobox (WAI-ARIA 1.2 pattern). It opens on the first
 * producers the form's one query brought; typing searches the whole list on the server
 * (`producers(search:)`), SEARCH_DEBOUNCE_MS after the last keystroke. The current producer's
 * name comes with the product, so nothing is asked to show it.
 */
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { TextField } from '@/ui/TextField.tsx';
import { SEARCH_DEBOUNCE_MS } from '@/ui/useServerTable.ts';
import {
  type ProducerPicker_ProducerFragment,
  useProducerOptionsLazyQuery,
} from './__generated__/manager.ts';

export type ProducerOption = ProducerPicker_ProducerFragment;

/** Producers a search shows: enough to find one by a few letters of its name. */
export const PRODUCER_OPTIONS_SIZE = 20;
export const NO_PRODUCER_FOUND = 'Nenhum produtor encontrado';

const StyledPicker = styled.div`
  position: relative;
`;

const StyledList = styled.ul`
  position: absolute;
  z-index: 2;
  inset-inline: 0;
  max-height: 240px;
  overflow-y: auto;
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  padding: ${({ theme }) => theme.spacing(1, 0)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.small};
`;

const StyledOption = styled.li`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

interface ProducerPickerProps {
  /** The chosen producer's id ('' for none). */
  value: string;
  /** Its name, as the product brought it. */
  valueName: string;
  /** The first producers, from the form's query: shown before anything is typed. */
  initial: readonly ProducerOption[];
  onChange: (producer: ProducerOption | null) => void;
  error: string | undefined;
}

export const ProducerPicker = ({ value, valueName, initial, onChange, error }: ProducerPickerProps) => {
  const listId = useId();
  const [text, setText] = useState(valueName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState('');
  const [find, { data, loading }] = useProducerOptionsLazyQuery();

  // The product's producer changed (saved, reloaded): show its name.
  useEffect(() => setText(valueName), [valueName]);

  // A settled search (not the chosen producer's own name) asks the server once.
  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => setSearch(value && typed === valueName ? '' : typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, valueName]);
  useEffect(() => {
    if (search) void find({ variables: { search, pageSize: PRODUCER_OPTIONS_SIZE } }).catch(() => undefined);
  }, [search, find]);

  const options = search ? (data?.producers.items ?? []) : initial;
  const choose = (producer: ProducerOption) => {
    onChange(producer);
    setText(producer.fancyName);
    setSearch('');
    setOpen(false);
    setActive(-1);
  };
  const optionId = (index: number) => `${listId}-${index}`;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(0, Math.min(options.length - 1, current + step)));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted producer instead of submitting the form.
      event.preventDefault();
      const producer = options[active];
      if (producer) choose(producer);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const settling = text.trim() !== '' && search !== text.trim() && !(value && text.trim() === valueName);
  const busy = loading || (open && settling);

  return (
    <StyledPicker>
      <TextField
        label="Produtor"
        // Every product has a producer: marked as TextField marks a required field.
        aria-required
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-busy={busy}
        placeholder="Digite para buscar"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          // A changed name no longer names the chosen producer.
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
      />
      <StyledList id={listId} role="listbox" aria-label="Produtores" hidden={!open || options.length === 0}>
        {options.map((producer, index) => (
          <StyledOption
            key={producer.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(producer);
            }}
          >
            {producer.fancyName}
          </StyledOption>
        ))}
      </StyledList>
      <StyledStatus role="status">
        {open && options.length === 0 && !busy ? NO_PRODUCER_FOUND : ''}
      </StyledStatus>
    </StyledPicker>
  );
};
