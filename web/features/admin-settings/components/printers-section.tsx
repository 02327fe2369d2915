/**
 * Imprimantes: the network thermal printers (ESC/POS over TCP, port 9100) and the browser's print as a
 * fallback; what each prints (kitchen ticket, receipt, both), its code page and paper width. Checked
 * with the server's own schema before it is sent; the message shows under the printer concerned.
 */
import type { ComponentProps } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus, Printer as PrinterIcon } from 'lucide-react';
import {
  CODE_PAGE_LABELS,
  DEFAULT_PRINTER_PORT,
  ImprimantesInput,
  PRINTER_CONNECTION_LABELS,
  PRINTER_ROLE_LABELS,
  type PrinterView,
} from '@core/schemas/printers';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { usePrintTestTicket } from '../api/settings';
import { useSectionForm } from '../hooks/use-section-form';
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
const PAPER_LABELS = { '58': '58 mm', '80': '80 mm' } as const;

function Choice({
  label,
  labels,
  error,
  ...select
}: { label: string; labels: Readonly<Record<string, string>>; error?: string | undefined } & ComponentProps<typeof NativeSelect>) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect {...select}>
        {Object.keys(labels).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export function PrintersSection({ initial }: { initial: { imprimantes: PrinterView[] } }) {
  const { form, fields: f, save, onSave } = useSectionForm('imprimantes', ImprimantesInput, initial);
  const printers = useFieldArray({ control: form.control, name: 'imprimantes' });
  const values = useWatch({ control: form.control, name: 'imprimantes' });
  const testTicket = usePrintTestTicket();

  return (
    <SectionCard
      title="Imprimantes"
      description="Le ticket cuisine et le reçu s’impriment automatiquement quand une commande passe en préparation. Imprimante réseau : une imprimante thermique ESC/POS sur le réseau du restaurant (port 9100). Navigateur : le tableau des commandes ouvre le ticket à imprimer."
      onSave={onSave}
      saving={save.isPending}
    >
      {printers.fields.length === 0 && <p className="text-sm text-paper-400">Aucune imprimante : le bouton Réimprimer ouvre le ticket dans le navigateur.</p>}
      {printers.fields.map((field, i) => {
        const printer = values[i] ?? field;
        return (
          <fieldset key={field.id} className="space-y-3 rounded-md border border-ink-600 p-3" data-testid="printer-fieldset">
            <legend className="px-1 text-sm font-medium text-paper">{printer.nom || 'Nouvelle imprimante'}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <TextField label="Nom" {...f.text(`imprimantes.${i}.nom`)} placeholder="Cuisine" />
              <Choice label="Imprime" labels={PRINTER_ROLE_LABELS} {...f.text(`imprimantes.${i}.role`)} />
              <Choice label="Connexion" labels={PRINTER_CONNECTION_LABELS} {...f.text(`imprimantes.${i}.connexion`)} />
              {printer.connexion === 'reseau' && (
                <>
                  <TextField label="Adresse IP ou nom d’hôte" {...f.text(`imprimantes.${i}.hote`)} placeholder="192.168.1.50" />
                  <NumberField label="Port" {...f.number(`imprimantes.${i}.port`)} min={1} />
                  <Choice label="Page de codes" labels={CODE_PAGE_LABELS} {...f.text(`imprimantes.${i}.code_page`)} />
                </>
              )}
              <Choice label="Largeur du papier" labels={PAPER_LABELS} {...f.number(`imprimantes.${i}.largeur_papier`)} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ToggleField label="Imprimante active" {...f.check(`imprimantes.${i}.actif`)} />
              <Button type="button" variant="ghost" size="sm" onClick={() => printers.remove(i)}>
                Retirer l’imprimante
              </Button>
            </div>
          </fieldset>
        );
      })}
      {f.error('imprimantes') && (
        <p role="alert" className="text-sm text-shu-300">
          {f.error('imprimantes')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => printers.append({ ...NEW_PRINTER })}>
          <Plus aria-hidden="true" /> Ajouter une imprimante
        </Button>
        <Button type="button" variant="outline" size="sm" isLoading={testTicket.isPending} onClick={() => testTicket.mutate()}>
          <PrinterIcon aria-hidden="true" /> Imprimer un ticket de test
        </Button>
      </div>
    </SectionCard>
  );
}
