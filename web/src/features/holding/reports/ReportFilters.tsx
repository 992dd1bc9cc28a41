import { reportFilterSchema } from '@portal/schema';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import type { ReportFilterInput } from '@/__generated__/types.ts';
import { Button } from '@/ui/Button.tsx';
import { FilterBar } from '@/ui/FilterBar.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface FilterForm {
  cycle: string;
  from: string;
  to: string;
  unitId: string;
}

const EMPTY_FORM: FilterForm = { cycle: '', from: '', to: '', unitId: '' };

interface ReportFiltersProps {
  cycles: readonly number[];
  units: readonly { id: string; name: string }[];
  /** A filter that passed the shared rules; a failing one shows its message instead. */
  onApply: (filter: ReportFilterInput) => void;
}

/** The reports' one filter: cycle, period and unit. */
export const ReportFilters = ({ cycles, units, onApply }: ReportFiltersProps) => {
  const ids = { cycle: useId(), unit: useId() };
  const [form, setForm] = useState<FilterForm>(EMPTY_FORM);
  const [formError, setFormError] = useState<string | null>(null);

  const apply = async () => {
    try {
      const valid = await reportFilterSchema.validate({
        cycle: form.cycle === '' ? undefined : Number(form.cycle),
        from: form.from,
        to: form.to,
        unitId: form.unitId,
      });
      setFormError(null);
      onApply({
        cycle: valid.cycle ?? null,
        from: valid.from ?? null,
        to: valid.to ?? null,
        unitId: valid.unitId ?? null,
      });
    } catch (caught) {
      setFormError(caught instanceof ValidationError ? caught.message : null);
    }
  };

  return (
    <FilterBar
      as="form"
      aria-label="Filtros do relatório"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <SelectField>
        <label htmlFor={ids.cycle}>Ciclo</label>
        <select
          id={ids.cycle}
          value={form.cycle}
          onChange={(event) => setForm({ ...form, cycle: event.target.value })}
        >
          <option value="">Todos</option>
          {cycles.map((cycle) => (
            <option key={cycle} value={String(cycle)}>
              {`Ciclo ${cycle}`}
            </option>
          ))}
        </select>
      </SelectField>
      <TextField
        label="De"
        type="date"
        value={form.from}
        onChange={(event) => setForm({ ...form, from: event.target.value })}
      />
      <TextField
        label="Até"
        type="date"
        value={form.to}
        onChange={(event) => setForm({ ...form, to: event.target.value })}
      />
      <SelectField>
        <label htmlFor={ids.unit}>Unidade</label>
        <select
          id={ids.unit}
          value={form.unitId}
          onChange={(event) => setForm({ ...form, unitId: event.target.value })}
        >
          <option value="">Todas</option>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </select>
      </SelectField>
      <Button type="submit">Filtrar</Button>
      {formError && <StyledError role="alert">{formError}</StyledError>}
    </FilterBar>
  );
};
