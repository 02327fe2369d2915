/**
 * The settings sections' fields (text, number, toggle, secret), registered with the section's react-hook-form
 * and showing its French message, and the section frame. `sectionFields(form)` gives each field its
 * registration and its error: numbers are read from their text (blank: NaN, which the schema refuses in
 * French, or null for an optional one).
 */
import type { ComponentProps, ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { optionalTextNumber, textNumber } from '@core/schemas/fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';

type InputProps = Omit<ComponentProps<'input'>, 'type'>;
interface FieldProps extends InputProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

const asNumber = (value: unknown) => (typeof value === 'string' ? textNumber(value) : value);
const asOptionalNumber = (value: unknown) => (typeof value === 'string' ? optionalTextNumber(value) : value);

/** Registrations of a section's fields, each with its French message (nested paths too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output: the fields only read the form's values and errors
export function sectionFields<T extends FieldValues>(form: UseFormReturn<T, unknown, any>) {
  // a list's own rule (distinct zone codes) is reported on its root
  const error = (name: Path<T>) => {
    const found = form.getFieldState(name, form.formState).error as (FieldError & { root?: FieldError }) | undefined;
    return found?.message ?? found?.root?.message;
  };
  return {
    error,
    text: (name: Path<T>) => ({ ...form.register(name), error: error(name) }),
    number: (name: Path<T>) => ({ ...form.register(name, { setValueAs: asNumber }), error: error(name) }),
    /** Blank is null: no limit, or the rule turned off. */
    optionalNumber: (name: Path<T>) => ({ ...form.register(name, { setValueAs: asOptionalNumber }), error: error(name) }),
    check: (name: Path<T>) => form.register(name),
  };
}

export function TextField({ label, hint, error, type = 'text', ...input }: FieldProps & { type?: string }) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input type={type} {...input} />
    </FormField>
  );
}

export function NumberField({ label, hint, error, min = 0, step = 1, ...input }: FieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input type="number" inputMode="numeric" min={min} step={step} {...input} />
    </FormField>
  );
}

export function ToggleField({ label, hint, ...input }: InputProps & { label: string; hint?: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-ink-600 bg-ink-700/50 px-3 py-2.5">
      <input type="checkbox" className="mt-0.5 size-5 accent-(--color-kin)" {...input} />
      <span className="flex flex-col">
        <span className="text-sm font-medium text-paper">{label}</span>
        {hint && <span className="text-xs text-paper-500">{hint}</span>}
      </span>
    </label>
  );
}

function SecretStatus({ set }: { set: boolean }) {
  return <span className={set ? 'text-emerald-400' : 'text-paper-500'}>{set ? 'Défini' : 'Non défini'}</span>;
}

/**
 * A write-only secret (password, API key, token): never shown back, only whether it is set; left blank,
 * the saved one is kept. `feminine` words the hint for "la clé" instead of "le mot de passe / le jeton".
 */
export function SecretField({
  label,
  isSet,
  error,
  feminine = false,
  autoComplete = 'off',
  ...input
}: InputProps & {
  label: string;
  isSet: boolean;
  error?: string | undefined;
  feminine?: boolean;
  autoComplete?: 'off' | 'new-password';
}) {
  return (
    <FormField
      label={label}
      error={error}
      hint={
        <>
          Actuellement : <SecretStatus set={isSet} />. Laisser vide pour {feminine ? 'la' : 'le'} conserver.
        </>
      }
    >
      <PasswordInput autoComplete={autoComplete} {...input} />
    </FormField>
  );
}

export function SectionCard({
  title,
  description,
  children,
  onSave,
  saving,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          {children}
          <div className="flex justify-end pt-2">
            <Button type="submit" isLoading={saving} disabled={saving} className="w-full sm:w-auto">
              Enregistrer
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
