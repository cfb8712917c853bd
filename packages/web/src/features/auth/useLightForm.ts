import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The part of react-hook-form's `useForm` the login page uses, without loading react-hook-form (about
 * 13 KB gzip of the page's first JavaScript): uncontrolled inputs, validation by a resolver on submit
 * (its values go to the handler), the first invalid field focused, and after the first submit each change
 * checks the form again and updates that field's message (react-hook-form's mode onSubmit, reValidateMode
 * onChange).
 */
export function useLightForm<T extends Record<string, string>>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<T>;
  defaultValues: T;
}) {
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  // the inputs' own values: what the user typed or the browser filled in
  const values = () => {
    const v: Record<string, string> = { ...defaultValues };
    for (const [name, el] of inputs.current) v[name as string] = el.value;
    return v as T;
  };
  const validate = async () =>
    resolver(values(), undefined, { fields: {}, shouldUseNativeValidation: false });

  const register = (name: keyof T & string) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (el: HTMLInputElement | null) => {
      if (el) inputs.current.set(name, el);
      else inputs.current.delete(name);
    },
    onChange: async () => {
      if (!submitted.current) return;
      const error = (await validate()).errors[name];
      setErrors((prev) => {
        const next = { ...prev };
        if (error) Object.assign(next, { [name]: error });
        else delete next[name];
        return next;
      });
    },
  });

  const handleSubmit = (onValid: (v: T) => unknown) => async (e?: FormEvent) => {
    e?.preventDefault();
    submitted.current = true;
    const result = await validate();
    const invalid = Object.keys(result.errors) as (keyof T & string)[];
    setErrors(result.errors);
    if (invalid.length) {
      const first = [...inputs.current.keys()].find((k) => invalid.includes(k as keyof T & string));
      if (first !== undefined) inputs.current.get(first)?.focus();
      return;
    }
    await onValid(result.values as T);
  };

  return { register, handleSubmit, formState: { errors } };
}
