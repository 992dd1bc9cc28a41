import { type ChangeEvent, type FocusEvent, type FormEvent, useState } from 'react';

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

export interface UseFormOptions<Values> {
  initialValues: Values;
  /** Each field's problem; the form is sent only when this returns no entry. */
  validate: (values: Values) => FormErrors<Values>;
  onSubmit: (values: Values) => Promise<void> | void;
}

export interface FormState<Values> {
  values: Values;
  errors: FormErrors<Values>;
  touched: Partial<Record<keyof Values, boolean>>;
  submitCount: number;
  isSubmitting: boolean;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement>) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  setFieldValue: (name: keyof Values & string, value: string) => void;
}

/**
 * formik's behaviour for a form of text fields, in a few hundred bytes: errors follow the values
 * (shown by `fieldProps` once a field was touched or a submit tried), a submit marks every field
 * touched and calls `onSubmit` only when valid, `isSubmitting` while it runs. The login page uses
 * it so the login route does not download formik (11 KB gzip, scripts/size.mjs); the other forms
 * keep formik.
 */
export const useForm = <Values extends { [Name in keyof Values]: string }>({
  initialValues,
  validate,
  onSubmit,
}: UseFormOptions<Values>): FormState<Values> => {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = validate(values);

  const setFieldValue = (name: keyof Values & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (isSubmitting) return;
    setSubmitCount((count) => count + 1);
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as typeof touched);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    void (async () => {
      try {
        await onSubmit(values);
      } finally {
        setSubmitting(false);
      }
    })();
  };

  return {
    values,
    errors,
    touched,
    submitCount,
    isSubmitting,
    // Inputs are named after their field (fieldProps passes `name`).
    handleChange: (event) => setFieldValue(event.target.name as keyof Values & string, event.target.value),
    handleBlur: (event) => setTouched((current) => ({ ...current, [event.target.name]: true })),
    handleSubmit,
    setFieldValue,
  };
};
