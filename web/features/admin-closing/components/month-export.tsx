/** The accountant's month (admins): its closings, invoices and credit notes as CSV files or one Excel workbook. */
import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { CLOSING_FORM_MESSAGES } from '@core/schemas/closing';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
import { fetchMonthCsv, monthXlsxUrl } from '../api/closing';

export function MonthExport({ initialMonth }: { initialMonth: string }) {
  const [mois, setMois] = useState(initialMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(mois);
  const csv = async () => {
    try {
      for (const file of await fetchMonthCsv(mois)) downloadCsv(file);
    } catch (error) {
      toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(error) });
    }
  };
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Export comptable</CardTitle>
        <CardDescription>Les clôtures, factures et avoirs du mois.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <FormField label="Mois" error={valid ? undefined : CLOSING_FORM_MESSAGES.invalidMonth}>
          <Input type="month" value={mois} onChange={(event) => setMois(event.target.value)} className="max-w-xs" />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={!valid} onClick={() => void csv()}>
            Télécharger en CSV
          </Button>
          {valid && (
            <a className={buttonClasses('outline')} href={monthXlsxUrl(mois)} download={`compta-${mois}.xlsx`}>
              Classeur Excel
            </a>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
