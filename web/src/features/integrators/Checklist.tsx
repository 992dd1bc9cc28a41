import { StyledChecklist, StyledError } from './formParts.ts';

interface ChecklistProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  chosen: readonly T[];
  onToggle: (option: T, checked: boolean) => void;
  /** The choice's error, announced and linked to the fieldset by `errorId`. */
  error: string | undefined;
  errorId: string;
}

/** A fieldset of checkboxes, as a key's scopes and a webhook's events are chosen. */
export const Checklist = <T extends string>({
  legend,
  options,
  labels,
  chosen,
  onToggle,
  error,
  errorId,
}: ChecklistProps<T>) => (
  <StyledChecklist aria-describedby={error ? errorId : undefined}>
    <legend>{legend}</legend>
    {options.map((option) => (
      <label key={option}>
        <input
          type="checkbox"
          checked={chosen.includes(option)}
          onChange={(event) => onToggle(option, event.target.checked)}
        />
        {labels[option]}
      </label>
    ))}
    {error && (
      <StyledError id={errorId} role="alert">
        {error}
      </StyledError>
    )}
  </StyledChecklist>
);
