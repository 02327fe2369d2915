/** /admin/email-test (admins, back-office §2): the Test tab with its history, and the Configuration tab. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EmailConfigForm } from './email-config-form';
import { EmailHistory } from './email-history';
import { TestEmailForm } from './test-email-form';

export function EmailTestPage() {
  return (
    <div className="grid gap-5 p-4 sm:p-6 lg:p-8">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Test Email</h1>
      <Tabs defaultValue="test">
        <TabsList>
          <TabsTrigger value="test">Test</TabsTrigger>
          <TabsTrigger value="config">Configuration</TabsTrigger>
        </TabsList>
        <TabsContent value="test" className="grid items-start gap-5 lg:grid-cols-2">
          <TestEmailForm />
          <EmailHistory />
        </TabsContent>
        <TabsContent value="config" className="max-w-2xl">
          <EmailConfigForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
