/**
 * Imprimantes: the network thermal printers (ESC/POS over TCP, port 9100) and the browser's print as a
 * fallback; what each prints (kitchen ticket, receipt, both), its code page and paper width. Checked
 * with the server's own schema before it is sent; the message shows under the printer concerned.
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import {
  CODE_PAGE_LABELS,
  DEFAULT_PRINTER_PORT,
  ImprimantesInput,
  PRINTER_CONNECTION_LABELS,
  PRINTER_ROLE_LABELS,
  type CodePage,
  type PrinterConnection,
  type PrinterRole,
  type PrinterView,
} from '@core/schemas/printers';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveSettingsSection } from '../api/settings';
import { NumberField, SectionCard, TextField, ToggleField } from './fields';

type Printer = Omit<PrinterView, 'id'> & { id?: number };

const NEW_PRINTER: Printer = {
  nom: '',
  role: 'cuisine',
  connexion: 'reseau',
  hote: '',
  port: DEFAULT_PRINTER_PORT,
  code_page: 'cp858',
  largeur_papier: 80,
  actif: true,
};

function Choice<T extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  labels: Readonly<Record<T, string>>;
  onChange: (v: T) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value as T)}>
        {(Object.keys(labels) as T[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export function PrintersSection({ initial }: { initial: { imprimantes: PrinterView[] } }) {
  const [printers, setPrinters] = useState<Printer[]>(initial.imprimantes);
  const [error, setError] = useState<{ index: number | null; message: string } | null>(null);
  const save = useSaveSettingsSection();
  const patch = (i: number, p: Partial<Printer>) => setPrinters((list) => list.map((printer, k) => (k === i ? { ...printer, ...p } : printer)));

  function submit() {
    const parsed = ImprimantesInput.safeParse({ imprimantes: printers });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ index: typeof issue.path[1] === 'number' ? issue.path[1] : null, message: issue.message });
      return;
    }
    setError(null);
    save.mutate({ section: 'imprimantes', body: { imprimantes: printers } });
  }

  return (
    <SectionCard
      title="Imprimantes"
      description="Le ticket cuisine et le reçu s’impriment automatiquement quand une commande passe en préparation. Imprimante réseau : une imprimante thermique ESC/POS sur le réseau du restaurant (port 9100). Navigateur : le tableau des commandes ouvre le ticket à imprimer."
      onSave={submit}
      saving={save.isPending}
    >
      {printers.length === 0 && <p className="text-sm text-paper-400">Aucune imprimante : le bouton Réimprimer ouvre le ticket dans le navigateur.</p>}
      {printers.map((printer, i) => (
        <fieldset key={printer.id ?? `new-${i}`} className="space-y-3 rounded-md border border-ink-600 p-3" data-testid="printer-fieldset">
          <legend className="px-1 text-sm font-medium text-paper">{printer.nom || 'Nouvelle imprimante'}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <TextField label="Nom" value={printer.nom} onChange={(v) => patch(i, { nom: v })} placeholder="Cuisine" />
            <Choice<PrinterRole> label="Imprime" value={printer.role} labels={PRINTER_ROLE_LABELS} onChange={(v) => patch(i, { role: v })} />
            <Choice<PrinterConnection>
              label="Connexion"
              value={printer.connexion}
              labels={PRINTER_CONNECTION_LABELS}
              onChange={(v) => patch(i, { connexion: v })}
            />
            {printer.connexion === 'reseau' && (
              <>
                <TextField label="Adresse IP ou nom d’hôte" value={printer.hote} onChange={(v) => patch(i, { hote: v })} placeholder="192.168.1.50" />
                <NumberField label="Port" value={printer.port} min={1} onChange={(v) => patch(i, { port: v })} />
                <Choice<CodePage> label="Page de codes" value={printer.code_page} labels={CODE_PAGE_LABELS} onChange={(v) => patch(i, { code_page: v })} />
              </>
            )}
            <Choice<'58' | '80'>
              label="Largeur du papier"
              value={String(printer.largeur_papier) as '58' | '80'}
              labels={{ '58': '58 mm', '80': '80 mm' }}
              onChange={(v) => patch(i, { largeur_papier: v === '58' ? 58 : 80 })}
            />
          </div>
          {error && error.index === i && (
            <p role="alert" className="text-sm text-shu-300">
              {error.message}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ToggleField label="Imprimante active" checked={printer.actif} onChange={(v) => patch(i, { actif: v })} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setPrinters((list) => list.filter((_, k) => k !== i))}>
              Retirer l’imprimante
            </Button>
          </div>
        </fieldset>
      ))}
      {error && error.index === null && (
        <p role="alert" className="text-sm text-shu-300">
          {error.message}
        </p>
      )}
      <Button type="button" variant="outline" size="sm" onClick={() => setPrinters((list) => [...list, { ...NEW_PRINTER }])}>
        <Plus aria-hidden="true" /> Ajouter une imprimante
      </Button>
    </SectionCard>
  );
}
