import { type ChangeEvent, type KeyboardEvent, useEffect } from 'react';
import { useIMask } from 'react-imask';
import { MASKS, type MaskKind, preventSpaceKey } from '../lib/masks.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface MaskedInputProps extends Omit<TextFieldProps, 'value' | 'ref'> {
  mask: MaskKind;
  value: string;
  /** The masked text, for callers that set state directly (e.g. formik's setFieldValue). */
  onValueChange?: (value: string) => void;
}

const INPUT_MODE: Partial<Record<MaskKind, 'numeric' | 'tel'>> = {
  phone: 'tel',
  cep: 'numeric',
  cpf: 'numeric',
};

/**
 * TextField whose value is masked by react-imask as the user types or pastes (docs/product.md §14.3): the
 * caret stays where the user edits. The input is the mask's, not React's: each accepted change reaches
 * `onChange` as an event whose target carries the masked value (what formik's `handleChange`
 * reads) and `onValueChange`; a `value` set from outside goes through the mask too.
 */
export const MaskedInput = ({
  mask,
  value,
  onChange,
  onValueChange,
  onKeyDown,
  ...rest
}: MaskedInputProps) => {
  const { ref, maskRef } = useIMask<HTMLInputElement>(MASKS[mask], {
    onAccept: (masked) => {
      const target = ref.current;
      // formik's handleChange reads only `target` (name, value, type): the input itself stands in
      // for React's event, which the mask's own handling of the input never lets React fire.
      if (target) onChange?.({ target, currentTarget: target } as ChangeEvent<HTMLInputElement>);
      onValueChange?.(masked);
    },
  });

  useEffect(() => {
    const instance = maskRef.current;
    if (instance && instance.value !== value) instance.value = value;
  }, [maskRef, value]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mask === 'noSpaces') preventSpaceKey(event);
    onKeyDown?.(event);
  };

  return (
    <TextField
      inputMode={INPUT_MODE[mask]}
      autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
      autoComplete={mask === 'name' ? 'name' : undefined}
      {...rest}
      ref={ref}
      onKeyDown={handleKeyDown}
    />
  );
};
