/** A labelled native select with its error, as the accreditation and profile forms use it. */
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { SelectField } from '@/ui/SelectField.tsx';
import { StyledError } from './AccreditationFrame.tsx';

interface NativeSelectProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  children: ReactNode;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}

export const NativeSelect = ({
  label,
  name,
  value,
  error,
  children,
  onChange,
  onBlur,
}: NativeSelectProps) => {
  const id = `accreditation-${name}`;
  return (
    <SelectField>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
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
