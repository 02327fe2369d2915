/** 'Besoin d'aide ?': call the restaurant, or WhatsApp it with the order number prefilled. */
import { MessageCircle, Phone } from 'lucide-react';
import { telHref, whatsappHref } from '@core/order-display';
import { ORDER_HELP_TEXTS } from '@core/pages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export interface HelpCardProps {
  numeroCommande: string;
  telephone: string | null | undefined;
  whatsapp: string | null | undefined;
}

export function HelpCard({ numeroCommande, telephone, whatsapp }: HelpCardProps) {
  const chat = whatsapp || telephone;
  if (!telephone && !chat) return null;
  return (
    <Card data-print-hide>
      <CardHeader>
        <CardTitle className="text-xl">{ORDER_HELP_TEXTS.title}</CardTitle>
        <CardDescription>{ORDER_HELP_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        {telephone && (
          <Button asChild variant="outline">
            <a href={telHref(telephone)} data-testid="help-call">
              <Phone aria-hidden="true" />
              {ORDER_HELP_TEXTS.call}
            </a>
          </Button>
        )}
        {chat && (
          <Button asChild variant="outline">
            <a href={whatsappHref(chat, numeroCommande)} target="_blank" rel="noreferrer" data-testid="help-whatsapp">
              <MessageCircle aria-hidden="true" />
              {ORDER_HELP_TEXTS.chat}
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
