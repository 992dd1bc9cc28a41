import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useEdNotificationEdSearchLazyQuery } from './__generated__/edNotifications.ts';
import { type ChosenEd, ED_NOTIFICATION_TEXT } from './edNotificationValues.ts';

const StyledPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledSearch = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};

  > :first-child {
    flex: 1;
  }
`;

/** A field's error line under the ED picker and the unit select. */
export const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.danger};
`;

interface EdPickerProps {
  chosen: readonly ChosenEd[];
  error: string | undefined;
  onChange: (chosen: ChosenEd[]) => void;
}

/** Chosen EDs: search the ED list by name or e-mail, add from the results, remove from the choice. */
export const EdPicker = ({ chosen, error, onChange }: EdPickerProps) => {
  const [search, setSearch] = useState('');
  const [find, { data, loading, called }] = useEdNotificationEdSearchLazyQuery({
    fetchPolicy: 'network-only',
  });
  const results = (data?.eds.items ?? []).filter((ed) => !chosen.some((item) => item.id === ed.id));
  const run = () => {
    const text = search.trim();
    if (text) void find({ variables: { search: text } }).catch(() => undefined);
  };
  return (
    <StyledPicker>
      <StyledSearch>
        <TextField
          label="Buscar ED (nome ou e-mail)"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button type="button" variant="secondary" loading={loading} onClick={run}>
          Buscar
        </Button>
      </StyledSearch>
      {called && !loading && results.length === 0 ? <p>{ED_NOTIFICATION_TEXT.noEdFound}</p> : null}
      {results.length > 0 ? (
        <ul aria-label="Resultados da busca">
          {results.map((ed) => (
            <li key={ed.id}>
              <span>
                {ed.name} ({ed.email})
              </span>
              <Button
                type="button"
                size="small"
                variant="secondary"
                onClick={() => onChange([...chosen, ed])}
              >
                Adicionar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.length > 0 ? (
        <ul aria-label="EDs escolhidos">
          {chosen.map((ed) => (
            <li key={ed.id}>
              <span>{ed.name}</span>
              <Button
                type="button"
                size="small"
                variant="ghost"
                aria-label={`Remover ${ed.name}`}
                onClick={() => onChange(chosen.filter((item) => item.id !== ed.id))}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledPicker>
  );
};
