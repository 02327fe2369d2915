/** Small controlled fields shared by the settings sections (text, number, toggle, secret) and the section frame. */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';

export function TextField({
  label,
  value,
  onChange,
  hint,
  type = 'text',
  placeholder,
}: {
  label: string;
  value: string | null;
  onChange: (v: string) => void;
  hint?: string;
  type?: string;
  placeholder?: string;
}) {
  return (
    <FormField label={label} hint={hint}>
      <Input type={type} value={value ?? ''} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  hint,
  min = 0,
  step = 1,
}: {
  label: string;
  value: number | null;
  onChange: (v: number) => void;
  hint?: string;
  min?: number;
  step?: number;
}) {
  return (
    <FormField label={label} hint={hint}>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        step={step}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    </FormField>
  );
}

export function ToggleField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-ink-600 bg-ink-700/50 px-3 py-2.5">
      <input type="checkbox" className="mt-0.5 size-5 accent-(--color-kin)" checked={checked} onChange={(e) => onChange(e.target.checked)} />
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
  value,
  onChange,
  feminine = false,
  autoComplete = 'off',
}: {
  label: string;
  isSet: boolean;
  value: string;
  onChange: (v: string) => void;
  feminine?: boolean;
  autoComplete?: 'off' | 'new-password';
}) {
  return (
    <FormField
      label={label}
      hint={
        <>
          Actuellement : <SecretStatus set={isSet} />. Laisser vide pour {feminine ? 'la' : 'le'} conserver.
        </>
      }
    >
      <PasswordInput autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
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
