import type { FormikProps } from 'formik';
import styled from 'styled-components';
import type { ProductFormValues } from './productForm.ts';

// The editor's shared pieces: its grids and rows, and the formik setters its sections use.
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/**
 * `set(name)(value)` for a field (a path such as `commissions.0.rate` too), and a field's error once
 * the form was submitted.
 */
export const formSetters = (formik: FormikProps<ProductFormValues>) => ({
  set: (name: keyof ProductFormValues) => (value: unknown) => void formik.setFieldValue(name, value),
  errorText: (name: string) => {
    const error = (formik.errors as Record<string, unknown>)[name];
    return formik.submitCount > 0 && typeof error === 'string' ? error : undefined;
  },
});
