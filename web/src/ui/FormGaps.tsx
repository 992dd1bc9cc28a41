import styled from 'styled-components';

/**
 * Why a form's submit is disabled, said beside it (issue #29, "forms that help"): the fields still
 * empty, the fields to correct, or that nothing changed. A disabled button alone tells a person
 * nothing; this names what to do, in the order the fields appear.
 */
export interface FormGapsInput {
  /** Each field's rule message (the shared yup rules' first message per field). */
  errors: Readonly<Record<string, string | undefined>>;
  /** The fields' values: a field with a rule message and no value is missing, otherwise wrong. */
  values: object;
  /** The fields' labels, in the order the form shows them; a field without a label is not named. */
  labels: Readonly<Record<string, string>>;
  /** True when editing and nothing differs from what was loaded. */
  unchanged?: boolean;
  /** What the submit does, for the sentence ('salvar', 'enviar'). */
  action?: string;
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;

/** The sentence, or null when nothing stops the submit. */
export function describeFormGaps({
  errors,
  values,
  labels,
  unchanged = false,
  action = 'salvar',
}: FormGapsInput): string | null {
  const valueByField = new Map<string, unknown>(Object.entries(values));
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const error = errors[field];
    if (!error || !label) continue;
    const value = valueByField.get(field);
    const empty = value === undefined || value === null || String(value).trim() === '';
    (empty ? missing : invalid).push(label);
  }
  const parts = [
    missing.length > 0 ? `preencha ${list(missing)}` : null,
    invalid.length > 0 ? `corrija ${list(invalid)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length > 0) return `Para ${action}, ${parts.join(' e ')}.`;
  return unchanged ? `Nenhuma alteração para ${action}.` : null;
}

const StyledGaps = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The sentence as a polite live region with an id, so the disabled submit can point at it
 * (`aria-describedby`); renders nothing when the form may be sent.
 */
export const FormGaps = ({ id, ...input }: FormGapsInput & { id: string }) => {
  const text = describeFormGaps(input);
  return (
    <StyledGaps id={id} role="status" aria-live="polite">
      {text}
    </StyledGaps>
  );
};
