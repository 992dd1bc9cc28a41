import { type ChangeEvent, useId } from 'react';
import { SelectField } from './SelectField.tsx';

export interface OptionSelectProps<S extends string> {
  label: string;
  /** The values offered, in the spec's order, after the no-filter option. */
  options: readonly { value: S; label: string }[];
  /** Null: no filter ('Todos'). */
  value: S | null;
  onChange: (value: S | null) => void;
  /** The DOM value of 'Todos' (some lists' links and tests read 'all'). */
  allValue?: string;
  /** The no-filter option's text, agreeing with the label ('Todas' for 'Integração'). */
  allLabel?: string;
}

/**
 * A labelled native select filtering a list by one value, stacked like TextField; a value not
 * among the options (only 'Todos' can be chosen besides them) clears the filter.
 */
export const OptionSelect = <S extends string>({
  label,
  options,
  value,
  onChange,
  allValue = '',
  allLabel = 'Todos',
}: OptionSelectProps<S>) => {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(options.find((option) => option.value === event.target.value)?.value ?? null);
  return (
    <SelectField>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? allValue} onChange={handleChange}>
        <option value={allValue}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </SelectField>
  );
};
