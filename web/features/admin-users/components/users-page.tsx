/** /admin/users (admin only): staff and customers. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CustomersPanel } from './customers-panel';
import { StaffPanel } from './staff-panel';

export function UsersPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Utilisateurs</h1>
      <Tabs defaultValue="staff">
        <TabsList>
          <TabsTrigger value="staff">Personnel</TabsTrigger>
          <TabsTrigger value="customers">Clients</TabsTrigger>
        </TabsList>
        <TabsContent value="staff">
          <StaffPanel />
        </TabsContent>
        <TabsContent value="customers">
          <CustomersPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
