import { useId } from 'react';

interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  pattern?: string;
  hint?: string;
  type?: string;
  maxLength?: number;
}

export function Field({ label, name, required, pattern, hint, type = 'text', maxLength }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} required={required} pattern={pattern} maxLength={maxLength} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? <p id={`${id}-hint`} className="field__hint">{hint}</p> : null}
    </div>
  );
}

/** A textarea with an optional live character counter against a recommended length (admin.ts updates it). */
interface TextAreaProps {
  label: string;
  name: string;
  required?: boolean;
  rows: number;
  counter?: number;
  minLength?: number;
}

export function TextArea({ label, name, required, rows, counter, minLength }: TextAreaProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} required={required} rows={rows} minLength={minLength} aria-describedby={counter ? `${id}-count` : undefined} data-counter={counter} />
      {counter ? (
        <p id={`${id}-count`} className="field__hint" data-counter-output aria-live="polite">
          0 / {counter} caracteres recomendados
        </p>
      ) : null}
    </div>
  );
}
