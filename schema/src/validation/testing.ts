/** The messages a yup validation rejects with, or [] when it passes (tests only). */
export const errorsOf = async (promise: Promise<unknown>): Promise<string[]> =>
  promise.then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );
