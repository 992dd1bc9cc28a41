import type { FormikProps } from 'formik';

/**
 * Wires a formik field to TextField/MaskedInput props in one spread:
 * `<TextField label="Nome" {...fieldProps(formik, 'name')} />`.
 * The error shows only once the field was touched (or a submit was tried), as users expect.
 */
export const fieldProps = <Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
) => {
  const touched = Boolean(formik.touched[name]) || formik.submitCount > 0;
  const error = formik.errors[name];
  const value = formik.values[name];
  return {
    name,
    value: value === null || value === undefined ? '' : String(value),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched && typeof error === 'string' ? error : undefined,
  };
};
