import type { ChangeEvent, FocusEvent } from 'react';

/** What `fieldProps` reads of a form: formik's props, or lib/useForm.ts's state. */
export interface FieldSource<Values> {
  values: Values;
  errors: { [Name in keyof Values]?: unknown };
  touched: { [Name in keyof Values]?: unknown };
  submitCount: number;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * Wires a form field to TextField/MaskedInput props in one spread:
 * `<TextField label="Nome" {...fieldProps(formik, 'name')} />`.
 * The error shows only once the field was touched (or a submit was tried), as users expect.
 */
export const fieldProps = <Values extends object>(form: FieldSource<Values>, name: keyof Values & string) => {
  const touched = Boolean(form.touched[name]) || form.submitCount > 0;
  const error = form.errors[name];
  const value = form.values[name];
  return {
    name,
    value: value === null || value === undefined ? '' : String(value),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: touched && typeof error === 'string' ? error : undefined,
  };
};
