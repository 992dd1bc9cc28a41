/** A labelled native select with its error, as the accreditation and profile forms use it. */
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { SelectField } from '@/ui/SelectField.tsx';
import { StyledError } from './AccreditationFrame.tsx';

interface NativeSelectProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  /** Marks the label with the required asterisk (SelectField's `label[data-required]`). */
  required?: boolean;
  children: ReactNode;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}

export const NativeSelect = ({
  label,
  name,
  value,
  error,
  required = false,
  children,
  onChange,
  onBlur,
}: NativeSelectProps) => {
  const id = `accreditation-${name}`;
  return (
    <SelectField>
      <label htmlFor={id} data-required={required ? '' : undefined}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      )}
    </SelectField>
  );
};
