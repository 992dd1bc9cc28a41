import type { ChangeEvent, KeyboardEvent } from 'react';
import { MASKS, type MaskKind, preventSpaceKey } from '../lib/masks.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface MaskedInputProps extends Omit<TextFieldProps, 'value'> {
  mask: MaskKind;
  value: string;
  /** The masked text, for callers that set state directly (e.g. formik's setFieldValue). */
  onValueChange?: (value: string) => void;
}

// Longest masked text per kind, so the browser stops input exactly where the mask ends.
const MAX_LENGTH: Partial<Record<MaskKind, number>> = { phone: 15, cep: 9, cpf: 14, cnpj: 18 };

const INPUT_MODE: Partial<Record<MaskKind, 'numeric' | 'tel'>> = {
  phone: 'tel',
  cep: 'numeric',
  cpf: 'numeric',
  cnpj: 'numeric',
};

/**
 * TextField whose value is masked as the user types or pastes (SPEC §5). The event handed to
 * `onChange` already carries the masked value, so formik's `handleChange` stores masked text.
 */
export const MaskedInput = ({
  mask,
  value,
  onChange,
  onValueChange,
  onKeyDown,
  ...rest
}: MaskedInputProps) => {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = MASKS[mask](event.target.value);
    event.target.value = masked;
    onChange?.(event);
    onValueChange?.(masked);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mask === 'noSpaces') preventSpaceKey(event);
    onKeyDown?.(event);
  };

  return (
    <TextField
      inputMode={INPUT_MODE[mask]}
      maxLength={MAX_LENGTH[mask]}
      autoComplete={mask === 'name' ? 'name' : undefined}
      {...rest}
      value={MASKS[mask](value)}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    />
  );
};
